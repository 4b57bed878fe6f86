/**
 * `<Translate id="…" values={{ name: <b>x</b> }}>Message {name}</Translate>` and `translate({ id, message }, values)`
 * of @docusaurus/Translate: the message in the page's locale, `{name}` replaced by its value, which
 * in the component may be an element (https://docusaurus.io/docs/docusaurus-core#translate).
 * The id is the message when there is none, as in Docusaurus.
 */
import { Fragment, type ReactNode } from 'react';
import { translate as translateTheme } from '../i18n/translate';

export interface TranslateParams {
  id?: string;
  message: string;
  description?: string;
}

export function translate({ id, message }: TranslateParams, values?: Readonly<Record<string, string | number>>): string {
  return translateTheme({ id: id ?? message, message }, values);
}

export interface Props {
  id?: string;
  description?: string;
  values?: Readonly<Record<string, ReactNode>>;
  children?: string;
}

export default function Translate({ id, values, children = '' }: Props) {
  const text = translateTheme({ id: id ?? children, message: children });
  if (!values) return <>{text}</>;
  const parts = text.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
