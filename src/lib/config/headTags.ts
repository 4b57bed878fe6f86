/**
 * The config's `headTags` (Docusaurus's `headTags`, `stylesheets` and `scripts`): what may go into every
 * page's `<head>`, and the props gatsby-ssr.tsx renders each with. A stylesheet, a script or a preload
 * from another origin is not carried: the pages' Content-Security-Policy allows the site's own origin
 * only (src/lib/hosting/contentSecurityPolicy.ts), so the browser would refuse it and say so on every page.
 */
import type { HeadTag, SiteConfig } from './types';

export const HEAD_TAG_NAMES = ['link', 'meta', 'script', 'style'] as const;

/** The config's head tags: none unless it names some. */
export const headTagsOf = (config: Pick<SiteConfig, 'headTags'>): HeadTag[] => config.headTags ?? [];

/** Whether a URL is of the site's own origin: a path, or a URL of `siteUrl`'s origin. */
function sameOrigin(url: string, siteUrl: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return true;
  try {
    return new URL(url, siteUrl).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/** What a `<link>`'s `rel` and `as` fetch, for the policy's directive that governs it; null for what the policy lets through. */
function linkFetches(attributes: HeadTag['attributes']): string | null {
  const rel = String(attributes.rel ?? '')
    .toLowerCase()
    .split(/\s+/);
  if (rel.includes('stylesheet')) return 'a stylesheet';
  if (rel.includes('modulepreload')) return 'a script';
  if (rel.includes('manifest')) return 'a manifest';
  // Images may come from any https origin (img-src), so an image preload is let through.
  if (rel.includes('preload') && String(attributes.as ?? '').toLowerCase() !== 'image') return `a preloaded ${String(attributes.as ?? 'file')}`;
  return null;
}

/**
 * Why a head tag cannot go into the pages as it is, or null when it can: a tag other than
 * `link`, `meta`, `script` and `style`; a `meta http-equiv` (the page's policy is the site's);
 * a script, stylesheet, manifest or preload of another origin than `siteUrl`'s.
 */
export function headTagProblem(tag: HeadTag, siteUrl: string): string | null {
  const name = String((tag as { tagName?: unknown }).tagName);
  if (!(HEAD_TAG_NAMES as readonly string[]).includes(name))
    return `a <${name}> element, where the pages take ${HEAD_TAG_NAMES.map((n) => `<${n}>`).join(', ')}`;
  const attributes = tag.attributes ?? {};
  if (name === 'meta' && attributes['http-equiv'] !== undefined)
    return "a <meta http-equiv>, which would set what the page's own policy and headers set (docs/deploying.md)";
  const url = name === 'script' ? attributes.src : name === 'link' ? attributes.href : undefined;
  const fetched = name === 'script' ? 'a script' : name === 'link' ? linkFetches(attributes) : null;
  if (typeof url === 'string' && fetched && !sameOrigin(url, siteUrl))
    return `${fetched} from ${url}, which the pages' Content-Security-Policy refuses: it allows the site's own origin only`;
  return null;
}

/** HTML attribute names whose React prop is spelt otherwise. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  nomodule: 'noModule',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
};
/** The boolean attributes React knows, which it writes for `true` and leaves out for an empty string. */
const REACT_BOOLEANS = new Set(['async', 'defer', 'noModule', 'disabled', 'hidden']);

/** A head tag's attributes as React props: renamed where React spells them otherwise, `true` kept for its booleans and `''` for the rest. */
export function headTagProps(tag: HeadTag): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(tag.attributes ?? {})) {
    if (value === false) continue;
    const prop = REACT_NAMES[name.toLowerCase()] ?? name;
    props[prop] = value === true ? REACT_BOOLEANS.has(prop) || '' : value;
  }
  return props;
}
