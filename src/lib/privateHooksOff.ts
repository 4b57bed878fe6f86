/** The variable that names the private hooks that are off, comma-separated (node/privateHooks/gate.ts; docs/private-hooks.md). */
export const PRIVATE_HOOKS_OFF = 'GATSBY_PRIVATE_HOOKS_OFF';

/** The hook ids a value of {@link PRIVATE_HOOKS_OFF} names. */
export function hooksOffIn(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}
