/**
 * Rendered pages, cached across builds under a key made of the renderer's
 * version and the page's source. Gatsby keeps its nodes between builds and
 * only re-runs `onCreateNode` for a file that changed, so HTML stored on a
 * node outlives the code that rendered it; here a new renderer version is a
 * new key, and every page renders again by itself.
 */
import { createHash } from 'node:crypto';
import type { RenderedMdx } from './compile';
import type { ContentLabels } from '../../src/lib/mdx/contentLabels';

/** The slice of Gatsby's plugin cache used here (https://www.gatsbyjs.com/docs/reference/config-files/node-api-helpers/#cache). */
export interface RenderStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export interface RenderSource {
  /** The file's path, for messages. */
  file: string;
  /** The MDX body, front matter removed. */
  body: string;
  /** Lines of front matter above the body. */
  lineOffset: number;
  /** Absolute path of the file, when it has one (relative images resolve beside it). */
  sourceFile?: string;
  /** The words rendering adds, for a translation: its locale's (node/contentLabels.ts); English without. */
  labels?: ContentLabels;
}

export type Render = (source: RenderSource) => Promise<RenderedMdx>;

/** A cached renderer, which can be told that files changed. */
export interface CachedRender extends Render {
  /**
   * Forgets the renderings made from a file `changed` says changed (a partial, a component, an image):
   * the next call renders them again. Under `gatsby develop` the content file itself is unchanged, so
   * its key is the same; renderings kept in the store are checked by `isFresh` then. Returns how many.
   */
  forget(changed: (file: string) => boolean): number;
  /** Resolves once the renderings under way have finished, so that `forget` sees them. */
  settle(): Promise<void>;
}

/**
 * A renderer that renders each source once per version: from memory within a
 * process, from `store` across builds. A stored page is used only while
 * `isFresh` says the files it read (its images) are unchanged.
 */
export function cachedRenderer(
  version: string,
  store: RenderStore,
  render: Render,
  isFresh: (rendered: RenderedMdx) => Promise<boolean> = () => Promise.resolve(true),
): CachedRender {
  const inFlight = new Map<string, Promise<RenderedMdx>>();
  const settled = new Map<string, RenderedMdx>();
  const cached: Render = (source) => {
    const key = `mdx-html:${createHash('sha256')
      .update(
        `${version}\0${source.file}\0${source.sourceFile ?? ''}\0${source.lineOffset}\0${source.labels ? JSON.stringify(source.labels) : ''}\0${source.body}`,
      )
      .digest('hex')}`;
    let result = inFlight.get(key);
    if (!result) {
      result = (async () => {
        const stored = (await store.get(key)) as RenderedMdx | undefined;
        if (stored && (await isFresh(stored))) return stored;
        const rendered = await render(source);
        await store.set(key, rendered);
        return rendered;
      })();
      // A failed render is not kept: the fixed file renders on the next call.
      const pending = result;
      pending.then(
        (rendered) => {
          if (inFlight.get(key) === pending) settled.set(key, rendered);
        },
        () => inFlight.delete(key),
      );
      inFlight.set(key, result);
    }
    return result;
  };
  const forget = (changed: (file: string) => boolean) => {
    let forgotten = 0;
    for (const [key, rendered] of settled) {
      if (!rendered.dependencies.some((d) => changed(d.file))) continue;
      settled.delete(key);
      inFlight.delete(key);
      forgotten++;
    }
    return forgotten;
  };
  const settle = async () => {
    await Promise.allSettled(inFlight.values());
  };
  return Object.assign(cached, { forget, settle });
}
