// Renders MDX as the build does, in a Node process of its own, and prints the
// result as JSON: for Jest tests of what needs Node's own module loader
// (mermaid-isomorphic resolves its files with import.meta.resolve, which
// Jest 29's ESM runtime lacks; see src/node/mdx/mermaid.test.ts).
//   tsx tests/support/render-mdx.mjs <file label> [line offset]   (MDX on stdin)
// A file label that is a path from the site's root is the page's source file,
// for its relative imports, links and images.
import path from 'node:path';
import { renderMdx } from '../../src/node/mdx/compile.ts';
import { closeDrawingBrowser } from '../../src/node/mdx/mermaid.ts';

const [file = 'page.mdx', offset = '0'] = process.argv.slice(2);
const siteDir = process.cwd();
let source = '';
for await (const chunk of process.stdin) source += chunk;
try {
  const options = { sourceFile: path.join(siteDir, file), siteDir, staticDir: path.join(siteDir, 'static') };
  const { html, searchBlocks, twin } = await renderMdx(source, file, Number(offset), options);
  process.stdout.write(JSON.stringify({ html, searchBlocks, twin }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: error.message }));
} finally {
  // The build keeps the browser a while for the next page's diagrams; this process has no next page.
  await closeDrawingBrowser();
}
