/**
 * The names a docs version may have, as Docusaurus checks them
 * (plugin-content-docs, `versions/validation.ts`): a name becomes the folder
 * `versioned_docs/version-<name>` and a route segment, so it must be a valid
 * file name on every system. This site also keeps `current` for the docs folder.
 */

/** The name of the docs being written, in the docs folder. */
export const CURRENT_VERSION = 'current';

/** Docusaurus's limit on a version name's length. */
export const VERSION_NAME_MAX_LENGTH = 32;

/** A version name that cannot be; the message names it and says what a name must be. */
export class VersionNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionNameError';
  }
}

// Docusaurus's rules in its order, and its words; the last is this site's own.
const RULES: [(name: string) => boolean, string][] = [
  [(name) => /[/\\]/.test(name), 'should not include slash (/) or backslash (\\)'],
  [(name) => name.length > VERSION_NAME_MAX_LENGTH, `cannot be longer than ${VERSION_NAME_MAX_LENGTH} characters`],
  // Characters Windows refuses in file names, and control characters.
  // eslint-disable-next-line no-control-regex
  [(name) => /[<>:"|?*\x00-\x1F]/.test(name), 'should be a valid file path'],
  [(name) => name === '.' || name === '..', 'should not be "." or ".."'],
  [(name) => name === CURRENT_VERSION, `should not be "${CURRENT_VERSION}", the name of the docs folder's own version`],
];

/**
 * Checks a version name as Docusaurus's `validateVersionName` does: a string
 * with a non-whitespace character, no slash or backslash, at most 32
 * characters, none of `<>:"|?*` or control characters, not `.` or `..`; and
 * not `current`, which names the docs folder's own version.
 * @throws VersionNameError with Docusaurus's message, e.g.
 * `Invalid version name "1.0/beta": version name should not include slash (/) or backslash (\).`
 * @example validateVersionName('1.0.0') // passes
 */
export function validateVersionName(name: unknown): asserts name is string {
  if (typeof name !== 'string') throw new VersionNameError(`Versions should be strings. Found type "${typeof name}" for version ${JSON.stringify(name)}.`);
  if (!name.trim()) throw new VersionNameError(`Invalid version name "${name}": version name must contain at least one non-whitespace character.`);
  for (const [breaks, rule] of RULES) {
    if (breaks(name)) throw new VersionNameError(`Invalid version name "${name}": version name ${rule}.`);
  }
}

/**
 * Checks every name of a versions list (`versions.json`) as Docusaurus's
 * `validateVersionNames` does, and that none is listed twice.
 * @throws VersionNameError naming the first name that cannot be.
 */
export function validateVersionNames(names: unknown): asserts names is string[] {
  if (!Array.isArray(names)) throw new VersionNameError(`The versions file should contain an array of version names! Found content: ${JSON.stringify(names)}`);
  names.forEach((name) => validateVersionName(name));
  const twice = names.find((name, i) => names.indexOf(name) !== i) as string | undefined;
  if (twice !== undefined) throw new VersionNameError(`The versions file lists the version "${twice}" twice; each version is listed once.`);
}
