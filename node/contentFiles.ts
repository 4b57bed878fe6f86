/** The Markdown and MDX files under a folder, at any depth (none when it does not exist, or is a file: the sidebars file's source). */
import fs from 'node:fs';
import path from 'node:path';

export function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
