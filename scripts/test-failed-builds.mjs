#!/usr/bin/env node
// A build that fails on its content exits, non-zero, within 10 s of printing
// the error, every time: a CI job must not wait on it until its own limit.
// Each kind of bad input is built from a copy of the site's content with one
// bad file added; the two that were once seen to hang (a doc without a title,
// a javascript: URL in front matter) ten times over. Hostile markup on render threads is the hostile build's
// case in scripts/test.mjs, which checks its exit by the same rule (scripts/lib/buildExit.mjs).
//   node scripts/test-failed-builds.mjs [--json reports/failed-builds.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin } from './lib/bin.mjs';
import { exitedInTime, HUNG_AFTER_MS } from './lib/buildExit.mjs';
import { withoutTerminalCodes } from './lib/terminal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CASES = [
  {
    name: 'a doc without a title',
    runs: 10,
    file: 'docs/development_tool/no-title.mdx',
    text: '---\ndescription: No title.\n---\n\nText.\n',
    error: 'development_tool/no-title.mdx:1: front matter field "title" is missing',
  },
  {
    name: 'a javascript: URL in front matter',
    runs: 10,
    file: 'docs/development_tool/script-link.mdx',
    text: '---\ntitle: Edit\ncustom_edit_url: "javascript:alert(1)"\n---\n\nText.\n',
    error: 'development_tool/script-link.mdx:3: front matter field "custom_edit_url" is a javascript: URL',
  },
  {
    name: 'front matter that is not YAML',
    runs: 1,
    file: 'docs/development_tool/bad-yaml.mdx',
    text: '---\ntitle: A: B\n---\n\nText.\n',
    error: 'bad-yaml.mdx:2:9: the front matter is not valid YAML',
  },
  {
    name: 'an unknown front matter field holding a URL',
    runs: 1,
    file: 'docs/development_tool/unknown.mdx',
    text: '---\ntitle: T\nhomepage: https://example.com\n---\n\nText.\n',
    error: 'development_tool/unknown.mdx:3: front matter field "homepage" is not a known field',
  },
  {
    name: 'hostile markup',
    runs: 1,
    file: 'docs/development_tool/hostile.mdx',
    text: '---\ntitle: T\n---\n\n<a href={"javascript:" + "x"}>x</a>\n',
    error: 'development_tool/hostile.mdx:5:1: a javascript: URL in "href" on <a>',
  },
  {
    name: 'a broken link',
    runs: 1,
    file: 'docs/development_tool/broken.mdx',
    text: '---\ntitle: Broken\n---\n\n[nowhere](/docs/no-such-page)\n',
    error: 'Broken links: 1 link',
  },
];

/** Builds `contentDir`; resolves with when the error line appeared and when the build exited. */
function build(contentDir, error) {
  return new Promise((resolve) => {
    const started = Date.now();
    // A group of its own: a build that hangs is stopped whole (gatsby, its Chromium, its sandbox),
    // or what is left of it would hold the cache's database for the tests that follow.
    const child = spawn(bin(root, 'gatsby'), ['build'], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', SITE_CONTENT_DIR: contentDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let errorAt = null;
    const read = (chunk) => {
      output += chunk;
      // The reporter wraps long lines and colours them: compare words.
      if (errorAt === null && withoutTerminalCodes(output).replace(/\s+/g, ' ').includes(error)) errorAt = Date.now();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    // A build that hangs is stopped after its allowance, and fails the check.
    const limit = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), HUNG_AFTER_MS);
    child.on('exit', (code) => {
      clearTimeout(limit);
      // Whatever of the build outlived it.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone
      }
      resolve({ code, errorAt: errorAt === null ? null : errorAt - started, exitedAt: Date.now() - started, output });
    });
  });
}

const results = { passed: 0, failed: 0, cases: [] };
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-builds-'));
for (const c of CASES) {
  const dir = path.join(base, c.file.replace(/\W+/g, '-'));
  fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, c.file), c.text);
  const runs = [];
  for (let i = 0; i < c.runs; i++) runs.push(await build(dir, c.error));
  const bad = runs.filter((r) => r.code === 0 || r.errorAt === null || !exitedInTime(r.errorAt, r.exitedAt));
  const after = runs.filter((r) => r.errorAt !== null).map((r) => ((r.exitedAt - r.errorAt) / 1000).toFixed(1));
  const ok = bad.length === 0;
  results[ok ? 'passed' : 'failed'] += 1;
  results.cases.push({ name: c.name, runs: c.runs, exitsAfterErrorSeconds: after });
  console.log(
    `${ok ? '✓' : '✘'} ${c.name}: ${c.runs} build${c.runs > 1 ? 's' : ''}, exit ${after.length ? `${after.join(', ')} s` : '—'} after the error line`,
  );
  for (const r of bad) {
    const why =
      r.code === 0
        ? 'the build succeeded'
        : r.errorAt === null
          ? `the error "${c.error}" was not printed`
          : `it exited ${((r.exitedAt - r.errorAt) / 1000).toFixed(1)} s after the error`;
    console.log(`    ${why}; the build's last lines:\n${withoutTerminalCodes(r.output).trim().split('\n').slice(-8).join('\n')}`);
  }
}
fs.rmSync(base, { recursive: true, force: true });
const json = process.argv.indexOf('--json');
if (json > 0) fs.writeFileSync(process.argv[json + 1], JSON.stringify(results, null, 2));
process.exit(results.failed === 0 ? 0 : 1);
