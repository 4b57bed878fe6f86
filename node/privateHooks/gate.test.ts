import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { PRIVATE_HOOKS_OFF } from '../../src/lib/privateHooksOff';
import { hookOn, hookTripped, openGate, resetGate, versionWarning } from './gate';
import { installedCopy, packageName, type InstalledCopy } from './installedCopy';
import { VERIFIED_VERSIONS } from './index';

const installed = installedCopy(path.resolve('.'));

/** The installed copy, with other versions and some files' text changed. */
function copyWith({ versions = {}, texts = {} }: { versions?: Record<string, string>; texts?: Record<string, (text: string) => string> }): InstalledCopy {
  return {
    version: (pkg) => versions[packageName(pkg)] ?? installed.version(pkg),
    text: (pkg, file) => {
      const text = installed.text(pkg, file);
      const change = texts[`${packageName(pkg)}/${file}`];
      return change !== undefined && text !== null ? change(text) : text;
    },
  };
}

class Stopped extends Error {}

function run(copy: InstalledCopy, command: string | undefined) {
  const warnings: string[] = [];
  const infos: string[] = [];
  let failure: string | null = null;
  try {
    openGate({
      siteDir: '/site',
      command,
      copy,
      reporter: { warn: (m) => warnings.push(m), info: (m) => infos.push(m) },
      fail: (message) => {
        failure = message;
        throw new Stopped(message);
      },
    });
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  }
  return { warnings, infos, failure: failure as string | null };
}

const saved = { ...process.env };
beforeEach(() => {
  resetGate();
  delete process.env[PRIVATE_HOOKS_OFF];
});
afterEach(() => {
  resetGate();
  process.env = { ...saved };
});

describe('openGate', () => {
  it('is silent on the verified versions, with every hook on', () => {
    const { warnings, failure } = run(installed, 'build');
    expect({ warnings, failure }).toEqual({ warnings: [], failure: null });
    expect(process.env[PRIVATE_HOOKS_OFF]).toBe('');
    expect(hookOn('kept-pages')).toBe(true);
  });

  it('warns once of every package at another version, naming both versions and the hooks to check again', () => {
    const { warnings, failure } = run(copyWith({ versions: { gatsby: '5.17.0', '@docsearch/react': '3.10.0' } }), 'build');
    expect(failure).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^The site's private hooks were verified against other versions \(docs\/private-hooks\.md\)/);
    expect(warnings[0]).toContain(
      `- gatsby 5.17.0 is installed, the hooks were verified against ${VERIFIED_VERSIONS.gatsby}: check gatsby-state, gatsby-command, kept-pages,`,
    );
    expect(warnings[0]).toContain(
      '- @docsearch/react 3.10.0 is installed, the hooks were verified against 3.9.0: check docsearch-storage-keys, docsearch-patches again',
    );
    expect(warnings[0]).not.toContain('react-dom');
    // The hooks whose guards hold stay on.
    expect(hookOn('kept-pages')).toBe(true);
  });

  it('turns off a hook whose code changed, naming the hook, the package and both versions, and goes on', () => {
    const copy = copyWith({
      versions: { gatsby: '5.17.0' },
      texts: { 'gatsby/dist/utils/changed-pages.js': (text) => text.replace('page.updatedAt < timeBeforeApisRan', 'page.changedAt < startedAt') },
    });
    const { warnings, failure } = run(copy, 'build');
    expect(failure).toBeNull();
    expect(warnings).toContain(
      'Private hook "kept-pages" is off (gatsby 5.17.0, verified against 5.16.1): dist/utils/changed-pages.js of gatsby no longer has `page.updatedAt < timeBeforeApisRan`. ' +
        "Without it, every page is created again on every build, and the pages' nodes are touched one by one. See docs/private-hooks.md#kept-pages.",
    );
    expect(hookOn('kept-pages')).toBe(false);
    // Gatsby's workers and the browser bundle read it from the environment.
    expect(process.env[PRIVATE_HOOKS_OFF]).toBe('kept-pages');
  });

  it('stops the command on a hook the site cannot do without', () => {
    const copy = copyWith({ texts: { '@docsearch/react/dist/esm/index.js': (text) => text.replaceAll('__DOCSEARCH_RECENT_SEARCHES__', '__RECENT__') } });
    const { failure } = run(copy, 'build');
    expect(failure).toMatch(
      /^Private hook "docsearch-storage-keys" cannot be used \(@docsearch\/react 3\.9\.0, verified against 3\.9\.0\): dist\/esm\/index\.js of @docsearch\/react no longer has/,
    );
    expect(failure).toContain('See docs/private-hooks.md#docsearch-storage-keys.');
  });

  it('stops when gatsby-cli no longer says which command runs', () => {
    expect(run(installed, undefined).failure).toMatch(
      /^Private hook "gatsby-command" cannot be used .*gatsby_executing_command is undefined, not "build" or "develop"/,
    );
  });

  it('runs only the guards of the command that runs', () => {
    const copy = copyWith({ texts: { 'gatsby/dist/state-machines/develop/services.js': () => '' } });
    expect(run(copy, 'build').warnings).toEqual([]);
    resetGate();
    expect(run(copy, 'develop').warnings).toEqual([expect.stringMatching(/^Private hook "develop-batching" is off/)]);
  });

  it('leaves off what GATSBY_PRIVATE_HOOKS_OFF names, and says so', () => {
    process.env[PRIVATE_HOOKS_OFF] = ' heap-growth, kept-pages';
    const { infos } = run(installed, 'build');
    expect(infos).toEqual([
      expect.stringMatching(/^Private hook "kept-pages" is off: GATSBY_PRIVATE_HOOKS_OFF names it/),
      expect.stringMatching(/^Private hook "heap-growth" is off/),
    ]);
    expect([hookOn('kept-pages'), hookOn('heap-growth'), hookOn('renderer-environment')]).toEqual([false, false, true]);
    expect(process.env[PRIVATE_HOOKS_OFF]).toBe('heap-growth,kept-pages');
  });
});

describe('a hook the site cannot do without, named in GATSBY_PRIVATE_HOOKS_OFF', () => {
  it('stops the command, saying it cannot be turned off, rather than skip its guard', () => {
    process.env[PRIVATE_HOOKS_OFF] = 'gatsby-state';
    const { failure } = run(installed, 'build');
    expect(failure).toMatch(/^GATSBY_PRIVATE_HOOKS_OFF names the private hook "gatsby-state", which cannot be turned off: without it, nothing: createPages/);
    expect(failure).toContain('Take it out of the variable (docs/private-hooks.md#gatsby-state).');
  });
});

describe('a hook tripped while the site runs', () => {
  it('is turned off once, with a warning', () => {
    const warnings: string[] = [];
    run(installed, 'build');
    openGate({
      siteDir: '/site',
      command: 'build',
      copy: installed,
      reporter: { warn: (m) => warnings.push(m), info: () => {} },
      fail: () => {
        throw new Stopped();
      },
    });
    hookTripped('renderer-environment', 'the build-html configuration has no DefinePlugin');
    hookTripped('renderer-environment', 'the build-html configuration has no DefinePlugin');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Private hook "renderer-environment" is off \(gatsby 5\.16\.1, verified against 5\.16\.1\): the build-html configuration has no DefinePlugin\./,
      ),
    ]);
    expect(hookOn('renderer-environment')).toBe(false);
  });

  it('throws when the site cannot do without it', () => {
    expect(() => hookTripped('gatsby-state', 'the state has no program.directory')).toThrow(
      /^Private hook "gatsby-state" cannot be used \(gatsby 5\.16\.1, verified against 5\.16\.1\): the state has no program\.directory\. Without it, nothing/,
    );
  });

  it('names the hooks there are when the site asks for one that is not', () => {
    expect(() => hookOn('no-such-hook')).toThrow(/^No private hook is named "no-such-hook" \(node\/privateHooks\): the hooks are gatsby-state, /);
  });
});

describe('versionWarning', () => {
  it('names react-dom’s hooks for react, which moves with it', () => {
    expect(versionWarning(copyWith({ versions: { react: '19.0.0' } }))).toContain(
      '- react 19.0.0 is installed, the hooks were verified against 18.3.1: check react-dom-server-patch again',
    );
  });

  it('says when a verified package is not installed', () => {
    expect(
      versionWarning({ version: (pkg) => (pkg === 'algoliasearch' ? null : installed.version(pkg)), text: (pkg, file) => installed.text(pkg, file) }),
    ).toContain('- algoliasearch is not installed, the hooks were verified against 5.19.0: check algolia-hosts-cache again');
  });
});
