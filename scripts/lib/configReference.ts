/**
 * Writes the configuration reference (docs/configuration.md) from the site config's types
 * (src/lib/config/types.ts) with TypeScript's compiler API: every key with its type as written,
 * whether it is required, its `@default` and its TSDoc. `npm run config-reference` writes the file;
 * tests/unit/configReference.test.ts keeps it equal to the types.
 */
import path from 'node:path';
import ts from 'typescript';

export const CONFIG_TYPES_FILE = 'src/lib/config/types.ts';

export interface ConfigKey {
  /** The key's path from the config's root: `docs.editUrl`, `navbar.items[] (type: 'link').to`. */
  path: string;
  /** The key's type as the types file writes it. */
  type: string;
  required: boolean;
  /** The `@default` tag's text; undefined on a required key. */
  defaultValue: string | undefined;
  description: string;
}

/** A list item's `type` says which kind of item it is; its own row needs no TSDoc. */
const discriminantText = (name: string, type: ts.TypeNode): string => (name === 'type' && ts.isLiteralTypeNode(type) ? 'Which kind of item this is.' : '');

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Whether a type is the config's own, declared in its folder (or has no declaration: a primitive, a union of them). */
function declaredHere(type: ts.Type, file: ts.SourceFile): boolean {
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  return declarations.every((declaration) => path.dirname(declaration.getSourceFile().fileName) === path.dirname(file.fileName));
}

/** TypeScript's own `Record<K, T>` and `Partial<T>` are unfolded as the `T` they are of. */
const UTILITY_TYPES = new Set(['Record', 'Partial']);
const utilityArgument = (type: ts.Type): ts.Type | undefined =>
  type.aliasSymbol && UTILITY_TYPES.has(type.aliasSymbol.name) ? type.aliasTypeArguments?.at(-1) : undefined;

/** The config's keys, in the order the types declare them, nested keys after their parent. */
export function configKeys(root = process.cwd()): ConfigKey[] {
  const fileName = path.join(root, CONFIG_TYPES_FILE);
  const program = ts.createProgram([fileName], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`${CONFIG_TYPES_FILE} not found under ${root}`);
  const siteConfig = file.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'SiteConfig');
  if (!siteConfig) throw new Error(`${CONFIG_TYPES_FILE} declares no SiteConfig interface`);
  const keys: ConfigKey[] = [];

  const describe = (type: ts.Type, prefix: string): void => {
    const nonNull = checker.getNonNullableType(type);
    // A type of another module (the sidebars' own) is named, not unfolded: its guide describes it.
    if (prefix && !checker.isArrayType(nonNull) && !declaredHere(utilityArgument(nonNull) ?? nonNull, file)) return;
    if (nonNull.isUnion()) {
      const objects = nonNull.types.filter((member) => member.flags & ts.TypeFlags.Object);
      for (const member of objects) describe(member, objects.length > 1 ? `${prefix}${variantOf(member)}` : prefix);
      return;
    }
    if (checker.isArrayType(nonNull)) {
      describe(checker.getTypeArguments(nonNull as ts.TypeReference)[0], `${prefix}[]`);
      return;
    }
    if (!(nonNull.flags & ts.TypeFlags.Object)) return;
    const record = checker.getIndexInfoOfType(nonNull, ts.IndexKind.String);
    if (record && checker.getPropertiesOfType(nonNull).length === 0) {
      describe(record.type, `${prefix}.<name>`);
      return;
    }
    for (const property of checker.getPropertiesOfType(nonNull)) {
      // A key of a mapped type (`Partial<…>`) has no value declaration of its own, only the original one.
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) continue;
      const keyPath = prefix ? `${prefix}.${property.name}` : property.name;
      const required = !(property.flags & ts.SymbolFlags.Optional);
      const tag = property.getJsDocTags(checker).find((t) => t.name === 'default');
      keys.push({
        path: keyPath,
        // An inline object type is described by its keys below it.
        type: typeText(declaration.type),
        required,
        defaultValue: tag ? oneLine(ts.displayPartsToString(tag.text)) : undefined,
        description: oneLine(ts.displayPartsToString(property.getDocumentationComment(checker))) || discriminantText(property.name, declaration.type),
      });
      describe(checker.getTypeOfSymbol(property), keyPath);
    }
  };

  /** A key's type as written; a named union of literals (`NavbarPosition`) as its literals, which are what an author writes. */
  const typeText = (node: ts.TypeNode): string => {
    // An inline object type is described by its keys below it.
    if (ts.isTypeLiteralNode(node)) return 'object';
    const type = checker.getTypeFromTypeNode(node);
    if (ts.isTypeReferenceNode(node) && type.isUnion() && type.types.every((member) => member.isLiteral()))
      return type.types.map((member) => checker.typeToString(member).replace(/"/g, "'")).join(' | ');
    return oneLine(node.getText(node.getSourceFile()));
  };

  /** A member of a union of object types is named by its `type` literal, as navbar items are. */
  const variantOf = (member: ts.Type): string => {
    const discriminant = member.getProperty('type');
    const literal = discriminant && checker.getTypeOfSymbol(discriminant);
    if (literal?.isStringLiteral()) return ` (type: '${literal.value}')`;
    return ` (${checker.typeToString(member)})`;
  };

  describe(checker.getTypeAtLocation(siteConfig.name), '');
  return keys;
}

/** The environment variables the site reads, by who sets them; tests/unit/configReference.test.ts finds every one the code reads here. */
export const ENVIRONMENT: readonly { name: string; setBy: 'the operator' | 'the build' | 'the tests'; does: string }[] = [
  {
    name: 'GATSBY_ALGOLIA_APP_ID',
    setBy: 'the operator',
    does: "Algolia's application id: with the next two, search queries Algolia instead of the embedded index (docs/search.md).",
  },
  { name: 'GATSBY_ALGOLIA_SEARCH_KEY', setBy: 'the operator', does: "Algolia's search-only key, which pages carry." },
  { name: 'GATSBY_ALGOLIA_INDEX_NAME', setBy: 'the operator', does: 'The Algolia index searched and pushed to.' },
  {
    name: 'ALGOLIA_ADMIN_KEY',
    setBy: 'the operator',
    does: "Algolia's admin key: the build pushes its records to the index. Never published: the build fails if its value is in `public/`.",
  },
  { name: 'SITE_CONTENT_DIR', setBy: 'the operator', does: 'Another content folder in place of `content/` (the benchmarks build generated corpora with it).' },
  {
    name: 'BENCH_WORKTREES',
    setBy: 'the operator',
    does: 'Where `scripts/bench/against.mjs` keeps its worktrees, in place of `<checkout>-bench-worktrees` beside the checkout ([performance.md](performance.md#benchmarks)).',
  },
  {
    name: 'SITE_RENDER_THREADS',
    setBy: 'the operator',
    does: '`0` renders every page on the main thread; a number starts that many render threads from the first page (docs/performance.md#build-memory-and-threads).',
  },
  {
    name: 'GATSBY_PRIVATE_HOOKS_OFF',
    setBy: 'the operator',
    does: 'Private hooks turned off, by id, comma-separated (docs/private-hooks.md); the gate adds those whose guard tripped.',
  },
  {
    name: 'GATSBY_CPU_COUNT',
    setBy: 'the operator',
    does: "Gatsby's own: how many workers it starts. The build sets `1` on two cores or fewer unless it is set (`node/queryProcess.ts`).",
  },
  {
    name: 'CHROMIUM_PATH',
    setBy: 'the operator',
    does: 'The Chromium that draws diagrams and runs the browser tests; by default `/usr/bin/chromium` for the build and `/usr/bin/chromium-headless-shell`, when installed, for the tests.',
  },
  { name: 'SAMPLES_PYTHON', setBy: 'the operator', does: "The Python that runs the content's samples; `/usr/bin/python3` by default." },
  { name: 'PORT', setBy: 'the operator', does: "`npm run serve`'s port; 9000 by default." },
  {
    name: 'GATSBY_EXPERIMENTAL_DEV_SSR',
    setBy: 'the operator',
    does: "Gatsby's own: server rendering under `gatsby develop`; the develop shell's bundle then keeps the pages (`node/webpack/developShell.ts`).",
  },
  { name: 'GATSBY_DOCS_VERSIONS', setBy: 'the build', does: "The docs versions, written by `node/gatsbyConfig.ts` for the pages' code." },
  {
    name: 'GATSBY_DOCS_SEVERAL_VERSIONS',
    setBy: 'the build',
    does: "Whether the site has several docs versions: the pages' code for versions is left out when it has one.",
  },
  {
    name: 'GATSBY_HAS_BLOG',
    setBy: 'the build',
    does: 'Whether the site has a blog (`content/blog/`): without one, no blog pages, feeds or links to them (`src/lib/blogPresence.ts`).',
  },
  { name: 'GATSBY_LOCALES', setBy: 'the build', does: "The locales, written by `node/gatsbyConfig.ts` for the pages' code." },
  {
    name: 'GATSBY_SEVERAL_LOCALES',
    setBy: 'the build',
    does: "Whether the site has several locales: the pages' code for locales is left out when it has one.",
  },
  {
    name: 'GATSBY_OFFLINE',
    setBy: 'the build',
    does: "Whether pages register the service worker: `offline.enabled`, written by `node/gatsbyConfig.ts` for the pages' code.",
  },
  { name: 'GATSBY_LOCALE_LABEL', setBy: 'the build', does: "The one locale's label, when there is one." },
  {
    name: 'GATSBY_ALGOLIA_HOSTS',
    setBy: 'the tests',
    does: "Origins in place of Algolia's hosts, comma-separated: the tests' Algolia-protocol server on loopback. Never in production.",
  },
  { name: 'GATSBY_TEST_PAGES', setBy: 'the tests', does: "`1` adds the end-to-end tests' own docs and pages to the build." },
  { name: 'GATSBY_TEST_HOSTILE', setBy: 'the tests', does: '`1` adds docs that try to put script on a page, for a build that must fail.' },
  {
    name: 'GATSBY_TEST_LATE_MDX',
    setBy: 'the tests',
    does: "A content file's name (no extension) whose Mdx node `gatsby develop` makes two seconds late, for the develop check ([previewing.md](previewing.md#a-new-file)).",
  },
  { name: 'SKIP_BUILD', setBy: 'the tests', does: '`1` makes `npm test` reuse the last build.' },
  {
    name: 'NODE_COMPILE_CACHE',
    setBy: 'the operator',
    does: "Node's compile cache folder for `npm run build`, `npm run develop` and every process of `npm test`, `node_modules/.cache/node-compile-cache` unless it is set: a start after the first loads its modules' code already compiled, and `npm ci` empties it ([performance.md](performance.md#figures-behind-the-code), [testing.md](testing.md#what-npm-test-runs)). `NODE_DISABLE_COMPILE_CACHE=1` turns it off.",
  },
];

/** A default that is a value (`'throw'`, `[]`, `true`) is code; one said in words is not. */
const literal = (text: string): string => (/^('[^']*'|\[\]|\{\}|true|false|-?\d+)$/.test(text) ? `\`${text}\`` : text);

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** docs/configuration.md: a section per top-level key, a row per key under it. */
export function configReference(keys: readonly ConfigKey[]): string {
  const sections = new Map<string, ConfigKey[]>();
  for (const key of keys) {
    const top = key.path.split(/[.[ ]/)[0];
    sections.set(top, [...(sections.get(top) ?? []), key]);
  }
  const nested = new Set([...sections].filter(([, rows]) => rows.length > 1).map(([top]) => top));
  const lines = [
    '# Configuration reference',
    '',
    '<!-- Written by `npm run config-reference` from src/lib/config/types.ts; tests/unit/configReference.test.ts keeps it equal. Edit the types, not this file. -->',
    '',
    "Everything site-wide lives in one file, `src/config/site.ts`, typed by `src/lib/config/types.ts` and checked before every build and every start of `gatsby develop` (`validateSiteConfig` in `src/lib/config/validate.ts`: a wrong value stops the command naming the key). Nothing else hard-codes these values. The keys follow Docusaurus's `docusaurus.config.js` where Docusaurus has them; a site imported from Docusaurus keeps its `docusaurus.config.*` instead, whose keys become these ([importing-docusaurus.md](importing-docusaurus.md#the-config-file) maps one onto the other).",
    '',
    'Each key below gives its type as the types file writes it, and its default when it may be left out. `[]` is an item of a list; `<name>` a key of your choosing; `(type: …)` one kind of item of a list that holds several.',
    '',
    '## Keys',
  ];
  const table = (heading: string, rows: readonly ConfigKey[]) => {
    lines.push('', `### ${heading}`, '', '| key | type | default | what it does |', '| --- | --- | --- | --- |');
    for (const key of rows) {
      const defaultValue = key.required ? 'required' : literal(key.defaultValue ?? '');
      lines.push(`| \`${cell(key.path)}\` | \`${cell(key.type)}\` | ${cell(defaultValue)} | ${cell(key.description)} |`);
    }
  };
  // Keys of one value share a table; a key with keys of its own has a section (`#docs`, `#markdown`).
  table(
    'The site',
    [...sections].filter(([top]) => !nested.has(top)).flatMap(([, rows]) => rows),
  );
  for (const [top, rows] of sections) if (nested.has(top)) table(top, rows);
  lines.push(
    '',
    '## Environment variables',
    '',
    'Settings of a build rather than of the site, and what the build and the tests set for themselves.',
    '',
    '| variable | set by | what it does |',
    '| --- | --- | --- |',
    ...ENVIRONMENT.map(({ name, setBy, does }) => `| \`${name}\` | ${setBy} | ${cell(does)} |`),
  );
  return `${lines.join('\n')}\n`;
}
