import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { footerStrings, navbarStrings, themeStrings, translateCallsOf, writeTranslationFile } from './writeTranslations';

describe('write-translations', () => {
  it('reads each translate() call with its id, message and description, and refuses one it cannot read, with its line', () => {
    const calls = translateCallsOf(
      "const a = translate({ id: 'theme.a', message: 'A', description: 'the a' });\nconst b = <p>{translate({ id: 'theme.b', message: `B` }, { n })}</p>;",
      'x.tsx',
    );
    expect(Object.fromEntries(calls)).toEqual({ 'theme.a': { message: 'A', description: 'the a' }, 'theme.b': { message: 'B' } });
    expect(() => translateCallsOf('\n\ntranslate({ id: `theme.${x}`, message: "A" });', 'src/y.ts')).toThrow(
      'src/y.ts:3: translate() needs a string `id` and `message`, written out',
    );
  });

  it("collects the site's theme strings, Docusaurus's ids among them", () => {
    const strings = themeStrings(process.cwd());
    expect(strings['theme.docs.paginator.next']).toEqual({ message: 'Next', description: 'The label used to navigate to the next doc' });
    expect(strings['theme.SearchModal.noResultsScreen.noResultsText']).toEqual({ message: 'No results for' });
    expect(strings['theme.docs.versions.unmaintainedVersionLabel'].message).toBe(
      'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    );
  });

  it("writes the navbar's and the footer's labels under Docusaurus's keys", () => {
    const navbar = navbarStrings(siteConfig.navbar);
    expect(navbar.title.message).toBe('Lin Hao');
    expect(navbar['item.label.Blog']).toEqual({ message: 'Blog', description: 'Navbar item with label Blog' });
    const footer = footerStrings(siteConfig.footer);
    expect(footer['link.title.Docs'].message).toBe('Docs');
    expect(footer['link.item.label.RSS feed'].message).toBe('RSS feed');
    expect(footer.copyright.message).toMatch(/^Copyright ©/);
  });

  it("keeps a translator's messages, adds the new keys, and overrides only when asked", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-translations-'));
    try {
      const file = path.join(dir, 'fr/code.json');
      fs.mkdirSync(path.dirname(file));
      fs.writeFileSync(file, JSON.stringify({ 'theme.a': { message: 'Aa (fr)' }, 'theme.gone': { message: 'kept' } }));
      expect(writeTranslationFile(file, { 'theme.a': { message: 'A', description: 'the a' }, 'theme.b': { message: 'B' } })).toEqual({ added: 1, total: 3 });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
        'theme.a': { message: 'Aa (fr)', description: 'the a' },
        'theme.b': { message: 'B' },
        'theme.gone': { message: 'kept' },
      });
      writeTranslationFile(file, { 'theme.a': { message: 'A' } }, true);
      expect((JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)['theme.a']).toEqual({ message: 'A' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
