/**
 * Docusaurus's `Tabs` and `TabItem`, rendered at build time: every panel is in
 * the page (the ones not chosen are `hidden`), so the content is there without
 * JavaScript and for search. src/client/tabs.ts, loaded only on pages that
 * have tabs, makes them switch, keeps a `groupId` in sync across the page and
 * in local storage, and reads and writes `queryString`.
 * Props as https://docusaurus.io/docs/markdown-features/tabs documents them.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, string>;
  children?: ReactNode;
}

export interface TabsProps {
  /** Tabs with the same group id switch together, and the choice is remembered. */
  groupId?: string;
  /** `true` (the group id is the key) or a key: the choice is kept in the URL's query string. */
  queryString?: boolean | string;
  defaultValue?: string | null;
  /** Labels for the items' values, as an alternative to each TabItem's `label`. */
  values?: { value: string; label?: string }[];
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A TabItem only holds its content; Tabs lays it out. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export function Tabs({ groupId, queryString, defaultValue, values, className, children }: TabsProps) {
  const id = useId();
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  if (items.length === 0) throw new Error('<Tabs> needs <TabItem value="…"> children');
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.props.value)) throw new Error(`<Tabs> has two <TabItem> children with value "${item.props.value}"; values must be unique`);
    seen.add(item.props.value);
  }
  const labelOf = (value: string, item?: ReactElement<TabItemProps>) => values?.find((v) => v.value === value)?.label ?? item?.props.label ?? value;
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0].props.value;
  if (!seen.has(selected)) throw new Error(`<Tabs> defaultValue "${selected}" is not one of its values: ${[...seen].join(', ')}`);
  const key = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  if (queryString === true && !groupId) throw new Error('<Tabs queryString> without a value needs a groupId to name the query parameter');
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-tabs="" data-group-id={groupId} data-query-string={key}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item) => {
          const { value } = item.props;
          const active = value === selected;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={tabId(value)}
              aria-selected={active}
              aria-controls={panelId(value)}
              tabIndex={active ? 0 : -1}
              data-value={value}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              {...item.props.attributes}
            >
              {labelOf(value, item)}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={panelId(item.props.value)}
          aria-labelledby={tabId(item.props.value)}
          data-value={item.props.value}
          // The tab's label, which a printed page shows above its panel (src/styles/print.css).
          data-label={labelOf(item.props.value, item)}
          className={['tab-panel', item.props.className].filter(Boolean).join(' ')}
          hidden={item.props.value !== selected}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
