import { packageName } from './installedCopy';
import { hooksOfPackage, VERIFIED_VERSIONS, type PrivateHook } from './hook';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function guardLines(hook: PrivateHook): string[] {
  const lines = (hook.requires ?? []).flatMap(({ pkg, file, has }) => has.map((snippet) => `\`${file}\` of ${packageName(pkg)} has \`${snippet}\``));
  if (hook.guardChecks) lines.push(hook.guardChecks);
  return lines;
}

function hookSection(hook: PrivateHook): string {
  const when = hook.command ? `at the start of \`gatsby ${hook.command}\`` : 'at the start of `gatsby build` and `gatsby develop`';
  const tripped =
    hook.ifTripped === 'fail'
      ? 'the command stops with a message naming the hook, the package and both versions'
      : 'the hook is turned off, with a warning that names it, the package and both versions';
  return [
    `### ${hook.id}`,
    '',
    `- **Touches** (${hook.package}): ${hook.touches}.`,
    `- **Site files:** ${hook.files.map((file) => `\`${file}\``).join(', ')}.`,
    `- **Verified against:** ${hook.upstream.map((url) => `<${url}>`).join(', ')}.`,
    `- **Buys:** ${hook.buys}.`,
    `- **Guard**, ${when}:`,
    ...guardLines(hook).map((line) => `  - ${line};`),
    ...(hook.checkedAtUse ? [`  - while the site runs, ${hook.checkedAtUse}.`] : []),
    `- **When it trips**, ${tripped}. Without it, ${hook.without}.`,
  ].join('\n');
}

/** docs/private-hooks.md, from the hooks' declarations (`npm run private-hooks` writes it). */
export function privateHooksGuide(hooks: readonly PrivateHook[]): string {
  const versions = Object.entries(VERIFIED_VERSIONS).map(
    ([pkg, version]) =>
      `| \`${pkg}\` | ${version} | ${hooksOfPackage(pkg, hooks)
        .map((h) => `[${h.id}](#${h.id})`)
        .join(', ')} |`,
  );
  const table = hooks.map(
    (hook) =>
      `| [${hook.id}](#${hook.id}) | ${hook.package} | ${cell(hook.touches.split(':')[0])} | ${hook.ifTripped === 'fail' ? 'stops the build' : 'off'} |`,
  );
  return `${[
    '<!-- Written by `npm run private-hooks` from node/privateHooks; a test keeps the two equal. -->',
    '',
    '# Private hooks',
    '',
    `The site leans on the private code or behaviour of its dependencies in ${hooks.length} places. Each is declared once, in`,
    '`node/privateHooks/`, with what it touches, the upstream source it was verified against, what it buys,',
    'its guard and what the site does without it; this page is written from those declarations.',
    '',
    '- **Guards.** At the start of `gatsby build` and `gatsby develop`, `openGate` (`node/privateHooks/gate.ts`,',
    '  called by `node/onPreInit.ts`) reads the installed copy of each package and runs every guard. A hook the',
    '  site cannot do without stops the command; any other is turned off, and the site goes on as it would without',
    '  it. Either way the message names the hook, the package, the verified version and the installed one. Some',
    '  hooks also check, where they are used, the shape they are handed (a state, a webpack configuration).',
    '- **Versions.** When a package of the table below is installed at another version than the verified one, a',
    '  build or develop prints one warning naming the package, both versions and the hooks to check again, then',
    '  goes on with the hooks whose guards hold.',
    '  `package.json` pins each of them exactly, so nothing arrives unverified.',
    '- **Off by hand.** `GATSBY_PRIVATE_HOOKS_OFF=kept-pages,heap-growth npm run build` turns hooks off (to measure',
    '  what one buys, or to get past one an upgrade broke). The gate adds the hooks it turned off to that variable,',
    "  so Gatsby's workers inherit them and its bundler defines them for the browser code",
    '  (`src/client/privateHooks.ts`). A hook that stops the build cannot be turned off this way: naming one stops the command, saying so.',
    '- **Upgrading.** Move a pin, run `npm run upgrade-check`, then read the hooks of that package below against the',
    "  new version's source, and update each declaration (its links, its guard) with the pin.",
    '',
    '| package | verified | hooks to check again when it moves |',
    '| --- | --- | --- |',
    ...versions,
    '',
    '| hook | package | touches | when its guard trips |',
    '| --- | --- | --- | --- |',
    ...table,
    '',
    '## The hooks',
    '',
    hooks.map(hookSection).join('\n\n'),
  ].join('\n')}\n`;
}
