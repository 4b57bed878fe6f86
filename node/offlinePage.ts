/**
 * The page the service worker answers with for an address it did not save while there is no network
 * (docs/features.md#read-offline): the site's name and colour, what is there offline, and links to
 * it. A file of its own, not a Gatsby page: it needs no script, and Gatsby's client would put its own
 * address in place of the one the reader asked for.
 */
import { siteHasBlog } from '../src/lib/blogPresence';
import type { SiteConfig } from '../src/lib/config/types';
import { escapeHtml } from '../src/lib/html';

export function offlinePageHtml(config: Pick<SiteConfig, 'title' | 'i18n' | 'docs' | 'blog'>, accent: string): string {
  const title = escapeHtml(config.title);
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  return `<!doctype html>
<html lang="${escapeHtml(config.i18n.defaultLocale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'">
<meta name="robots" content="noindex">
<title>Offline | ${title}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1e21;background:#fff}
header{padding:.9rem 1.25rem;border-bottom:1px solid #dadde1;font-weight:700}
main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}
a{color:${accent}}
@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}header{border-color:#444950}a{color:#6fdca0}}
</style>
</head>
<body>
<header>${link('/', config.title)}</header>
<main>
<h1>You are offline</h1>
<p>This page was not saved for reading without a network. The pages you opened on this site are, and so are the docs of the version you read.</p>
<p>${[link('/', 'Home'), link(config.docs.routeBasePath, 'Docs'), ...(siteHasBlog() ? [link(config.blog.routeBasePath, 'Blog')] : [])].join(' · ')}</p>
</main>
</body>
</html>
`;
}
