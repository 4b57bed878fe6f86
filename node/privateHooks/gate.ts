/**
 * The gate at work: at the start of a build or of `gatsby develop` it compares the installed versions with
 * the verified ones, runs every hook's guard against the installed copy, stops the command for a hook the
 * site cannot do without, and turns the others off with a message. What is off is kept in
 * `GATSBY_PRIVATE_HOOKS_OFF` (which an operator may also set), so Gatsby's workers inherit it and its bundler
 * defines it for the browser code. Each use of a hook asks {@link hookOn}; a shape found wrong while the
 * site runs goes through {@link hookTripped}. The hooks: docs/private-hooks.md.
 */
import { hooksOffIn, PRIVATE_HOOKS_OFF } from '../../src/lib/privateHooksOff';
import { guardOf, hooksOfPackage, type PrivateHook } from './hook';
import { installedCopy, type InstalledCopy } from './installedCopy';
import { PRIVATE_HOOKS, privateHook, VERIFIED_VERSIONS } from './index';

/** Set in the process that ran the guards, so that the workers it starts take its decisions from the environment. */
const CHECKED = 'SITE_PRIVATE_HOOKS_CHECKED';

export interface GateReporter {
  warn(message: string): void;
  info(message: string): void;
}

const consoleReporter: GateReporter = { warn: (m) => console.warn(m), info: (m) => console.info(m) };

/** Why each hook checked in this process is off (null: on). */
const decided = new Map<string, string | null>();
let reporter: GateReporter = consoleReporter;
let copy: InstalledCopy | null = null;
const installed = () => (copy ??= installedCopy(process.cwd()));

const GUIDE = 'docs/private-hooks.md';

/** The versions a hook's message names: the installed one beside the verified one, for a verified package. */
function versions(hook: PrivateHook, from: InstalledCopy): string {
  if (hook.package === 'node') return `Node ${process.version}`;
  if (hook.package === 'glibc') return 'glibc';
  return `${hook.package} ${from.version(hook.package) ?? 'not installed'}, verified against ${VERIFIED_VERSIONS[hook.package]}`;
}

/** The message of a hook whose guard tripped: the hook, the package and both versions, why, and what the site does now. */
export function trippedMessage(hook: PrivateHook, reason: string, from: InstalledCopy = installed()): string {
  const state = hook.ifTripped === 'fail' ? 'cannot be used' : 'is off';
  return `Private hook "${hook.id}" ${state} (${versions(hook, from)}): ${reason}. Without it, ${hook.without}. See ${GUIDE}#${hook.id}.`;
}

/**
 * The warning for installed versions other than the verified ones, naming each package, both versions and
 * the hooks to check again; null when every verified package is at its version.
 */
export function versionWarning(from: InstalledCopy, hooks: readonly PrivateHook[] = PRIVATE_HOOKS): string | null {
  const lines = Object.entries(VERIFIED_VERSIONS).flatMap(([pkg, verified]) => {
    const version = from.version(pkg);
    if (version === verified) return [];
    const ids = hooksOfPackage(pkg, hooks).map((hook) => hook.id);
    return [
      `- ${pkg} ${version === null ? 'is not installed' : `${version} is installed`}, the hooks were verified against ${verified}: check ${ids.join(', ')} again`,
    ];
  });
  if (lines.length === 0) return null;
  return `The site's private hooks were verified against other versions (${GUIDE}); the hooks whose guards hold stay on.\n${lines.join('\n')}`;
}

/** The hooks that are off in this process's environment. */
const offInEnvironment = () => hooksOffIn(process.env[PRIVATE_HOOKS_OFF]);

/** Writes the hooks that are off into the environment, in one form whoever named them (an operator, the gate). */
function writeOff(off: Set<string>): void {
  process.env[PRIVATE_HOOKS_OFF] = [...off].sort().join(',');
}

const recordOff = (id: string) => writeOff(offInEnvironment().add(id));

export interface GateOptions {
  siteDir: string;
  command: string | undefined;
  reporter: GateReporter;
  /** Stops the command with a message (the site's `failNow`). */
  fail: (message: string) => never;
  /** The installed copy; the site's node_modules by default. */
  copy?: InstalledCopy;
}

/**
 * Checks the installed copy at the start of a build or of develop: the versions (one warning), then each guard
 * of the hooks the command uses. A hook that cannot be used stops the command; one that can be done without is
 * turned off, with a warning. Returns the ids of the hooks that are off.
 */
export function openGate({ siteDir, command, reporter: given, fail, copy: from = installedCopy(siteDir) }: GateOptions): string[] {
  reporter = given;
  copy = from;
  const warning = versionWarning(from);
  if (warning) reporter.warn(warning);
  if (command !== 'build' && command !== 'develop') {
    fail(trippedMessage(privateHook('gatsby-command'), `gatsby_executing_command is ${JSON.stringify(command)}, not "build" or "develop"`, from));
  }
  const failures: string[] = [];
  const byOperator = offInEnvironment();
  for (const hook of PRIVATE_HOOKS) {
    if (hook.command && hook.command !== command) continue;
    // Checked on its first use, before the gate opened (node/gatsbyConfig.ts is read first), and reported then.
    if (decided.has(hook.id)) continue;
    if (byOperator.has(hook.id) && hook.ifTripped === 'fail') {
      // The site uses such a hook whatever the variable says: naming it would only skip its guard.
      failures.push(
        `${PRIVATE_HOOKS_OFF} names the private hook "${hook.id}", which cannot be turned off: without it, ${hook.without}. Take it out of the variable (docs/private-hooks.md#${hook.id}).`,
      );
      continue;
    }
    if (byOperator.has(hook.id)) {
      decided.set(hook.id, `${PRIVATE_HOOKS_OFF} names it`);
      reporter.info(`Private hook "${hook.id}" is off: ${PRIVATE_HOOKS_OFF} names it. Without it, ${hook.without}.`);
      continue;
    }
    const reason = guardOf(hook, from);
    decided.set(hook.id, reason);
    if (reason === null) continue;
    if (hook.ifTripped === 'fail') failures.push(trippedMessage(hook, reason, from));
    else {
      recordOff(hook.id);
      reporter.warn(trippedMessage(hook, reason, from));
    }
  }
  if (failures.length > 0) fail(failures.join('\n'));
  writeOff(offInEnvironment());
  process.env[CHECKED] = '1';
  return [...offInEnvironment()];
}

/**
 * Whether the site uses hook `id` in this process. A hook named in `GATSBY_PRIVATE_HOOKS_OFF` is off; in a
 * process the gate has not checked (one that started before it, or a script of the site's), the hook's guard
 * runs on its first use.
 */
export function hookOn(id: string): boolean {
  const hook = privateHook(id);
  if (offInEnvironment().has(id)) return false;
  if (process.env[CHECKED] === '1' || decided.has(id)) return decided.get(id) == null;
  const reason = guardOf(hook, installed());
  decided.set(id, reason);
  if (reason !== null) hookTripped(id, reason);
  return reason === null;
}

/**
 * A hook's shape found wrong while the site runs (a state's fields, a webpack configuration): a hook the site
 * cannot do without throws its message; another is turned off for the rest of the process, with a warning.
 */
export function hookTripped(id: string, reason: string): void {
  const hook = privateHook(id);
  const message = trippedMessage(hook, reason);
  if (hook.ifTripped === 'fail') throw new Error(message);
  if (offInEnvironment().has(id)) return;
  decided.set(id, reason);
  recordOff(id);
  reporter.warn(message);
}

/** Forgets what this process decided (tests). */
export function resetGate(): void {
  decided.clear();
  reporter = consoleReporter;
  copy = null;
  delete process.env[CHECKED];
}
