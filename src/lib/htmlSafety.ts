/**
 * The last line of defence for content: whatever produced a page's HTML
 * (Markdown, an MDX expression, `dangerouslySetInnerHTML`, a component), the
 * rendered markup may not hold anything that runs script in a reader's
 * browser. The checks at the source (src/lib/mdx/safety.ts) give a line;
 * this one cannot be bypassed, because it reads the HTML readers get, parsed
 * the way a browser parses it (parse5, through hast-util-from-html).
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** Elements that run or embed script or change how the page's URLs resolve. */
const SCRIPT_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);

/** Attributes (hast property names, lower-cased) whose value is a URL a browser may load or navigate to. */
const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formaction', 'xlinkhref', 'poster', 'background', 'cite', 'data', 'codebase', 'manifest', 'ping']);

/** Raster images in a data: URL load as images and nothing else. */
const SAFE_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon);/;

/**
 * The scheme of a URL as a browser reads it: tabs and newlines anywhere are
 * dropped, leading and trailing control characters and spaces are trimmed,
 * case does not count (https://url.spec.whatwg.org/#concept-basic-url-parser).
 */
export function urlScheme(url: string): string | null {
  const cleaned = url
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- browsers trim C0 controls and spaces from a URL's ends before they read its scheme
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? match[1] : null;
}

/** Why a URL could run script when loaded or followed, or null when it cannot. */
export function unsafeUrl(url: string, { image = false } = {}): string | null {
  const scheme = urlScheme(url);
  if (scheme === 'javascript' || scheme === 'vbscript') return `a ${scheme}: URL`;
  if (scheme === 'data') {
    const cleaned = url
      .replace(/[\t\n\r]/g, '')
      .trim()
      .toLowerCase();
    if (!(image && SAFE_DATA.test(cleaned))) return 'a data: URL that is not an image';
  }
  return null;
}

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** What content may hold beyond plain HTML: pages of these origins in an `<iframe>` (the config's `frameOrigins`). */
export interface MarkupPolicy {
  frameOrigins?: readonly string[];
}

/**
 * Why an `<iframe>` may not be in content, or null when it may: its `src` is an https page of an
 * origin the config names (a video host), and it carries no `srcdoc` (markup of the page's own origin).
 * The page in it runs in its own origin, apart from the site's (https://html.spec.whatwg.org/#the-iframe-element).
 */
export function unsafeFrame(src: unknown, srcdoc: unknown, frameOrigins: readonly string[] = []): string | null {
  if (srcdoc !== undefined && srcdoc !== null) return 'an <iframe> with "srcdoc"';
  if (typeof src !== 'string') return 'an <iframe> without a "src" written as text';
  let origin: string | null = null;
  try {
    const url = new URL(src);
    if (url.protocol === 'https:') origin = url.origin;
  } catch {
    origin = null;
  }
  if (origin !== null && frameOrigins.includes(origin)) return null;
  return frameOrigins.length > 0
    ? `an <iframe> of ${shown(src)} (not one of the config's frameOrigins: ${frameOrigins.join(', ')})`
    : `an <iframe> element (name its https origin in the config's frameOrigins to embed its pages)`;
}

function checkElement(node: Element, problems: string[], policy: MarkupPolicy): void {
  const tag = node.tagName.toLowerCase();
  if (tag === 'iframe') {
    const why = unsafeFrame(node.properties.src, node.properties.srcDoc, policy.frameOrigins);
    if (why) problems.push(why);
  } else if (SCRIPT_ELEMENTS.has(tag)) problems.push(`a <${tag}> element`);
  if (tag === 'meta' && node.properties.httpEquiv) problems.push('a <meta http-equiv> element');
  for (const [name, value] of Object.entries(node.properties)) {
    const key = name.toLowerCase();
    if (/^on[a-z]/.test(key)) {
      problems.push(`an event handler attribute "${name}" on <${tag}>`);
      continue;
    }
    const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    if (URL_PROPERTIES.has(key)) {
      const image = key === 'src' && (tag === 'img' || tag === 'source' || tag === 'image');
      for (const v of values) {
        const why = unsafeUrl(v, { image });
        if (why) problems.push(`${why} in "${name}" on <${tag}> (${shown(v)})`);
      }
    }
    if (key === 'srcset') {
      for (const candidate of values.join(',').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        const why = unsafeUrl(url, { image: true });
        if (why) problems.push(`${why} in "srcset" on <${tag}> (${shown(url)})`);
      }
    }
  }
  // SVG animation can set an href: <set attributeName="href" to="javascript:…">.
  if ((tag === 'set' || tag === 'animate') && /href$/i.test(String(node.properties.attributeName ?? ''))) {
    for (const attr of ['to', 'from', 'values']) {
      const v = node.properties[attr];
      if (typeof v === 'string' && v.split(';').some((part) => unsafeUrl(part))) problems.push(`an animated href to a script URL on <${tag}> (${shown(v)})`);
    }
  }
}

/** What in this HTML fragment could run script, described for an author; empty when nothing. */
export function unsafeMarkup(html: string, policy: MarkupPolicy = {}): string[] {
  const problems: string[] = [];
  const walk = (nodes: (RootContent | Root)[]) => {
    for (const node of nodes) {
      if (node.type === 'element') {
        checkElement(node, problems, policy);
        // A <template>'s content is a fragment of its own in hast.
        if (node.content) walk([node.content]);
      }
      if ('children' in node) walk(node.children);
    }
  };
  walk([fromHtml(html, { fragment: true })]);
  return problems;
}
