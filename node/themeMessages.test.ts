import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readThemeMessages } from './themeMessages';
import { messageKeys } from '../src/i18n/messageKey.cjs';

const messageKey = messageKeys();

describe('readThemeMessages', () => {
  let content: string;
  const write = (file: string, json: unknown) => {
    const full = path.join(content, 'i18n/ar', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, typeof json === 'string' ? json : JSON.stringify(json));
  };
  beforeEach(() => (content = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-messages-'))));
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

  it("keys code.json's messages by their ids' short keys, and the navbar's and footer's labels by their whole keys", () => {
    write('code.json', { 'theme.docs.paginator.next': { message: 'التالي', description: 'd' } });
    write('docusaurus-theme-classic/navbar.json', { 'item.label.Docs': { message: 'الوثائق' } });
    write('docusaurus-theme-classic/footer.json', { copyright: { message: 'حقوق' } });
    expect(readThemeMessages(content, 'ar')).toEqual({
      [messageKey('theme.docs.paginator.next')]: 'التالي',
      'navbar.item.label.Docs': 'الوثائق',
      'footer.copyright': 'حقوق',
    });
  });

  it("reads each docs version's label from the locale's current.json and version-<name>.json, for the version dropdown", () => {
    write('docusaurus-plugin-content-docs/current.json', { 'version.label': { message: 'القادم' }, 'sidebar.docs.category.Guides': { message: 'الأدلة' } });
    write('docusaurus-plugin-content-docs/version-1.0.json', { 'version.label': { message: 'الإصدار 1.0' } });
    write('docusaurus-plugin-content-docs/version-2.0.json', { 'sidebar.docs.category.Guides': { message: 'الأدلة' } });
    expect(readThemeMessages(content, 'ar')).toEqual({ 'version.label.current': 'القادم', 'version.label.1.0': 'الإصدار 1.0' });
  });

  it('is null for a locale without any of the files', () => {
    expect(readThemeMessages(content, 'ar')).toBeNull();
  });

  it('names a file that is not JSON', () => {
    write('code.json', '{ "a": ');
    expect(() => readThemeMessages(content, 'ar')).toThrow(/^content\/i18n\/ar\/code\.json: is not JSON: /);
  });
});

describe('messageKeys', () => {
  it('has every translate() id of src/ in src/i18n/themeIds.json (`npm run theme-ids` writes it), each its own short key', async () => {
    const { themeStrings } = await import('./writeTranslations');
    const ids = Object.keys(themeStrings(process.cwd())).sort();
    const listed = JSON.parse(fs.readFileSync('src/i18n/themeIds.json', 'utf8')) as string[];
    // Out of date: run `npm run theme-ids`.
    expect(listed).toEqual(ids);
    expect(new Set(ids.map(messageKey)).size).toBe(ids.length);
    for (const id of ids) expect(messageKey(id)).toMatch(/^[0-9a-z]{1,2}$/);
  });

  it('keeps an id the list does not have whole', () => {
    expect(messageKey('navbar.item.label.Docs')).toBe('navbar.item.label.Docs');
  });
});
