import path from 'node:path';
import { createRequire } from 'node:module';
import { transformSync } from '@babel/core';

const require = createRequire(import.meta.url);
const plugin = require('../../plugins/babel-plugin-translate.cjs') as object;
const messageKey = (require('../../src/i18n/messageKey.cjs') as typeof import('../../src/i18n/messageKey.cjs')).messageKeys();

const compile = (source: string, oneLocale: boolean) =>
  transformSync(source, {
    filename: path.resolve('src/components/X/index.tsx'),
    configFile: false,
    babelrc: false,
    presets: ['@babel/preset-typescript'],
    plugins: [[plugin, { oneLocale }]],
  })!.code!;

const SOURCE = `import { translate, translateLabel } from '../../i18n/translate';
export const a = translate({ id: 'theme.docs.paginator.next', message: 'Next', description: 'd' });
export const b = translate({ id: 'theme.blog.post.readingTime', message: '{minutes} min read \`a\` \${b}' }, { minutes: n });
export const c = translate({ id: 'theme.v', message: 'see the {link} ({label}).' }, { label: v });
export const d = translateLabel(\`navbar.item.label.\${label}\`, label);
export const e = translate({ id: 'x', message: 'Hi' }, values);
`;

describe('babel-plugin-translate', () => {
  it("writes a build of one locale's translate() calls out as their messages, ids and all gone", () => {
    const code = compile(SOURCE, true);
    expect(code).toContain('const a = "Next";');
    expect(code).toContain('const b = `${n} min read \\`a\\` \\${b}`;');
    expect(code).toContain('const c = `see the {link} (${v}).`;');
    expect(code).toContain('const d = label;');
    // Values it cannot see into: the call stays, and answers at run time.
    expect(code).toContain("translate({\n  id: 'x',");
    expect(code).not.toContain('theme.docs.paginator.next');
  });

  it("writes a build of several locales' calls as translateKey(key, message, values), the id as its short key, the description left out", () => {
    const code = compile(SOURCE, false);
    expect(code).toContain(`import { translate, translateLabel, translateKey as _translateKey } from '../../i18n/translate';`);
    expect(code).toContain(`const a = _translateKey("${messageKey('theme.docs.paginator.next')}", 'Next');`);
    expect(code).toContain(`const b = _translateKey("${messageKey('theme.blog.post.readingTime')}", '{minutes} min read \`a\` \${b}', {\n  minutes: n\n});`);
    expect(code).not.toContain('theme.docs.paginator.next');
    expect(code).not.toContain('description');
    expect(code).toContain('translateLabel(`navbar.item.label.${label}`, label)');
  });

  it('leaves a translate() that is not the site’s own', () => {
    expect(compile(`import { translate } from 'some-i18n-lib';\nexport const a = translate({ id: 'x', message: 'Hi' });`, true)).toContain(
      "translate({\n  id: 'x'",
    );
  });
});
