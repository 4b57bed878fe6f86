/**
 * Reading a Docusaurus config object key by key (src/lib/config/docusaurus.ts): each section
 * remembers the keys it read, so that every other key it holds is named in the one warning
 * (`Section.done`), never dropped without a word; a value of the wrong kind throws with its key's path.
 */

/** A key's place in the config: `['themeConfig', 'navbar', 'items', 2, 'label']`. */
export type KeyPath = readonly (string | number)[];

/** One thing of the config the site does not carry over, and what it would have done. */
export interface ConfigNote {
  path: KeyPath;
  message: string;
}

/** A value the site cannot take, at its key. */
export class DocusaurusConfigError extends Error {
  constructor(
    readonly path: KeyPath,
    message: string,
  ) {
    super(`${keyPathText(path)}: ${message}`);
    this.name = 'DocusaurusConfigError';
  }
}

/** A key's path as JavaScript writes it: `themeConfig.navbar.items[2]['aria-label']`. */
export function keyPathText(path: KeyPath): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${i === 0 ? '' : '.'}${key}` : `[${JSON.stringify(key)}]`))
    .join('');
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a warning quotes it: strings and numbers as written, a function by its name, the rest by its kind. */
export function shown(value: unknown): string {
  if (typeof value === 'function') return value.name ? `a function (${value.name})` : 'a function';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isRecord(value)) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** An object of the config, read key by key. */
export class Section {
  private readonly read = new Set<string>();

  constructor(
    readonly value: Record<string, unknown>,
    readonly path: KeyPath,
    readonly notes: ConfigNote[],
  ) {}

  /** The value of `key` (undefined, as Docusaurus reads it, is no value), marked as read. */
  get(key: string): unknown {
    this.read.add(key);
    return this.value[key];
  }

  at(key: string | number): KeyPath {
    return [...this.path, key];
  }

  fail(key: string | number, message: string): never {
    throw new DocusaurusConfigError(this.at(key), message);
  }

  string(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === 'string') return value;
    return this.fail(key, `must be a string, got ${shown(value)}`);
  }

  boolean(key: string): boolean | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === 'boolean') return value;
    return this.fail(key, `must be true or false, got ${shown(value)}`);
  }

  number(key: string): number | undefined {
    const value = this.get(key);
    if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return value;
    return this.fail(key, `must be a number, got ${shown(value)}`);
  }

  /** One of `values`, or undefined when the key is absent. */
  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.get(key);
    if (value === undefined || values.includes(value as T)) return value as T | undefined;
    return this.fail(
      key,
      `must be ${values
        .map((v) => JSON.stringify(v))
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}, got ${shown(value)}`,
    );
  }

  strings(key: string): string[] | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) return value;
    return this.fail(key, `must be a list of strings, got ${shown(value)}`);
  }

  list(key: string): unknown[] | undefined {
    const value = this.get(key);
    if (value === undefined || Array.isArray(value)) return value;
    return this.fail(key, `must be a list, got ${shown(value)}`);
  }

  /** A nested object as a section of its own; undefined when the key is absent. */
  section(key: string): Section | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (!isRecord(value)) return this.fail(key, `must be an object, got ${shown(value)}`);
    return new Section(value, this.at(key), this.notes);
  }

  /** Notes `key`, when it has a value, as not carried over: `message` says what it would have done. */
  note(key: string | number, message: string): void {
    if (typeof key === 'string') this.read.add(key);
    this.notes.push({ path: this.at(key), message });
  }

  /**
   * Notes `key` as not carried over unless its value is what the site does anyway (`same`), or absent.
   * @param message - what the key would have done, and what the site does instead
   */
  unless(key: string, same: (value: unknown) => boolean, message: string): void {
    const value = this.get(key);
    if (value !== undefined && !same(value)) this.note(key, `${shown(value)}: ${message}`);
  }

  /**
   * Notes every key that was not read: by what `described` says it does, or as a key the site does not know.
   * Call it once the section's keys have been read.
   */
  done(described: Record<string, string> = {}): void {
    for (const [key, value] of Object.entries(this.value)) {
      if (this.read.has(key) || value === undefined) continue;
      this.notes.push({ path: this.at(key), message: `${shown(value)}: ${described[key] ?? 'a key this site does not read'}` });
    }
  }
}
