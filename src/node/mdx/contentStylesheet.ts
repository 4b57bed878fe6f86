/**
 * A page's own stylesheet, from what its content's code imports: the
 * stylesheets of the npm packages it uses (an embed's `import './embed.css'`,
 * noted by the sandbox), then those of the site's global MDX components and of
 * the components the page imports (bundled with their code). Packages come
 * first, so the site's rules win where both set a property, as in a bundle
 * that imports the package before its own styles.
 */
import esbuild from 'esbuild';
import { buildErrors } from '../buildErrors';
import { SANDBOX_BUNDLE } from './sandbox';

export interface StylesheetParts {
  /** Stylesheet files of the packages the page's code used, in import order. */
  packages: string[];
  /** Already bundled CSS: the global components', the page's components'. */
  bundled: (string | null)[];
}

/** The page's stylesheet, minified, or null when its content imports none. */
export async function contentStylesheet({ packages, bundled }: StylesheetParts, siteDir: string): Promise<string | null> {
  const parts: string[] = [];
  if (packages.length > 0) {
    try {
      const result = await esbuild.build({
        stdin: { contents: packages.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), loader: 'css', resolveDir: siteDir },
        bundle: true,
        write: false,
        loader: SANDBOX_BUNDLE.loader,
        logLevel: 'silent',
      });
      parts.push(result.outputFiles[0].text);
    } catch (error) {
      const first = buildErrors(error)[0];
      throw new Error(`a package's stylesheet could not be bundled: ${first ? `${first.file}:${first.line}: ${first.text}` : (error as Error).message}`);
    }
  }
  parts.push(...bundled.filter((css): css is string => !!css));
  if (parts.length === 0) return null;
  return (await esbuild.transform(parts.join('\n'), { loader: 'css', minify: true })).code;
}
