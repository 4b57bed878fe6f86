/**
 * A build creates every page again, and Gatsby deletes each page that was not
 * (`deleteUntouchedPages`). Creating a page costs about 1.6 ms whether or not
 * it changed: Gatsby hashes, compares, sanitizes, stores and infers the types
 * of its page node, context and all. A page made exactly as the build before
 * made it is kept instead: it is marked as created now, which is all the
 * deletion looks at, so a one-doc edit of a 10,000-doc site creates one page
 * (docs/performance.md#figures-behind-the-code).
 *
 * Private API: Gatsby's redux state (`IGatsbyPage`, `flattenedPlugins`) and
 * the rule that deletes pages, as of 5.16.1:
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/changed-pages.ts
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/redux/types.ts
 * When the state is not of that shape, every page is created as Gatsby expects.
 */
import type { Actions, SourceNodesArgs } from 'gatsby';
import { isSameJson } from '../src/lib/sameJson';
import { gatsbyState } from './gatsbyState';
import { hookOn } from './privateHooks/gate';

/** The fields of a page in Gatsby's state that decide whether it is the page a build asks for. */
export interface StoredPage {
  path: string;
  componentPath: string;
  context: Record<string, unknown>;
  updatedAt: number;
  pluginCreatorId: string;
  matchPath?: string;
  slices?: Record<string, string>;
  defer?: boolean;
  ownerNodeId?: string;
}

type PageInput = Parameters<Actions['createPage']>[0];

/** The site's own plugin: Gatsby runs a site's gatsby-node as `default-site-plugin`. */
const SITE_PLUGIN = 'default-site-plugin';

interface PluginState {
  name: string;
  id?: string;
  nodeAPIs?: string[];
}

/**
 * Plugins whose `onCreatePage` makes no page of its own from another: at most it creates the same page again,
 * changed, and a page it changed is not the one the site asks for, so it is created, not kept.
 */
const PAGE_HOOKS_MAKING_NO_PAGES = new Set([
  // Adds an MDX page's front matter to its context; the site's templates are TSX, which it leaves alone:
  // https://github.com/gatsbyjs/gatsby/blob/gatsby-plugin-mdx%405.16.0/packages/gatsby-plugin-mdx/src/gatsby-node.ts
  'gatsby-plugin-mdx',
]);

/**
 * The site plugin's id, when pages it made may be kept: no other plugin's `onCreatePage` may make a page from
 * one of them, since a kept page is not created, and the page made from it would not be made again, and deleted.
 */
export function keepablePagesCreator(plugins: readonly PluginState[]): string | null {
  // Private hook `kept-pages` (node/privateHooks): off, every page is created.
  if (!hookOn('kept-pages')) return null;
  const site = plugins.find((p) => p.name === SITE_PLUGIN);
  if (!site?.id) return null;
  const others = plugins.filter((p) => p.name !== SITE_PLUGIN && !PAGE_HOOKS_MAKING_NO_PAGES.has(p.name));
  return others.some((p) => p.nodeAPIs?.includes('onCreatePage')) ? null : site.id;
}

/** Whether `stored` is the page `page` asks for, as the site plugin made it. */
export function isSamePage(stored: StoredPage, page: PageInput, creatorId: string): boolean {
  return (
    typeof stored.updatedAt === 'number' &&
    stored.pluginCreatorId === creatorId &&
    stored.componentPath === page.component &&
    stored.matchPath === undefined &&
    page.matchPath === undefined &&
    !stored.defer &&
    !page.defer &&
    stored.ownerNodeId === undefined &&
    page.ownerNodeId === undefined &&
    Object.keys(stored.slices ?? {}).length === 0 &&
    Object.keys(page.slices ?? {}).length === 0 &&
    // Gatsby stores the context sanitized (no undefined, no functions), as JSON leaves it: a page whose
    // context holds anything else never compares equal, and is created.
    isSameJson(stored.context, page.context ?? {})
  );
}

/**
 * `createPage`, keeping each page that `pages` (Gatsby's) already holds as it is asked for. `kept()` says
 * how many were kept. Without a `creatorId` (see {@link keepablePagesCreator}) every page is created.
 */
export function keepingUnchangedPages(
  createPage: Actions['createPage'],
  pages: ReadonlyMap<string, unknown>,
  creatorId: string | null,
  now: () => number = Date.now,
): { createPage: Actions['createPage']; kept: () => number } {
  let kept = 0;
  const keepOrCreate: Actions['createPage'] = (page) => {
    const stored = pages.get(page.path) as StoredPage | undefined;
    if (creatorId && stored && isSamePage(stored, page, creatorId)) {
      stored.updatedAt = now();
      kept += 1;
      return;
    }
    createPage(page);
  };
  return { createPage: keepOrCreate, kept: () => kept };
}

/** The plugin that makes a page's node (`SitePage`) when the page is created, and deletes it with the page. */
const PAGE_NODES_OWNER = 'internal-data-bridge';

/**
 * Gatsby deletes, after sourcing, every node no plugin touched, pages' nodes (`SitePage`) too; createPage then
 * makes each again, and a kept page would lose its node. Yet a page's node lives and dies with its page: its
 * owner deletes it when the page is deleted. So its owner is declared stateful, as a source plugin that manages
 * its own nodes declares itself (`enableStatefulSourceNodes`), and the sweep leaves the pages' nodes alone
 * without reading them: touched instead, 11,000 were read, context and all, twice, 2.7 s of a rebuild. Private
 * API, as of 5.16.1 (when the state does not take it, the nodes are touched):
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/internal-plugins/internal-data-bridge/gatsby-node.js
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/source-nodes.ts
 */
export function keepPageNodes({ actions, getNodesByType, store }: Pick<SourceNodesArgs, 'actions' | 'getNodesByType' | 'store'>): void {
  const owner = gatsbyState(store).typeOwners?.typesToPlugins?.get('SitePage') ?? PAGE_NODES_OWNER;
  if (owner === PAGE_NODES_OWNER && hookOn('kept-pages')) {
    // Gatsby's index.d.ts types dispatch as `Function`; this is the action `enableStatefulSourceNodes` makes.
    (store as unknown as { dispatch(action: { type: string; plugin: { name: string } }): void }).dispatch({
      type: 'ENABLE_STATEFUL_SOURCE_PLUGIN',
      plugin: { name: owner },
    });
    if (gatsbyState(store).statefulSourcePlugins?.has(owner)) return;
  }
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
}
