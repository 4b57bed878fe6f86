import type { Node } from 'gatsby';
import { MDX_EXTENSIONS } from './mdxNode';

/**
 * Under `gatsby develop`, a content file added or changed while the site runs
 * becomes a File node in one batch of node changes; gatsby-plugin-mdx makes its
 * Mdx node in that File node's `onCreateNode`, which Gatsby does not wait for
 * before it runs createPages again. A node made while createPages runs is
 * applied, but createPages does not run again for it (the develop state
 * machine's `recreatingPages` state, in
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/state-machines/develop/index.ts,
 * and `runMutationBatch`, which does not wait for onCreateNode:
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/services/run-mutation-batch.ts),
 * so a new doc would be missing from the sidebars until the next edit.
 * createPages therefore waits until each file's Mdx node of its current text
 * has been through the site's own onCreateNode (its fields set), by the public
 * node fields alone: an Mdx node's `parent` and `internal.contentDigest`, which
 * gatsby-plugin-mdx copies from its File node. See docs/previewing.md#a-new-file.
 */

/** The File node's content digest each file's Mdx node was last handled at, by File node id (this process's). */
const handled = new Map<string, string>();
/** Whether createPages has run in this process: the nodes it saw then were all handled (sourcing waits for onCreateNode). */
let baselineTaken = false;

/** Called by the site's onCreateNode when it has handled an Mdx node (its fields are set, or it has none to have). */
export function noteMdxNodeHandled(mdx: Node): void {
  if (mdx.parent) handled.set(mdx.parent, mdx.internal.contentDigest);
}

/** The content files whose Mdx node of their current text the site's onCreateNode has not yet handled. */
function filesAheadOfTheirMdx(files: readonly Node[]): Node[] {
  return files.filter((file) => MDX_EXTENSIONS.includes(String(file.ext)) && handled.get(file.id) !== file.internal.contentDigest);
}

export interface CatchUpOptions {
  /** How long to wait for a file, at most: a file whose front matter gatsby-plugin-mdx cannot parse gets no Mdx node. */
  ceilingMs?: number;
  /**
   * Why gatsby-plugin-mdx will make no Mdx node of a file's text, or null: its front matter's syntax error,
   * which is not waited out but told (gatsby-plugin-mdx's own report names neither the file nor its line).
   */
  whyNoMdx?: (file: Node) => string | null;
  /** Waits before the next look at the nodes. */
  pause?: () => Promise<void>;
  now?: () => number;
  /** Told of each file given up on: why it has no Mdx node, or that the ceiling passed, by its absolute path. */
  warn: (message: string) => void;
}

const PAUSE_MS = 25;

/**
 * Resolves when every content file's Mdx node of its current text has been
 * handled, or will never be ({@link CatchUpOptions.whyNoMdx}), or the ceiling
 * has passed. Each file given up on is warned of once, and not waited for
 * again until it changes. The first call in a process only takes the nodes as
 * they are.
 */
export async function untilMdxNodesCaughtUp(getFiles: () => Node[], options: CatchUpOptions): Promise<void> {
  if (!baselineTaken) {
    baselineTaken = true;
    for (const file of getFiles()) handled.set(file.id, file.internal.contentDigest);
    return;
  }
  const { ceilingMs = 10_000, whyNoMdx = () => null, pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS)), now = Date.now, warn } = options;
  const started = now();
  const looked = new Set<string>();
  for (;;) {
    const ahead = filesAheadOfTheirMdx(getFiles()).filter((file) => {
      const version = `${file.id}@${file.internal.contentDigest}`;
      if (looked.has(version)) return true;
      looked.add(version);
      const why = whyNoMdx(file);
      if (why === null) return true;
      handled.set(file.id, file.internal.contentDigest);
      warn(why);
      return false;
    });
    if (ahead.length === 0) return;
    if (now() - started >= ceilingMs) {
      for (const file of ahead) {
        handled.set(file.id, file.internal.contentDigest);
        warn(
          `${typeof file.absolutePath === 'string' ? file.absolutePath : file.id}: no Mdx node of this text after ${ceilingMs / 1000} s (gatsby-plugin-mdx may have reported an error above); the pages are made without it until the file changes again.`,
        );
      }
      return;
    }
    await pause();
  }
}

/** Forgets what was handled: for tests, where one process stands for several `gatsby develop` runs. */
export function forgetHandledMdxNodes(): void {
  handled.clear();
  baselineTaken = false;
}
