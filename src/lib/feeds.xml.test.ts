/** @jest-environment jsdom */
import { buildAtom, buildRss, type FeedOptions } from './feeds';

// Hostile and control characters in every text field a post supplies.
const hostile = 'Bell\u0007 vtab\u000b ff\u000c <script>alert(1)</script> & ]]> "quotes"';
const options: FeedOptions = {
  title: `Blog ${hostile}`,
  description: `About ${hostile}`,
  siteUrl: 'https://example.dev/blog',
  rssUrl: 'https://example.dev/blog/rss.xml',
  atomUrl: 'https://example.dev/blog/atom.xml',
  language: 'en',
  author: `Lin ${hostile}`,
  copyright: '© 2026',
  items: [{ title: hostile, url: 'https://example.dev/blog/2026/02/07/x', date: '2026-02-07', description: hostile, html: `<p>${hostile}</p>`, tags: [hostile], authors: [{ name: hostile, url: null }] }],
};

describe('feeds as XML', () => {
  it.each([
    ['RSS', buildRss(options), 'item > title'],
    ['Atom', buildAtom(options), 'entry > title'],
  ])('%s parses as XML, and a hostile title reads back as its text', (_kind, xml, titleSelector) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    // Titles are HTML-escaped text: what a reader shows is the title as written, minus what XML forbids.
    const title = new DOMParser().parseFromString(doc.querySelector(titleSelector)!.textContent!, 'text/html').body.textContent;
    expect(title).toBe('Bell vtab ff <script>alert(1)</script> & ]]> "quotes"');
  });
});
