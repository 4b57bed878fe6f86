/**
 * Gatsby compiles the site's Node code to CommonJS, and ESM-only packages then
 * reach it through `require(esm)` as namespaces whose plugin is `default`.
 * Handing unified the namespace makes it skip the plugin without a word (no
 * tables, no ids), so plugins are unwrapped explicitly; the compile tests pin
 * a table, an id and a highlighted block.
 */
export function esmDefault<T>(mod: T): T {
  return (mod as { default?: T }).default ?? mod;
}
