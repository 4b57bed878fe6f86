/**
 * The HTML renderer and the browser's bundle name a CSS module's classes alike
 * (node/webpack/classNames.ts): a class a built page's HTML holds is a class
 * of the build's stylesheets, linked or inlined. Named apart, the page ships
 * unstyled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { inlineStyles, pageFiles } from '../../scripts/lib/page-weight.mjs';
import { PUBLIC } from './pageWeight';

/** A CSS module's class as the site names it: its own name, `_`, four letters. */
const MODULE_CLASS = /^[a-zA-Z][a-zA-Z0-9]*_[a-zA-Z]{4}$/;

/** The class names a stylesheet's selectors name. */
const selectorClasses = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

test("every CSS module's class in the built pages is one of the build's stylesheets", () => {
  const linked = selectorClasses(
    fs
      .readdirSync(PUBLIC)
      .filter((name) => name.endsWith('.css'))
      .map((name) => fs.readFileSync(path.join(PUBLIC, name), 'utf8'))
      .join('\n'),
  );
  const pages = pageFiles(PUBLIC);
  const unstyled = new Map<string, string>();
  let seen = 0;
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    const inline = selectorClasses(inlineStyles(html));
    for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of classes.split(/\s+/).filter((c) => MODULE_CLASS.test(c))) {
        seen++;
        if (!linked.has(name) && !inline.has(name)) unstyled.set(name, path.relative(PUBLIC, page));
      }
    }
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(seen).toBeGreaterThan(pages.length * 10);
  expect([...unstyled].map(([name, page]) => `${name} (${page})`)).toEqual([]);
});
