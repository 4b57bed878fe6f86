/**
 * The gate of the site's private hooks: every place where the site leans on a dependency's private code or
 * behaviour, declared once with what it touches, the upstream source it was verified against, what it buys,
 * its guard and what the site does without it. docs/private-hooks.md is written from these declarations
 * (`npm run private-hooks`), and a test keeps the two equal.
 */
import { BROWSER_HOOKS } from './browserHooks';
import { GATSBY_NODE_HOOKS } from './gatsbyNodeHooks';
import type { PrivateHook } from './hook';
import { RUNTIME_HOOKS } from './runtimeHooks';

export const PRIVATE_HOOKS: readonly PrivateHook[] = [...GATSBY_NODE_HOOKS, ...BROWSER_HOOKS, ...RUNTIME_HOOKS];

const byId = new Map(PRIVATE_HOOKS.map((hook) => [hook.id, hook]));

/** The hook named `id`; an unknown name is a mistake in the site's code. */
export function privateHook(id: string): PrivateHook {
  const hook = byId.get(id);
  if (!hook) throw new Error(`No private hook is named "${id}" (node/privateHooks): the hooks are ${[...byId.keys()].join(', ')}.`);
  return hook;
}

export { VERIFIED_VERSIONS, guardOf, type PrivateHook } from './hook';
