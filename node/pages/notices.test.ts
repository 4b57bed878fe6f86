import type { PageVersion } from '../../src/lib/versionLinks';
import { contentLanguage } from '../../src/lib/pageNotices';
import type { LocaleSite } from '../site';
import { messageKeys } from '../../src/i18n/messageKey.cjs';
import { docsPageNotices, untranslatedNotice, versionNotice } from './notices';

const messageKey = messageKeys();

const version = (more: Partial<PageVersion>): PageVersion => ({
  name: '1.0',
  label: '1.0',
  path: '/docs/1.0',
  banner: 'unmaintained',
  badge: true,
  latest: { label: '2.0', href: '/docs/guides/install' },
  canonical: '/docs/guides/install',
  ...more,
});
const inEnglish = { themeMessages: null } as LocaleSite;
const inArabic = {
  themeMessages: {
    [messageKey('theme.docs.versions.unmaintainedVersionLabel')]: 'هذا توثيق {siteTitle} {versionLabel}، ولم يعد يُصان.',
    [messageKey('theme.docs.versions.latestVersionSuggestionLabel')]: 'للاطلاع على الأحدث، راجع {latestVersionLink} ({versionLabel}).',
    [messageKey('theme.docs.versions.latestVersionLinkLabel')]: 'أحدث إصدار',
    [messageKey('theme.docs.versionBadge.label')]: 'الإصدار: {versionLabel}',
    [messageKey('theme.i18n.untranslatedNotice')]: 'لم تُترجم هذه الصفحة بعد: تظهر بـ{language}.',
  },
} as unknown as LocaleSite;

describe('versionNotice', () => {
  it("says an older version is no longer maintained, in Docusaurus's words, and leads to the latest version's page", () => {
    expect(versionNotice(inEnglish, version({}))).toEqual({
      kind: 'unmaintained',
      text: 'This is documentation for Lin Hao 1.0, which is no longer actively maintained.',
      before: 'For up-to-date documentation, see the ',
      link: { label: 'latest version', href: '/docs/guides/install' },
      after: ' (2.0).',
    });
  });

  it('says the docs being written are unreleased', () => {
    expect(versionNotice(inEnglish, version({ name: 'current', label: 'Next', banner: 'unreleased' }))?.text).toBe(
      'This is unreleased documentation for Lin Hao Next version.',
    );
  });

  it("is in the page's locale's words, from its code.json", () => {
    expect(versionNotice(inArabic, version({}))).toEqual({
      kind: 'unmaintained',
      text: 'هذا توثيق Lin Hao 1.0، ولم يعد يُصان.',
      before: 'للاطلاع على الأحدث، راجع ',
      link: { label: 'أحدث إصدار', href: '/docs/guides/install' },
      after: ' (2.0).',
    });
  });

  it('is none on the last version, or with the banner switched off', () => {
    expect(versionNotice(inEnglish, version({ banner: 'none', latest: null }))).toBeNull();
    expect(versionNotice(inEnglish, version({ banner: 'none' }))).toBeNull();
    expect(docsPageNotices(inEnglish, version({ banner: 'none', badge: false }))).toEqual({});
  });
});

describe('untranslatedNotice', () => {
  it("names the default locale the page is shown in, in the page's locale's words, with the content's language", () => {
    const notice = untranslatedNotice(inArabic);
    expect(notice).toEqual({ kind: 'untranslated', text: 'لم تُترجم هذه الصفحة بعد: تظهر بـEnglish.', lang: 'en', dir: 'ltr' });
    expect(contentLanguage([notice])).toEqual({ lang: 'en', dir: 'ltr' });
    expect(contentLanguage(undefined)).toBeUndefined();
  });

  it("comes after a docs page's version banner, and the version's badge is in the page's locale's words", () => {
    const { notices } = docsPageNotices(inArabic, version({}), [untranslatedNotice(inArabic)]);
    expect(notices?.map((n) => n.kind)).toEqual(['unmaintained', 'untranslated']);
    expect(docsPageNotices(inEnglish, version({})).versionBadge).toBe('Version: 1.0');
    expect(docsPageNotices(inArabic, version({})).versionBadge).toBe('الإصدار: 1.0');
  });
});
