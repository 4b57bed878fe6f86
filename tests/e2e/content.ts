import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const matter = require('gray-matter') as (s: string) => { data: Record<string, unknown> };

/** Front matter of a content file, read the way the build reads it. */
export function frontmatterOf(file: string): Record<string, unknown> {
  return matter(fs.readFileSync(path.resolve(file), 'utf8')).data;
}

/** Every blog post: its title and route, from the files. */
export function blogPosts(): { title: string; route: string; year: string }[] {
  const dir = path.resolve('content/blog');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const fm = frontmatterOf(path.join(dir, f));
      const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date);
      const slug = f.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx$/, '');
      const [y, m, d] = date.split('-');
      return { title: String(fm.title), route: `/blog/${y}/${m}/${d}/${slug}`, year: y };
    });
}
