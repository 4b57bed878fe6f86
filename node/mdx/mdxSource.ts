/** What MDX is given of a file: the Docusaurus syntax it does not read rewritten, and whether the file is a module. */
import { mapProseLines, normalizeAdmonitionTitles } from '../../src/lib/mdx/admonitions';
import { escapeHeadingId } from '../../src/lib/mdx/headingIds';
import { rewriteTruncateComment } from '../../src/lib/mdx/truncate';
import type { Mdx1Compat } from '../../src/lib/config/types';

/**
 * Rewrites what Docusaurus authors write and MDX alone does not read (`:::tip Title`, `{#id}`, each unless
 * its `mdx1Compat` switch is off, and `<!-- truncate -->`), line for line.
 */
export const prepareSource = (body: string, compat: Mdx1Compat) =>
  mapProseLines(compat.admonitions ? normalizeAdmonitionTitles(body) : body, (line) =>
    rewriteTruncateComment(compat.headingIds ? escapeHeadingId(line) : line),
  );

/** MDX reads a line that starts with `import` or `export` outside code as ES module syntax. */
export const hasEsm = (source: string) => {
  let found = false;
  mapProseLines(source, (line) => {
    if (/^(import|export)\s/.test(line)) found = true;
    return line;
  });
  return found;
};
