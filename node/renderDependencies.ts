/**
 * Under `gatsby develop`, the files pages are rendered from besides their own
 * content file (partials, the site's components and their stylesheets,
 * images, the global MDX components) are watched, and diagrams drawn after
 * their page was rendered are heard of. Gatsby watches content
 * files only, so an edit of one of these would show after a restart; here it
 * renders the pages made from it again (node/siteRenderer.ts, forgetRenders) and
 * touches a node, which has Gatsby build the pages again.
 */
import chokidar, { type FSWatcher } from 'chokidar';
import type { Actions, NodePluginArgs } from 'gatsby';
import { onDiagramsDrawn } from './mdx/mermaid';
import { renderDependencies } from './site';
import { forgetRenders } from './siteRenderer';

/** The node whose change tells Gatsby that pages must be built again. */
const NODE_TYPE = 'SiteRenderDependencies';

let watcher: FSWatcher | null = null;
const watched = new Set<string>();

/** Starts watching (onCreateDevServer); the files come from the site as it is built. */
export function watchRenderDependencies({ actions, createNodeId }: { actions: Actions; createNodeId: NodePluginArgs['createNodeId'] }): void {
  if (watcher) return;
  watcher = chokidar.watch([], { ignoreInitial: true });
  let pending: string[] = [];
  let timer: NodeJS.Timeout | null = null;
  const changed = (file: string) => {
    pending.push(file);
    // An editor's save can be several events: one batch.
    timer ??= setTimeout(() => {
      const files = pending;
      pending = [];
      timer = null;
      void forgetRenders(files).then((changes) => {
        if (changes === null) return;
        void actions.createNode({
          id: createNodeId(NODE_TYPE),
          parent: null,
          children: [],
          changes,
          internal: { type: NODE_TYPE, contentDigest: String(changes) },
        });
      });
    }, 30);
  };
  watcher.on('change', changed).on('unlink', changed).on('add', changed);
  // A diagram drawn after its page was rendered without it (node/mdx/mermaid.ts, drawingLater).
  onDiagramsDrawn((files) => files.forEach(changed));
  void refreshRenderDependencies();
}

/** Watches the files the site's pages are now rendered from (after each build of the site under develop). */
export async function refreshRenderDependencies(): Promise<void> {
  if (!watcher) return;
  const fresh = (await renderDependencies()).filter((file) => !watched.has(file));
  for (const file of fresh) watched.add(file);
  if (fresh.length > 0) watcher.add(fresh);
}
