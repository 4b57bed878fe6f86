/**
 * The JSX runtime content renders with: React's, plus a check of each HTML
 * element as it is made, at the line of the MDX that made it. MDX compiled
 * with `development: true` calls `jsxDEV` with the element's place in its file
 * (https://mdxjs.com/packages/mdx/#processoroptions), so an attribute that
 * only an expression computes (`href={'java' + 'script:…'}`) or a
 * `dangerouslySetInnerHTML` is refused naming the file and the line of the
 * expression. The check of the whole page's HTML (src/lib/htmlSafety.ts)
 * stays as the last line of defence, for what components of the site render.
 */
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import styleToJs from 'style-to-js';
import { unsafeMarkup } from '../../src/lib/htmlSafety';

/** Where an element was written (MDX's `development` output). */
interface Source {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** An element the check refused, with its place. */
export class UnsafeElementError extends Error {
  constructor(
    readonly file: string | null,
    readonly line: number | null,
    readonly column: number | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'UnsafeElementError';
  }
}

/** Props that can make an element run script; an element without any is not rendered twice. */
const RISKY_PROP =
  /^(href|src|srcset|srcSet|action|formAction|xlinkHref|poster|data|background|cite|codebase|manifest|ping|dangerouslySetInnerHTML|httpEquiv|http-equiv|to|from|values|attributeName)$|^on[A-Z]/i;

const policy: { frameOrigins: readonly string[] } = { frameOrigins: [] };

/** The origins whose pages content may embed in an `<iframe>` (the config's `frameOrigins`); set once by the sandbox. */
export function allowFrames(origins: readonly string[]): void {
  policy.frameOrigins = origins;
}

function check(type: unknown, props: Record<string, unknown>, source: Source | undefined): void {
  if (typeof type !== 'string') return;
  if (!Object.keys(props).some((name) => RISKY_PROP.test(name))) return;
  // The element alone, rendered as React renders it: the same markup the page would get.
  const { children: _children, ...own } = props;
  const problems = unsafeMarkup(renderToStaticMarkup(createElement(type as ElementType, own)), policy);
  if (problems.length === 0) return;
  throw new UnsafeElementError(
    source?.fileName ?? null,
    source?.lineNumber ?? null,
    source?.columnNumber ?? null,
    `${problems.join('; ')} is not allowed in content`,
  );
}

/**
 * An HTML element as authors write it in Markdown, `class="…"` and `style="color: red"`, as React takes it:
 * `className`, and the style as an object (parsed by style-to-js, as MDX parses it in a `.md` file read as
 * CommonMark: hast-util-to-estree). React would drop a string style with an error and warn on `class`.
 */
function reactProps(type: unknown, props: Record<string, unknown>): Record<string, unknown> {
  if (typeof type !== 'string' || (!('class' in props) && typeof props.style !== 'string')) return props;
  const { class: className, ...rest } = props;
  if (className !== undefined && rest.className === undefined) rest.className = className;
  if (typeof rest.style === 'string') rest.style = styleToJs(rest.style, { reactCompat: true });
  return rest;
}

/** `jsxDEV(type, props, key, isStaticChildren, source)`, as MDX's development output calls it. */
export function jsxDEV(type: unknown, written: Record<string, unknown>, key: string | undefined, isStaticChildren: boolean, source?: Source): unknown {
  const props = reactProps(type, written);
  check(type, props, source);
  return (isStaticChildren ? jsxRuntime.jsxs : jsxRuntime.jsx)(type as ElementType, props, key);
}

/** What `run` of a development build and a bundle's `react/jsx-dev-runtime` need. */
export const checkedRuntime = { Fragment: jsxRuntime.Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs, jsxDEV };
