#!/usr/bin/env -S npx tsx
// Checks content files the way the build does: front matter, then the MDX
// pipeline. Prints every problem with its file and line; exits 1 on any.
//   npm run check-content -- [files…]   (default: every file under content/)
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

import { contentFiles } from '../node/contentFiles.ts';
import { renderMdx } from '../node/mdx/compile.ts';
import { frontmatterSyntaxError, validateDocFrontmatter, validateBlogFrontmatter } from '../src/lib/frontmatter.ts';

const root = path.resolve(import.meta.dirname, '..');

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : contentFiles(path.join(root, 'content'));
let failures = 0;
for (const file of files) {
  const rel = path.relative(root, file);
  const source = fs.readFileSync(file, 'utf8');
  try {
    let parsed;
    try {
      parsed = matter(source, {});
    } catch (error) {
      throw frontmatterSyntaxError(error, rel);
    }
    const isBlog = rel.split(path.sep).includes('blog');
    (isBlog ? validateBlogFrontmatter : validateDocFrontmatter)(parsed.data, rel, { source });
    const frontmatterLines = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
    // As the build renders it: images and imports resolve from the file's folder and the site.
    await renderMdx(parsed.content, rel, frontmatterLines, { sourceFile: file, staticDir: path.join(root, 'static'), siteDir: root });
    console.log(`ok    ${rel}`);
  } catch (error) {
    failures++;
    console.log(`FAIL  ${error.message}`);
  }
}
console.log(`\n${files.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
