/**
 * Front matter that is not valid YAML stops the build before any content is
 * read, with the file and its line: left to gatsby-plugin-mdx, the parse error
 * names neither.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { frontmatterSyntaxError } from '../src/lib/frontmatter';
import { contentFiles } from './contentFiles';

/** Every content file under `dirs` whose front matter does not parse, as messages relative to `siteDir`. */
export function frontmatterSyntaxErrors(dirs: string[], siteDir: string): string[] {
  return dirs.flatMap(contentFiles).flatMap((file) => frontmatterSyntaxErrorOf(file, siteDir) ?? []);
}

/** Why the front matter of `file` does not parse, relative to `siteDir`, or null when it does (or the file is gone). */
export function frontmatterSyntaxErrorOf(file: string, siteDir: string): string | null {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    // gray-matter caches by content; a fresh options object skips the cache, so every file is parsed.
    matter(text, {});
    return null;
  } catch (error) {
    return frontmatterSyntaxError(error, path.relative(siteDir, file)).message;
  }
}
