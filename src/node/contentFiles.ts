/** The Markdown and MDX files under a folder, at any depth (none when it does not exist). */
import fs from 'node:fs';
import path from 'node:path';

export function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
