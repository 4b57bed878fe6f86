/**
 * The browser's side of Gatsby's Head API, put in place of Gatsby's own in the
 * production build (node/webpack/runtimeReplacements.ts), with the same
 * export: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/head/head-export-handler-for-browser.js
 * After each render of a page, its `Head` is rendered into an element outside
 * the document, and the document's head takes what it rendered: elements
 * already there stay as they are (a stylesheet is not fetched again), the
 * others go. Gatsby's also checks the export, warns in develop of elements a
 * head cannot hold, moves `<html>` and `<body>` attributes out of the head and
 * re-creates scripts; no head of this site renders those (the server sets the
 * page's `lang` and `dir`, and its JSON-LD: gatsby-ssr.tsx).
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { GatsbyRootContext } from './gatsbyRootContext';

/** The attribute of the head's elements that came from a `Head`, in the server's HTML (Gatsby's SSR) as here. */
export const HEAD_ATTRIBUTE = 'data-gatsby-head';

interface HeadProps {
  location: { pathname: string };
  params?: unknown;
  data?: unknown;
  serverData?: unknown;
  pageContext?: unknown;
}

/** What Gatsby's page renderer passes (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/page-renderer.js). */
interface Args {
  pageComponent?: { Head?: ComponentType<HeadProps> } | null;
  staticQueryResults: Record<string, unknown>;
  pageComponentProps: HeadProps;
}

let detached: { element: HTMLDivElement; root: Root } | null = null;

/** Calls `rendered` each time React has put its children in place. */
function Rendered({ rendered, children }: { rendered: () => void; children: ReactNode }) {
  useEffect(rendered);
  return children;
}

/** Moves what a `Head` rendered in `from` into the document's head, keeping the elements that are there already. */
export function applyHead(from: Element, head: HTMLHeadElement = document.head): void {
  const next = [...from.children].map((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.setAttribute(HEAD_ATTRIBUTE, 'true');
    return copy;
  });
  for (const current of head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) {
    const same = next.findIndex((element) => element.isEqualNode(current));
    if (same === -1) current.remove();
    else next.splice(same, 1);
  }
  head.append(...next);
}

/** What Gatsby's page renderer calls, as a hook, on every render of a page (under the name Gatsby's has). */
export { usePageHead as headHandlerForBrowser };

function usePageHead({ pageComponent, staticQueryResults, pageComponentProps }: Args): void {
  useEffect(() => {
    const Head = pageComponent?.Head;
    // A page without a Head has none of the last page's head either.
    if (!Head) return applyHead(document.createElement('div'));
    if (!detached) {
      const element = document.createElement('div');
      detached = { element, root: createRoot(element) };
    }
    const { element, root } = detached;
    const { location, params, data, serverData, pageContext } = pageComponentProps;
    root.render(
      <Rendered rendered={() => applyHead(element)}>
        <GatsbyRootContext staticQueryResults={staticQueryResults}>
          <Head location={{ pathname: location.pathname }} params={params} data={data ?? {}} serverData={serverData} pageContext={pageContext} />
        </GatsbyRootContext>
      </Rendered>,
    );
  });
}
