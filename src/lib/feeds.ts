/** RSS 2.0 and Atom 1.0 feeds of the blog. */
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
  tags: string[];
}

export interface FeedOptions {
  title: string;
  description: string;
  /** Absolute URL of the blog's home. */
  siteUrl: string;
  /** Absolute URL of this feed. */
  feedUrl: string;
  language: string;
  author: string;
  copyright: string;
  items: FeedItem[];
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();
const rfc3339 = (isoDate: string) => `${isoDate}T00:00:00Z`;
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Builds an RSS 2.0 document. */
export function buildRss(options: FeedOptions): string {
  const items = options.items
    .map(
      (item) => `    <item>
      <title>${escapeHtml(item.title)}</title>
      <link>${escapeHtml(item.url)}</link>
      <guid isPermaLink="true">${escapeHtml(item.url)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
${item.description ? `      <description>${escapeHtml(item.description)}</description>\n` : ''}${item.html ? `      <content:encoded>${cdata(item.html)}</content:encoded>\n` : ''}${item.tags.map((t) => `      <category>${escapeHtml(t)}</category>\n`).join('')}    </item>`,
    )
    .join('\n');
  const updated = options.items[0]?.date;
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeHtml(options.title)}</title>
    <link>${escapeHtml(options.siteUrl)}</link>
    <description>${escapeHtml(options.description)}</description>
    <language>${escapeHtml(options.language)}</language>
    <copyright>${escapeHtml(options.copyright)}</copyright>
${updated ? `    <lastBuildDate>${rfc822(updated)}</lastBuildDate>\n` : ''}    <atom:link href="${escapeHtml(options.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** Builds an Atom 1.0 document. */
export function buildAtom(options: FeedOptions): string {
  const entries = options.items
    .map(
      (item) => `  <entry>
    <title>${escapeHtml(item.title)}</title>
    <id>${escapeHtml(item.url)}</id>
    <link href="${escapeHtml(item.url)}"/>
    <updated>${rfc3339(item.date)}</updated>
${item.description ? `    <summary>${escapeHtml(item.description)}</summary>\n` : ''}${item.html ? `    <content type="html">${escapeHtml(item.html)}</content>\n` : ''}${item.tags.map((t) => `    <category term="${escapeHtml(t)}"/>\n`).join('')}  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(options.language)}">
  <title>${escapeHtml(options.title)}</title>
  <subtitle>${escapeHtml(options.description)}</subtitle>
  <id>${escapeHtml(options.siteUrl)}</id>
  <link href="${escapeHtml(options.siteUrl)}"/>
  <link href="${escapeHtml(options.feedUrl)}" rel="self"/>
  <updated>${rfc3339(options.items[0]?.date ?? '1970-01-01')}</updated>
  <author><name>${escapeHtml(options.author)}</name></author>
  <rights>${escapeHtml(options.copyright)}</rights>
${entries}
</feed>
`;
}
