/**
 * The packages the site's own code names: each import, export-from, `require`,
 * `require.resolve`, dynamic `import()`, `import.meta.resolve`, Jest module mock
 * and `@jest-environment` docblock, and, in the config files, the Babel presets
 * and plugins, Gatsby plugins and Jest transforms named by string. Read from the
 * syntax tree (TypeScript's parser), so that a specifier written inside a string
 * or a template, as the MDX tests' pages are, is not taken for an import.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface PackageReference {
  /** The file, relative to the site's root. */
  file: string;
  line: number;
  specifier: string;
  /** Erased when compiled (`import type`, `typeof import('x')`, a tsconfig `types` entry): @types/… may provide it. */
  typeOnly: boolean;
}

const CODE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unstable_mockModule', 'requireActual', 'requireMock', 'createMockFromModule']);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; `null` for a relative, absolute, URL or builtin specifier. */
export function packageNameOf(specifier: string): string | null {
  if (/^(?:\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier) || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBuiltin(specifier: string): boolean {
  return builtinModules.includes(specifier) || builtinModules.includes(specifier.split('/')[0]);
}

/** The package that holds a package's types on DefinitelyTyped: `@types/node`, `@types/babel__core`. */
export function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

function literal(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

/**
 * `createRequire(x)` resolves from the site when `x` is the module itself (`import.meta.url`, `__filename`) or
 * a `package.json` of the site's (`path.join(siteDir, 'package.json')`). One made at another package's file
 * (`createRequire(load.resolve('gatsby/package.json'))`) resolves that package's own dependencies: not the site's.
 */
function resolvesFromSite(call: ts.CallExpression): boolean {
  const [arg] = call.arguments;
  if (!arg) return false;
  if (ts.isIdentifier(arg)) return arg.text === '__filename';
  if (ts.isPropertyAccessExpression(arg)) return arg.getText() === 'import.meta.url';
  return ts.isCallExpression(arg) && literal(arg.arguments.at(-1)) === 'package.json';
}

const isCreateRequire = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRequire';

/** Each package a module's source names, in the order written. `config` also reads the tools' names in config files. */
export function referencesIn(file: string, source: string, options: { config?: boolean } = {}): PackageReference[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: PackageReference[] = [];
  const add = (node: ts.Node, specifier: string | null, typeOnly = false) => {
    if (specifier === null) return;
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, specifier, typeOnly });
  };
  // Names bound to a `require` of the site's: Node's own in CommonJS, and what `createRequire` makes.
  const requires = new Set(['require']);
  const siteRequire = (node: ts.Expression) => (ts.isIdentifier(node) && requires.has(node.text)) || (isCreateRequire(node) && resolvesFromSite(node));

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node, literal(node.moduleSpecifier), typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node, literal(node.moduleSpecifier), node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, literal(node.moduleReference.expression), node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, literal(node.argument.literal), true);
    } else if (ts.isVariableDeclaration(node) && node.initializer && isCreateRequire(node.initializer) && resolvesFromSite(node.initializer)) {
      if (ts.isIdentifier(node.name)) requires.add(node.name.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = literal(node.arguments[0]);
      if (callee.kind === ts.SyntaxKind.ImportKeyword || siteRequire(callee)) add(node, first);
      else if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if (method === 'resolve' && (siteRequire(callee.expression) || callee.expression.getText(tree) === 'import.meta')) add(node, first);
        else if (ts.isIdentifier(callee.expression) && callee.expression.text === 'jest' && JEST_MODULE_CALLS.has(method)) add(node, first);
      }
    } else if (options.config && ts.isPropertyAssignment(node)) {
      configNames(node, add);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);

  const docblock = source.slice(0, tree.statements[0]?.getStart(tree) ?? source.length);
  add(tree, jestEnvironment(/@jest-environment\s+([^\s*]+)/.exec(docblock)?.[1] ?? null));
  return found;
}

/** Jest loads an environment by name as `jest-environment-<name>`; `node`, its default, it ships itself. */
function jestEnvironment(name: string | null): string | null {
  if (name === null || name === 'node') return null;
  return name.startsWith('jest-environment-') || !packageNameOf(name) ? name : `jest-environment-${name}`;
}

/** The names tools resolve from a config: Babel's `presets`/`plugins` and Gatsby's `plugins` entries, Gatsby's `resolve`, Jest's `transform` and `testEnvironment`. */
function configNames(node: ts.PropertyAssignment, add: (node: ts.Node, specifier: string | null) => void) {
  const key = ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : '';
  const value = node.initializer;
  const named = (entry: ts.Expression) => literal(ts.isArrayLiteralExpression(entry) ? entry.elements[0] : entry);
  if ((key === 'presets' || key === 'plugins') && ts.isArrayLiteralExpression(value)) for (const entry of value.elements) add(entry, named(entry));
  else if (key === 'resolve') add(value, literal(value));
  else if (key === 'testEnvironment') add(value, jestEnvironment(literal(value)));
  else if (key === 'transform' && ts.isObjectLiteralExpression(value))
    for (const entry of value.properties) if (ts.isPropertyAssignment(entry)) add(entry, named(entry.initializer));
}

/** The files scanned: the site's code, tests, scripts and configs; not tests/fixtures/ (other sites' content) nor Python. */
export function siteCodeFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || file === path.join(root, 'tests/fixtures') ? [] : walk(file);
      return CODE.test(entry.name) ? [file] : [];
    });
  const topLevel = fs
    .readdirSync(root)
    .filter((name) => /^gatsby-[a-z]+\.(?:tsx?|js)$/.test(name) || /\.config\.[cm]?[jt]s$/.test(name))
    .map((name) => path.join(root, name));
  return [...topLevel, ...['src', 'node', 'plugins', 'scripts', 'tests'].flatMap((dir) => walk(path.join(root, dir)))];
}

/** Whether a file's names are resolved by a tool from a config (see configNames). */
export const isConfigFile = (relative: string) =>
  relative === 'node/gatsbyConfig.ts' || (!relative.includes('/') && /^[a-z]+\.config\.[cm]?[jt]s$/.test(relative));

/** Every package reference in the site's code, and the tsconfig files' `types`. */
export function siteReferences(root: string): PackageReference[] {
  const references = siteCodeFiles(root).flatMap((file) => {
    const relative = path.relative(root, file);
    return referencesIn(relative, fs.readFileSync(file, 'utf8'), { config: isConfigFile(relative) });
  });
  for (const tsconfig of ['tsconfig.json', 'scripts/tsconfig.json']) {
    if (!fs.existsSync(path.join(root, tsconfig))) continue;
    const { config } = ts.readConfigFile(path.join(root, tsconfig), (file) => fs.readFileSync(file, 'utf8')) as {
      config?: { compilerOptions?: { types?: string[] } };
    };
    for (const name of config?.compilerOptions?.types ?? []) references.push({ file: tsconfig, line: 0, specifier: name, typeOnly: true });
  }
  return references;
}
