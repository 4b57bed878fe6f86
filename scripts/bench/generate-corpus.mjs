#!/usr/bin/env node
// Generates a large site for the build and page-weight benchmarks: the site's
// own content plus generated docs (sections of 100: a section index and 9
// subsections of 11 pages, nested as real docs are) and generated posts;
// 1,000 docs and 100 posts unless told. Deterministic: the same files on
// every run.
//   node scripts/bench/generate-corpus.mjs [outDir] [--docs 10000 --posts 1000]   (default .bench/content)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const DOCS = option('--docs', 1000);
const POSTS = option('--posts', 100);
if (DOCS % 100 !== 0 || DOCS < 100) throw new Error(`--docs must be a multiple of 100 (sections of 100 docs), not ${DOCS}`);
const out = path.resolve(root, args[0] && !args[0].startsWith('--') ? args[0] : '.bench/content');

const rand = random(7);
const WORDS = (
  'model data train layer image pixel kernel filter branch commit merge rebase container volume network build cache ' +
  'python function class module package async await token prompt chain agent graph state node edge retriever vector embedding ' +
  'gradient loss weight bias tensor batch epoch feature label cluster tree forest regression threshold contour edge histogram ' +
  'the a of to in and is for with on that this as by from it be are can use when each into more than then'
).split(' ');
const word = () => WORDS[Math.floor(rand() * WORDS.length)];
const sentence = (n) => {
  const s = Array.from({ length: n }, word).join(' ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
};
const paragraph = () => Array.from({ length: 4 + Math.floor(rand() * 3) }, () => sentence(10 + Math.floor(rand() * 8))).join(' ');
const title = () => sentence(3).replace(/\.$/, '');

function docBody(links) {
  const parts = [paragraph()];
  for (let s = 1; s <= 3; s++) {
    parts.push(`## ${title()} ${s}`, paragraph(), `### ${title()} ${s}.1`, paragraph());
    if (s === 2) parts.push('```python', `def step_${s}(data):`, '    return [x * 2 for x in data]', '```');
  }
  parts.push(`See also ${links.map((l) => `[${l.label}](${l.href})`).join(', ')}.`);
  return parts.join('\n\n');
}

function write(file, frontmatter, body) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fm = Object.entries(frontmatter).map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? `[${v.join(', ')}]` : v}`);
  fs.writeFileSync(file, `---\n${fm.join('\n')}\n---\n\n${body}\n`);
}

fs.rmSync(out, { recursive: true, force: true });
fs.cpSync(path.join(root, 'content'), out, { recursive: true });

let docs = 0;
for (let s = 1; s <= DOCS / 100; s++) {
  const section = `generated/section-${String(s).padStart(2, '0')}`;
  const sectionRoute = `/docs/${section}/`;
  write(
    path.join(out, 'docs', section, 'index.mdx'),
    { title: `Generated section ${s}`, description: sentence(12), sidebar_position: 10 + s },
    docBody([{ label: 'the docs', href: '/docs' }]),
  );
  docs++;
  for (let u = 1; u <= 9; u++) {
    const sub = `${section}/topic-${u}`;
    const subRoute = `/docs/${sub}/`;
    write(
      path.join(out, 'docs', sub, 'index.mdx'),
      { title: `Topic ${s}.${u}`, description: sentence(12), sidebar_position: u },
      docBody([{ label: 'the section', href: sectionRoute }]),
    );
    docs++;
    for (let p = 1; p <= 10; p++) {
      const links = [
        { label: 'the topic', href: subRoute },
        { label: 'the next page', href: `/docs/${sub}/page-${(p % 10) + 1}` },
      ];
      write(
        path.join(out, 'docs', sub, `page-${p}.mdx`),
        { title: `Page ${s}.${u}.${p}: ${title()}`, description: sentence(12), sidebar_position: p },
        docBody(links),
      );
      docs++;
    }
  }
}
for (let i = 0; i < POSTS; i++) {
  const date = new Date(Date.UTC(2022, 0, 3) + i * Math.max(1, Math.floor(1500 / POSTS)) * 86400000).toISOString().slice(0, 10);
  write(
    path.join(out, 'blog', `${date}-generated-post-${i + 1}.mdx`),
    { title: `Generated post ${i + 1}`, date, description: sentence(10), tags: ['generated', word()] },
    `${paragraph()}\n\n## ${title()}\n\n${paragraph()}\n\n${paragraph()}`,
  );
}
console.log(`Generated ${docs} docs and ${POSTS} posts in ${path.relative(root, out)} (plus the site's own content)`);
