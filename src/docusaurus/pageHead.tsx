/**
 * What a Docusaurus page says of its `<head>`: the `title` and `description` it gives `@theme/Layout`
 * and the elements it puts in `@docusaurus/Head`. Such a page has no `Head` export of Gatsby's, so:
 * - on the server, each is kept by the page's route while the page renders, and gatsby-ssr.tsx's
 *   `onRenderBody`, which Gatsby runs after a page's body is rendered
 *   (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#onRenderBody), puts them in the
 *   HTML's head, each marked `data-page-head`;
 * - in the browser, once mounted, the page's own elements replace the marked ones, through a portal
 *   into `document.head`, and leave with the page.
 */
import { Children, cloneElement, Fragment, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@gatsbyjs/reach-router';
import { siteConfig } from '../config/site';
import { nodeText } from './nodeText';

/** Marks the head's elements a Docusaurus page put there. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export interface PageHead {
  title?: string;
  description?: string;
  /** `@docusaurus/Head`'s elements, its `<title>` taken out into `title`. */
  elements: ReactElement[];
}

const basePath = siteConfig.baseUrl.replace(/\/$/, '');

/** The page's route, as Gatsby names the page (the location's path without the site's base URL). */
export function usePageRoute(): string {
  const { pathname } = useLocation();
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
}

/** On the server: what each route's page said, until onRenderBody takes it. Pages render two at a time, so by route. */
const byRoute = new Map<string, PageHead>();

const onServer = typeof window === 'undefined';

/** Keeps what a page says of its head while it renders on the server; later calls win, as a deeper `<Head>` does in Docusaurus. */
export function keepPageHead(route: string, said: Partial<PageHead>): void {
  const kept = byRoute.get(route) ?? { elements: [] };
  byRoute.set(route, {
    title: said.title ?? kept.title,
    description: said.description ?? kept.description,
    elements: [...kept.elements, ...(said.elements ?? [])],
  });
}

/** What the page at `route` said of its head, taken (so a route rendered again starts afresh); undefined for a page that said nothing. */
export function takePageHead(route: string): PageHead | undefined {
  const head = byRoute.get(route);
  byRoute.delete(route);
  return head;
}

/** `@docusaurus/Head`'s children: its title, and the other elements, keyed. */
export function headOf(children: ReactNode): PageHead {
  const head: PageHead = { elements: [] };
  const flat = (node: ReactNode): ReactNode[] =>
    Children.toArray(node).flatMap((child) =>
      isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? flat(child.props.children) : [child],
    );
  flat(children).forEach((child, i) => {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
    if (child.type === 'title') head.title = nodeText(child.props.children);
    else if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string') head.description = child.props.content;
    else head.elements.push(cloneElement(child, { key: child.key ?? `page-head-${i}` }));
  });
  return head;
}

/** The elements of `node` (fragments opened), each marked as the page's and keyed, for the server's HTML. */
export function marked(node: ReactNode, prefix = 'page-head'): ReactElement[] {
  return Children.toArray(node).flatMap((child, i): ReactElement[] => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return marked(child.props.children, `${prefix}-${i}`);
    return [cloneElement(child as ReactElement, { key: `${prefix}-${i}`, [PAGE_HEAD_ATTRIBUTE]: '' })];
  });
}

/** The server's marked elements leave the head once a page's own take their place. */
export function useServerHeadRemoved(mounted: boolean): void {
  useEffect(() => {
    if (mounted) document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  }, [mounted]);
}

/** Elements rendered into the document's head, in the browser. */
export function InHead({ children }: { children: ReactNode }) {
  return onServer ? null : createPortal(children, document.head);
}

export { onServer };
