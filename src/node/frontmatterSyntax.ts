/**
 * Front matter that is not valid YAML stops the build before any content is
 * read, with the file and its line: left to gatsby-plugin-mdx, the parse error
 * names neither.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { frontmatterSyntaxError } from '../lib/frontmatter';
import { contentFiles } from './contentFiles';

/** Every content file under `dirs` whose front matter does not parse, as messages relative to `siteDir`. */
export function frontmatterSyntaxErrors(dirs: string[], siteDir: string): string[] {
  const errors: string[] = [];
  for (const file of dirs.flatMap(contentFiles)) {
    try {
      // gray-matter caches by content; a fresh options object skips the cache, so every file is parsed.
      matter(fs.readFileSync(file, 'utf8'), {});
    } catch (error) {
      errors.push(frontmatterSyntaxError(error, path.relative(siteDir, file)).message);
    }
  }
  return errors;
}
