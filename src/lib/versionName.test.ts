import { describe, expect, it } from '@jest/globals';
import { validateVersionName, validateVersionNames, VersionNameError } from './versionName';

describe('validateVersionName', () => {
  it.each(['1.0', '1.0.0', 'v2.0.0-beta.1', '2024-06', 'next-gen', 'é', '1'.repeat(32), ' 1.0 '])('accepts %j', (name) => {
    expect(() => validateVersionName(name)).not.toThrow();
  });

  it.each([
    ['', 'Invalid version name "": version name must contain at least one non-whitespace character.'],
    ['   ', 'Invalid version name "   ": version name must contain at least one non-whitespace character.'],
    ['\t\n', 'Invalid version name "\t\n": version name must contain at least one non-whitespace character.'],
    ['1.0/beta', 'Invalid version name "1.0/beta": version name should not include slash (/) or backslash (\\).'],
    ['1.0\\beta', 'Invalid version name "1.0\\beta": version name should not include slash (/) or backslash (\\).'],
    ['/', 'Invalid version name "/": version name should not include slash (/) or backslash (\\).'],
    ['1'.repeat(33), `Invalid version name "${'1'.repeat(33)}": version name cannot be longer than 32 characters.`],
    ...['<', '>', ':', '"', '|', '?', '*', '\x00', '\x1F', '\n'].map((c) => [
      `1.0${c}`,
      `Invalid version name "1.0${c}": version name should be a valid file path.`,
    ]),
    ['.', 'Invalid version name ".": version name should not be "." or "..".'],
    ['..', 'Invalid version name "..": version name should not be "." or "..".'],
    ['current', 'Invalid version name "current": version name should not be "current", the name of the docs folder\'s own version.'],
  ])('refuses %j, naming it and the rule it breaks', (name, message) => {
    expect(() => validateVersionName(name)).toThrow(new VersionNameError(message));
  });

  it('refuses what is not a string, as Docusaurus does for versions.json entries', () => {
    expect(() => validateVersionName(1)).toThrow('Versions should be strings. Found type "number" for version 1.');
    expect(() => validateVersionName(undefined)).toThrow('Versions should be strings. Found type "undefined" for version undefined.');
  });

  it('takes "..." and "Current" as names: only "." and ".." and "current" exactly are kept', () => {
    expect(() => validateVersionName('...')).not.toThrow();
    expect(() => validateVersionName('Current')).not.toThrow();
  });
});

describe('validateVersionNames', () => {
  it('accepts a list of names, empty or not', () => {
    expect(() => validateVersionNames([])).not.toThrow();
    expect(() => validateVersionNames(['2.0', '1.0'])).not.toThrow();
  });

  it('refuses what is not a list, a name that cannot be, and a name listed twice', () => {
    expect(() => validateVersionNames({ '1.0': true })).toThrow('The versions file should contain an array of version names! Found content: {"1.0":true}');
    expect(() => validateVersionNames(['2.0', 'a/b'])).toThrow('Invalid version name "a/b": version name should not include slash (/) or backslash (\\).');
    expect(() => validateVersionNames(['2.0', '1.0', '2.0'])).toThrow('The versions file lists the version "2.0" twice; each version is listed once.');
  });
});
