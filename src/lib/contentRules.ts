/** Editorial rules the content is held to; checked by the content test and `npm run words`. */

export const WORD_FLOORS = { post: 300, docIndex: 250, doc: 600 } as const;

/**
 * The least number of words a content file's body must have, from its path
 * relative to the repo (`content/docs/opencv/index.mdx`).
 */
export function wordFloor(contentPath: string): number {
  if (contentPath.startsWith('content/blog/')) return WORD_FLOORS.post;
  return /\/index\.mdx?$/.test(contentPath) ? WORD_FLOORS.docIndex : WORD_FLOORS.doc;
}

/** The site paths a Markdown body links to, anchors and queries removed. */
export function linkedPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  for (const match of markdown.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) paths.add(match[1]);
  return paths;
}

/** True when the body has a level-2 heading outside code blocks. */
export function hasH2(markdown: string): boolean {
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence && /^## \S/.test(line)) return true;
  }
  return false;
}
