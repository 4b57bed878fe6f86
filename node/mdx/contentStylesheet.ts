/**
 * A page's own stylesheet, from what its content's code imports: the
 * stylesheets of the npm packages it uses (an embed's `import './embed.css'`,
 * noted by the sandbox), then those of the site's global MDX components and of
 * the components the page imports (bundled with their code). Packages come
 * first, so the site's rules win where both set a property, as in a bundle
 * that imports the package before its own styles.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import esbuild from 'esbuild';
import postcss from 'postcss';
import localByDefault from 'postcss-modules-local-by-default';
import scope from 'postcss-modules-scope';
import { buildErrors } from '../buildErrors';
import { SANDBOX_BUNDLE } from './sandbox';

/**
 * The suffix of the classes of a package's CSS module: its path inside node_modules, hashed, so that the
 * same module is named alike on every machine. The sandbox (runner.cjs, `cssModuleSuffix`) gives the
 * package's code the same names.
 */
export function packageCssModuleSuffix(file: string): string {
  const inModules = file.split(path.sep).join('/');
  const at = inModules.lastIndexOf('/node_modules/');
  return createHash('sha256')
    .update(at === -1 ? inModules : inModules.slice(at + '/node_modules/'.length))
    .digest('hex')
    .slice(0, 6);
}

/** A package's stylesheet as the page gets it: a CSS module's classes renamed `<name>_<suffix>`, the rest as written. */
async function packageStylesheet(file: string): Promise<string> {
  const css = await fs.readFile(file, 'utf8');
  if (!file.endsWith('.module.css')) return css;
  const suffix = packageCssModuleSuffix(file);
  const result = await postcss([localByDefault({ mode: 'local' }), scope({ generateScopedName: (name) => `${name}_${suffix}` })]).process(css, {
    from: file,
  });
  // The class map goes to the code through the sandbox, not through the stylesheet.
  result.root.walkRules(/^:export$/, (rule) => {
    rule.remove();
  });
  return result.root.toString();
}

export interface StylesheetParts {
  /** Stylesheet files of the packages the page's code used, in import order. */
  packages: string[];
  /** Already bundled CSS: the global components', the page's components'. */
  bundled: (string | null)[];
}

/** The page's stylesheet, minified, or null when its content imports none. */
export async function contentStylesheet({ packages, bundled }: StylesheetParts): Promise<string | null> {
  const parts: string[] = [];
  for (const file of packages) {
    try {
      // Bundled from its folder: its @imports inlined, what its url()s refer to as data: URLs.
      const result = await esbuild.build({
        stdin: { contents: await packageStylesheet(file), loader: 'css', resolveDir: path.dirname(file), sourcefile: file },
        bundle: true,
        write: false,
        loader: SANDBOX_BUNDLE.loader,
        logLevel: 'silent',
      });
      parts.push(result.outputFiles[0].text);
    } catch (error) {
      const first = buildErrors(error)[0];
      throw new Error(`${file}: the package's stylesheet could not be bundled: ${first ? `${first.line}: ${first.text}` : (error as Error).message}`);
    }
  }
  parts.push(...bundled.filter((css): css is string => !!css));
  if (parts.length === 0) return null;
  return (await esbuild.transform(parts.join('\n'), { loader: 'css', minify: true })).code;
}
