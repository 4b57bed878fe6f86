/**
 * Markdown that the site's global MDX components import (`import Intro from '@site/src/components/Intro.mdx'`
 * in a swizzled src/theme/MDXComponents, as Docusaurus allows): compiled with the site's MDX
 * pipeline (admonitions, tabs, code blocks, heading anchors) into the sandbox's runtime, so every
 * page that uses the component renders it. The runtime is one for all pages: what only a page can
 * carry (a local image's variants, a diagram's drawing, a link to another file resolved to its route)
 * stops the build at the Markdown's line.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { siteConfig } from '../../src/config/site';
import { frameOriginsOf } from '../../src/lib/config/defaults';
import { markdownOf } from '../../src/lib/config/markdown';
import { compileOptions, type Collected, type RenderOptions } from './compileOptions';
import { prepareSource } from './mdxSource';

/** What a global component's Markdown is compiled with: the site's Markdown options, in the default locale's words. */
function siteOptions(siteDir: string): RenderOptions {
  const { math, format, mdx1Compat } = markdownOf(siteConfig.markdown);
  return { siteDir, staticDir: path.join(siteDir, 'static'), math, format, mdx1Compat, frameOrigins: frameOriginsOf(siteConfig) };
}

/**
 * The module a global component's `.md`/`.mdx` file compiles to (front matter already blanked out).
 * @param importedBy - the global components' file, for messages
 */
export async function compileGlobalMarkdown(siteDir: string, file: string, source: string, importedBy: string): Promise<string> {
  const options = siteOptions(siteDir);
  const collected: Collected = { images: [], dependencies: [], fileLinks: [], diagrams: [], twinRefs: [], twinPartials: new Map() };
  const compiled = await compile(new VFile({ value: prepareSource(source, markdownOf(siteConfig.markdown).mdx1Compat), path: file }), {
    ...compileOptions(file, 0, file, options, collected, true),
    outputFormat: 'program',
  });
  const shown = path.relative(siteDir, file);
  const by = path.relative(siteDir, importedBy);
  const refused = (what: string, line: number | null, instead: string) =>
    new Error(`${shown}${line ? `:${line}` : ''}: ${what} in Markdown that the global MDX components (${by}) import: ${instead}`);
  if (collected.images.length > 0)
    throw refused(
      'a local image',
      null,
      'every page shares them, and an image is processed for the page that shows it; write it as <img src="/img/…"> with the file in static/, or import the Markdown in the pages that use it',
    );
  if (collected.diagrams.length > 0)
    throw refused('a diagram', null, 'a diagram is drawn for the page that shows it; import the Markdown in the pages that use it');
  const link = collected.fileLinks[0];
  if (link)
    throw refused(
      `a link to ${JSON.stringify(link.original)}`,
      link.line,
      "link to the page's route from the site's root (/docs/…), which every page resolves alike",
    );
  return String(compiled);
}
