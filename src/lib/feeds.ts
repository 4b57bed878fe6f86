/**
 * RSS 2.0 and Atom 1.0 feeds of the blog, written by `feed`
 * (https://github.com/jpmonette/feed), the library Docusaurus's blog uses.
 */
import { Feed } from 'feed';
import { escapeHtml } from './html';

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  url: string;
  /** `YYYY-MM-DD` */
  date: string;
  description: string | null;
  /** Rendered HTML of the post, when the feed carries full content. */
  html?: string | null;
  /** Tag labels (blog/tags.yml's, or the tag as written). */
  tags: string[];
  authors?: { name: string; url: string | null }[];
}

export interface FeedOptions {
  title: string;
  description: string;
  /** Absolute URL of the blog's home. */
  siteUrl: string;
  /** Absolute URLs of the two feeds. */
  rssUrl: string;
  atomUrl: string;
  language: string;
  author: string;
  copyright: string;
  /** Newest first. */
  items: FeedItem[];
  /** When the feed changed, if it has no items: the build's time, never the epoch. */
  now?: Date;
}

/** XML 1.0 forbids these characters anywhere, escaped or not: a feed with one is unreadable. */
// eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 forbids is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/**
 * Summaries are plain text, but RSS readers show a description as HTML and
 * `feed` writes Atom's summary as `type="html"`, so they are escaped: a post
 * described as "a < b" reads as written.
 */
const htmlText = (text: string) => cdataHtml(escapeHtml(xmlText(text)));

/**
 * HTML for a CDATA section. `feed`'s XML writer (xml-js) splits only the first
 * `]]>` of a section, so a second one would end it and break the feed; in
 * HTML, `]]&gt;` reads the same.
 */
const cdataHtml = (html: string) => html.replace(/]]>/g, ']]&gt;');

/** Text as XML character data, escaped once. */
const xmlEscaped = (text: string) => xmlText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Titles are what the author wrote, as text: RSS's `<title>` is plain text and
 * Atom's is `type="text"`, each escaped once for XML, so that a reader showing
 * them as text shows `&` and `<script>`, not `&amp;` and `&lt;script&gt;`.
 * `feed` writes titles as CDATA (Atom's as `type="html"`), so each is written
 * as a token and replaced in the finished document.
 */
const titleToken = (i: number) => `@@feed-title-${i}@@`;
function writeTitles(xml: string, items: FeedItem[], element: (token: string) => string, replacement: (title: string) => string): string {
  return items.reduce((out, item, i) => {
    const token = element(titleToken(i));
    if (!out.includes(token)) throw new Error(`The feed has no ${token}: the feed library writes titles another way now (src/lib/feeds.ts)`);
    return out.replace(token, () => replacement(item.title));
  }, xml);
}

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function createFeed(options: FeedOptions): Feed {
  const feed = new Feed({
    id: options.siteUrl,
    title: xmlText(options.title),
    description: xmlText(options.description),
    link: options.siteUrl,
    language: options.language,
    copyright: xmlText(options.copyright),
    // The newest post's date: a rebuild with no new post gives the same feed.
    updated: options.items[0] ? day(options.items[0].date) : (options.now ?? new Date()),
    generator: false,
    feedLinks: { rss: options.rssUrl, atom: options.atomUrl },
    author: { name: xmlText(options.author) },
  });
  options.items.forEach((item, i) => {
    feed.addItem({
      title: titleToken(i),
      id: item.url,
      link: item.url,
      date: day(item.date),
      description: item.description ? htmlText(item.description) : undefined,
      content: item.html ? cdataHtml(xmlText(item.html)) : undefined,
      category: item.tags.map((tag) => ({ name: xmlText(tag), term: xmlText(tag) })),
      // As Docusaurus writes them: each author's name, and their page as the link.
      author: (item.authors ?? []).map((a) => ({ name: xmlText(a.name), ...(a.url ? { link: a.url } : {}) })),
    });
  });
  return feed;
}

/** Builds an RSS 2.0 document. */
export const buildRss = (options: FeedOptions): string =>
  writeTitles(
    createFeed(options).rss2(),
    options.items,
    (token) => `<title><![CDATA[${token}]]></title>`,
    (title) => `<title>${xmlEscaped(title)}</title>`,
  );

/** Builds an Atom 1.0 document. */
export const buildAtom = (options: FeedOptions): string =>
  writeTitles(
    escapeCategoryAttributes(createFeed(options).atom1()),
    options.items,
    (token) => `<title type="html"><![CDATA[${token}]]></title>`,
    (title) => `<title type="text">${xmlEscaped(title)}</title>`,
  );

/**
 * `feed` writes an Atom category's label and term as attributes escaping `&`
 * and `"` but not `<`, which XML forbids in an attribute value: a tag such as
 * "<T>" would make the whole feed unreadable. The values hold no `"` (it is
 * escaped), so each can be found and completed.
 */
const escapeCategoryAttributes = (xml: string) =>
  xml.replace(/<category label="([^"]*)" term="([^"]*)"\/>/g, (_, label: string, term: string) => {
    const attr = (v: string) => v.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return `<category label="${attr(label)}" term="${attr(term)}"/>`;
  });
