/**
 * The site's React pages: the files under src/pages, from which Gatsby makes a page each
 * (https://www.gatsbyjs.com/docs/reference/routing/creating-routes/#define-routes-in-srcpages), and
 * which a Docusaurus site keeps there too (docs/importing-docusaurus.md#react-pages). Gatsby skips a
 * file named with a leading `_`; Docusaurus skips a folder so named too (its components beside its
 * pages), and so does the site. A React page at a route takes it from what the site would make
 * there itself: the home page, a docs root.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './filesUnder';
import { withoutTrailingSlash } from '../src/lib/routes';

const PAGE_FILE = /\.(jsx?|tsx?)$/;

/** Whether a file under src/pages (its path from there) is a page, as Gatsby and Docusaurus read the folder; the end-to-end tests' pages are not. */
export function isPageFile(relative: string): boolean {
  const parts = relative.split(/[\\/]/);
  if (parts[0] === '__test__') return false;
  const name = parts[parts.length - 1];
  return (
    PAGE_FILE.test(name) &&
    !/\.d\.tsx?$/.test(name) &&
    !/\.(test|spec)\.[jt]sx?$/.test(name) &&
    !parts.some((part) => part.startsWith('_') || part.startsWith('.'))
  );
}

/** A page file's route (`index.tsx` is `/`, `about/index.js` and `about.js` are `/about`), without a trailing slash. */
export function pageFileRoute(relative: string): string {
  const route = `/${relative.replace(/\\/g, '/').replace(PAGE_FILE, '')}`.replace(/\/index$/, '/');
  return withoutTrailingSlash(route) || '/';
}

/** The routes the site's React pages take, without trailing slashes. */
export function reactPageRoutes(siteDir: string): Set<string> {
  const pages = path.join(siteDir, 'src/pages');
  if (!fs.existsSync(pages)) return new Set();
  return new Set(
    filesUnder(pages)
      .map((file) => path.relative(pages, file))
      .filter(isPageFile)
      .map(pageFileRoute),
  );
}
