import { packageName, type InstalledCopy, type PackagePath } from './installedCopy';

/**
 * The packages whose private code or behaviour the site leans on, at the versions every hook was checked
 * against; package.json pins each at exactly this version (tests/unit/privateHooks.test.ts keeps the two
 * equal). A build on another version warns and names the hooks to check again (docs/private-hooks.md).
 */
export const VERIFIED_VERSIONS = {
  gatsby: '5.16.1',
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@docsearch/react': '3.9.0',
  algoliasearch: '5.19.0',
} as const;

/** Gatsby's packages' source at the verified version, which the hooks' upstream links point into. */
export const GATSBY_SOURCE = `https://github.com/gatsbyjs/gatsby/blob/gatsby%40${VERIFIED_VERSIONS.gatsby}/packages`;

/** What a hook leans on: one of the verified packages, or the runtime under them. */
export type HookPackage = keyof typeof VERIFIED_VERSIONS | 'node' | 'glibc';

/** Text a guard requires in a file of the installed copy: the code the hook was written against. */
export interface RequiredText {
  pkg: PackagePath;
  file: string;
  has: readonly string[];
}

export interface PrivateHook {
  /** Its name in messages, in `GATSBY_PRIVATE_HOOKS_OFF` and as the guide's anchor. */
  id: string;
  package: HookPackage;
  /** What of the package it touches, in a sentence. */
  touches: string;
  /** The site's files that lean on it. */
  files: readonly string[];
  /** The upstream source it was verified against, at the verified version. */
  upstream: readonly string[];
  /** What it buys, measured, and how it was measured. */
  buys: string;
  /** What the site does without it. */
  without: string;
  /**
   * When its guard trips: `off`, the site goes on without it (and says so); `fail`, the build stops, because
   * without it the site would be wrong, not only slower.
   */
  ifTripped: 'off' | 'fail';
  /** The command it serves, when only one: its guard runs at that command's start alone. */
  command?: 'build' | 'develop';
  /** The code of the installed copy the hook needs, checked at the start of every build and develop. */
  requires?: readonly RequiredText[];
  /** A check of its own, beside `requires`: why the installed copy will not do, or null. */
  guard?: (copy: InstalledCopy) => string | null;
  /** What `guard` checks, in a sentence, for the guide. */
  guardChecks?: string;
  /** Where the site checks the shape it gets while it runs (a state's fields, a webpack configuration), besides the guard. */
  checkedAtUse?: string;
}

/** The hooks to check again when `pkg` moves: its own, and react-dom's for react, which must move with it. */
export function hooksOfPackage(pkg: string, hooks: readonly PrivateHook[]): PrivateHook[] {
  return hooks.filter((hook) => hook.package === pkg || (pkg === 'react' && hook.package === 'react-dom'));
}

/** Why `hook`'s required code is not in `copy`, or null when it all is. */
export function missingText(hook: Pick<PrivateHook, 'requires'>, copy: InstalledCopy): string | null {
  for (const { pkg, file, has } of hook.requires ?? []) {
    const text = copy.text(pkg, file);
    if (text === null) return `${packageName(pkg)} has no ${file}`;
    const missing = has.find((snippet) => !text.includes(snippet));
    if (missing !== undefined) return `${file} of ${packageName(pkg)} no longer has \`${missing}\``;
  }
  return null;
}

/** Why the installed copy will not do for `hook`, or null when its guard holds. */
export function guardOf(hook: PrivateHook, copy: InstalledCopy): string | null {
  return missingText(hook, copy) ?? hook.guard?.(copy) ?? null;
}
