/**
 * The site config of a Docusaurus site as src/config/fromDocusaurus.ts holds it: written from the
 * site's `docusaurus.config.*` before the build (node/docusaurusConfig.ts), read by
 * src/config/site.ts, and so by the build's code and the pages' alike
 * (docs/decisions/2026-12-01-docusaurus-config-file.md).
 */
import type { SiteConfig } from './types';

export interface FromDocusaurus {
  /** The config file it was written from, from the site's folder (`docusaurus.config.ts`): errors and notes name it. */
  file: string;
  /** A hash of what the mapping gave, by which the build knows the file is the config's as it is now. */
  hash: string;
  /**
   * The keys the config gives as functions (`docs.editUrl`), which are null here: the build's process
   * loads the config again for them (node/docusaurusConfig.ts), and the pages never call them.
   */
  functions: string[];
  config: SiteConfig;
}

/** The config with each function replaced by null, and where they were (`docs.editUrl`). */
export function withoutFunctions(config: SiteConfig): { config: SiteConfig; functions: string[] } {
  const functions: string[] = [];
  const strip = (value: unknown, path: string): unknown => {
    if (typeof value === 'function') {
      functions.push(path);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => strip(item, `${path}[${i}]`));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (v === undefined ? [] : [[key, strip(v, path ? `${path}.${key}` : key)]])));
    return value;
  };
  return { config: strip(config, '') as SiteConfig, functions };
}

/** The search settings the build's GATSBY_ALGOLIA_* variables give, where set, over the config's (docs/search.md#the-variables). */
export const ALGOLIA_VARIABLES = { appId: 'GATSBY_ALGOLIA_APP_ID', apiKey: 'GATSBY_ALGOLIA_SEARCH_KEY', indexName: 'GATSBY_ALGOLIA_INDEX_NAME' } as const;

/**
 * The source of src/config/fromDocusaurus.ts: the config as data, its search credentials read from
 * GATSBY_ALGOLIA_* when the build sets them (as src/config/site.ts reads them), else the config's own.
 */
export function fromDocusaurusModule(from: FromDocusaurus | null): string {
  const head = [
    from
      ? `// Written by scripts/prebuild.mjs from ${from.file}, this site's config, before every build and every start of \`gatsby develop\`:`
      : "// Written by scripts/prebuild.mjs from the site's docusaurus.config.*, before every build and every start of `gatsby develop`:",
    from
      ? `// edit ${from.file}, not this file (docs/importing-docusaurus.md#the-config-file).`
      : '// null, as this site has none, and src/config/site.ts is its config (docs/importing-docusaurus.md#the-config-file).',
    "import type { FromDocusaurus } from '../lib/config/fromDocusaurus';",
    '',
  ];
  if (!from) return `${head.join('\n')}\nexport const fromDocusaurus: FromDocusaurus | null = null;\n`;
  const marks = Object.fromEntries(Object.keys(ALGOLIA_VARIABLES).map((key) => [key, `\u0000${key}\u0000`]));
  let text = JSON.stringify({ ...from, config: { ...from.config, search: { ...from.config.search, ...marks } } }, null, 2);
  for (const [key, variable] of Object.entries(ALGOLIA_VARIABLES)) {
    const value = from.config.search[key as keyof typeof ALGOLIA_VARIABLES];
    text = text.replace(JSON.stringify(marks[key]), `process.env.${variable} ?? ${JSON.stringify(value)}`);
  }
  return `${head.join('\n')}\nexport const fromDocusaurus: FromDocusaurus | null = ${text};\n`;
}
