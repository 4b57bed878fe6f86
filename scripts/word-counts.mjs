#!/usr/bin/env -S npx tsx
// Prints the word count of every doc and post (body only, code included),
// with the floor each kind of page must reach.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

import { countWords } from '../src/lib/blog.ts';
import { wordFloor } from '../src/lib/contentRules.ts';

const root = path.resolve(import.meta.dirname, '..');

function list(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? list(full) : e.name.endsWith('.mdx') ? [full] : [];
  });
}

let total = 0;
for (const file of list(path.join(root, 'content')).sort()) {
  const rel = path.relative(root, file);
  const words = countWords(matter(fs.readFileSync(file, 'utf8')).content);
  const floor = wordFloor(rel.replace(/\\/g, '/'));
  total += words;
  console.log(`${String(words).padStart(6)}  ${words >= floor ? '   ' : '!! '}(floor ${String(floor).padStart(3)})  ${rel}`);
}
console.log(`${String(total).padStart(6)}  total`);
