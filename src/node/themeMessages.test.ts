import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readThemeMessages } from './themeMessages';
import { messageKey } from '../i18n/messageKey.cjs';

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

  it('is null for a locale without any of the files', () => {
    expect(readThemeMessages(content, 'ar')).toBeNull();
  });

  it('names a file that is not JSON', () => {
    write('code.json', '{ "a": ');
    expect(() => readThemeMessages(content, 'ar')).toThrow(/^content\/i18n\/ar\/code\.json: is not JSON: /);
  });
});

describe('messageKey', () => {
  it('gives every theme id of the source its own key, without a dot', async () => {
    const { themeStrings } = await import('./writeTranslations');
    const ids = Object.keys(themeStrings(path.resolve('src')));
    expect(ids.length).toBeGreaterThan(40);
    const keys = new Set(ids.map(messageKey));
    expect(keys.size).toBe(ids.length);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{1,6}$/);
  });
});
