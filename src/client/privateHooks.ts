/**
 * Whether the build left the browser hook `id` on. The gate turns a hook off when the installed Gatsby,
 * DocSearch or algoliasearch no longer has what it needs, and names it in `GATSBY_PRIVATE_HOOKS_OFF`, which
 * Gatsby's bundler defines for browser code as it defines every `GATSBY_` variable
 * (node/privateHooks/gate.ts; docs/private-hooks.md).
 */
const off = process.env.GATSBY_PRIVATE_HOOKS_OFF ?? '';

// With no hook off, the bundler's `"" === ""` leaves the minifier a constant: the checks cost a call, not a search.
export const browserHookOn = (id: string): boolean => off === '' || !`,${off},`.includes(`,${id},`);
