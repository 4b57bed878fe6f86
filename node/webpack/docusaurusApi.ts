/**
 * The Docusaurus client API for the site's React pages (src/lib/docusaurusClientApi.ts): webpack's
 * `resolve.alias` takes each `@theme/…` and `@docusaurus/…` name the site provides to its file, and
 * `@site/…` to the site's folder, as Docusaurus resolves them; a resolver plugin (webpack's
 * documented `resolve.plugins`, https://webpack.js.org/configuration/resolve/#resolveplugins) fails
 * any other such import, and webpack names the importing file and line with the list of what is provided.
 */
import path from 'node:path';
import webpack, { type Compiler, type Resolver } from 'webpack';
import { DOCUSAURUS_CLIENT_API } from '../../src/lib/docusaurusClientApi';

/** The aliases: each provided module exactly (`$`), and `@site`. */
export function docusaurusApiAliases(siteDir: string): Record<string, string> {
  const provided = Object.entries(DOCUSAURUS_CLIENT_API).map(([name, file]): [string, string] => [`${name}$`, path.join(siteDir, 'src/docusaurus', file)]);
  return { ...Object.fromEntries(provided), '@site': siteDir };
}

/** The message for an import of Docusaurus's the site does not provide. */
export function notProvided(request: string): string {
  return `"${request}" is not provided by this site: a React page may import ${Object.keys(DOCUSAURUS_CLIENT_API).join(', ')} and the site's own files (@site/…); see docs/importing-docusaurus.md#react-pages`;
}

const DOCUSAURUS_REQUEST = /^@(theme|theme-original|docusaurus)\//;

/** What the resolver's error says first, by which its errors are known among webpack's. */
const NOT_PROVIDED = /^"@(theme|theme-original|docusaurus)\/[^"]+" is not provided by this site/;

/** Fails a request for a `@theme/…` or `@docusaurus/…` module the site does not provide, before webpack looks for it in node_modules. */
export class DocusaurusApiResolver {
  apply(resolver: Resolver): void {
    resolver.getHook('described-resolve').tapAsync('DocusaurusApiResolver', (request, _context, callback) => {
      const wanted = request.request;
      if (typeof wanted === 'string' && DOCUSAURUS_REQUEST.test(wanted) && !(wanted in DOCUSAURUS_CLIENT_API)) return callback(new Error(notProvided(wanted)));
      callback();
    });
  }
}

/**
 * Reports each import the resolver refused as an error of the importing page at its line, with the
 * resolver's words: webpack wraps a resolver's error as a ModuleNotFoundError, which Gatsby prints as
 * "Can't resolve …" from its own pattern and drops any other message (`transformWebpackError`,
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack-error-utils.ts).
 * Through webpack's documented `afterCompile` hook (https://webpack.js.org/api/compiler-hooks/#aftercompile).
 */
export class DocusaurusApiErrors {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('DocusaurusApiErrors', (compilation) => {
      compilation.errors = compilation.errors.map((error) => {
        const inner = (error as { error?: Error }).error;
        if (error.name !== 'ModuleNotFoundError' || !inner || !NOT_PROVIDED.test(inner.message)) return error;
        const own = new webpack.WebpackError(inner.message);
        own.name = 'DocusaurusApiError';
        own.module = error.module;
        own.loc = error.loc;
        return own;
      });
    });
  }
}
