/**
 * Where a key of a Docusaurus config is written in its file, so that an error or a note names the
 * author's line (`docusaurus.config.ts:42:7`), not the mapping's: the file is parsed (Babel's parser,
 * as jiti reads it), and each property of an object literal and each element of an array literal is
 * placed by its chain of keys. A config built by code finds its keys by the longest tail of the
 * chain that the file writes literally, else by the nearest enclosing key; past that, no line.
 */
import { parse } from '@babel/parser';
import type { KeyPath } from '../src/lib/config/docusaurusReader';

/** What is read of a node of Babel's tree: its type, its place, and its fields by name. */
interface Node {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [field: string]: unknown;
}

export interface Place {
  line: number;
  column: number;
}

interface Entry {
  chain: (string | number)[];
  place: Place;
}

/** Type wrappers around a value (`{ … } satisfies Config`, `x as Options`), which say nothing of its place. */
const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression']);

function keyName(node: Node): string | number | null {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'StringLiteral' || node.type === 'NumericLiteral') return node.value as string | number;
  return null;
}

const placeOf = (node: Node): Place => ({ line: node.loc!.start.line, column: node.loc!.start.column + 1 });

function collect(node: Node | null | undefined, chain: (string | number)[], entries: Entry[]): void {
  if (!node || typeof node.type !== 'string') return;
  if (WRAPPERS.has(node.type)) return collect(node.expression as Node, chain, entries);
  if (node.type === 'ObjectExpression') {
    for (const property of node.properties as Node[]) {
      if (property.type === 'SpreadElement' || property.computed) {
        collect(property, [], entries);
        continue;
      }
      const key = keyName(property.key as Node);
      if (key === null) continue;
      entries.push({ chain: [...chain, key], place: placeOf(property) });
      collect((property.type === 'ObjectProperty' ? property.value : property.body) as Node, [...chain, key], entries);
    }
    return;
  }
  if (node.type === 'ArrayExpression') {
    (node.elements as (Node | null)[]).forEach((element, i) => {
      if (!element) return;
      if (element.type === 'SpreadElement') return collect(element, [], entries);
      entries.push({ chain: [...chain, i], place: placeOf(element) });
      collect(element, [...chain, i], entries);
    });
    return;
  }
  // Anything else (a function's body, a variable's value, a call's arguments) holds values of their own chains.
  for (const [field, child] of Object.entries(node)) {
    if (field === 'loc' || field === 'leadingComments' || field === 'trailingComments' || field === 'innerComments' || field === 'extra') continue;
    if (Array.isArray(child)) for (const item of child) collect(item as Node, [], entries);
    else if (child && typeof child === 'object') collect(child as Node, [], entries);
  }
}

const endsWith = (path: KeyPath, tail: (string | number)[]) =>
  tail.length <= path.length && tail.every((key, i) => path[path.length - tail.length + i] === key);

/**
 * A function from a key's path to its place in `source`, or null when it cannot be placed (or the
 * file does not parse: jiti's error says where then).
 */
export function configLocations(source: string, fileName: string): (path: KeyPath) => Place | null {
  let entries: Entry[] = [];
  try {
    const ast = parse(source, {
      sourceType: 'unambiguous',
      errorRecovery: true,
      plugins: /\.[cm]?ts$/.test(fileName) ? ['typescript'] : ['jsx'],
    });
    collect(ast.program as unknown as Node, [], entries);
  } catch {
    entries = [];
  }
  return (path) => {
    for (let length = path.length; length > 0; length -= 1) {
      const prefix = path.slice(0, length);
      const exact = entries.find((entry) => entry.chain.length === prefix.length && endsWith(prefix, entry.chain));
      if (exact) return exact.place;
      // A literal of its own (`const navbar = { … }`): the longest tail it writes, when one entry alone has it.
      for (let tail = prefix.length - 1; tail >= 2; tail -= 1) {
        const matches = entries.filter((entry) => entry.chain.length === tail && endsWith(prefix, entry.chain));
        if (matches.length === 1) return matches[0].place;
      }
    }
    return null;
  };
}

/** The place of the first line that names a module (`'prism-react-renderer'`), for an import that failed. */
export function specifierLocation(source: string, specifier: string): Place | null {
  const quoted = new RegExp(`(['"\`])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  const lines = source.split('\n');
  const index = lines.findIndex((line) => quoted.test(line));
  return index < 0 ? null : { line: index + 1, column: lines[index].search(quoted) + 1 };
}
