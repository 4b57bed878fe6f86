/**
 * Secrets never reach a page. Content is code (MDX expressions run in the
 * build, as in Docusaurus), so it runs with an environment that holds no
 * secret (node/mdx/secrets.ts), and once the site is built every file
 * readers can fetch is searched for the value of any variable named like one.
 */

/** Names of variables that hold secrets: ALGOLIA_ADMIN_KEY, GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY, NPM_AUTH_TOKEN, DB_PASSWORD… */
const SECRET_NAME = /(?:^|_)(?:KEY|APIKEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)(?:_|$)|SECRET|TOKEN|PASSWORD/i;

/** Public by design: the search-only key is in every page, as DocSearch's is (https://docsearch.algolia.com/docs/api/#apikey). */
export const PUBLIC_KEYS = new Set(['GATSBY_ALGOLIA_SEARCH_KEY']);

export const isSecretName = (name: string) => SECRET_NAME.test(name) && !PUBLIC_KEYS.has(name);

/** The environment without its secrets. */
export function scrubbedEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && !isSecretName(e[0])));
}

/** Shorter values would match by chance ("1", "true", a port). */
const MIN_SECRET_LENGTH = 8;

/** The secrets of `env` worth looking for in published files. */
export function secretValues(env: Record<string, string | undefined>): { name: string; value: string }[] {
  return Object.entries(env)
    .filter((e): e is [string, string] => isSecretName(e[0]) && typeof e[1] === 'string' && e[1].trim().length >= MIN_SECRET_LENGTH)
    .map(([name, value]) => ({ name, value: value.trim() }));
}

/** Which secret appears in which file; the values themselves are never part of the answer. */
export function findPublishedSecrets(
  files: Iterable<{ path: string; text: string }>,
  secrets: { name: string; value: string }[],
): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  if (secrets.length === 0) return found;
  for (const { path, text } of files) {
    for (const { name, value } of secrets) if (text.includes(value)) found.push({ name, file: path });
  }
  return found;
}
