/**
 * The notices above a page's content that only some pages have: its version's banner (Docusaurus's
 * DocVersionBanner) and, on a site of several locales, that it is shown in the default locale's
 * words. Their words are made with the site model, in the page's locale (node/pages/notices.ts),
 * and come with the page's context: the pages without them carry nothing for them.
 */
export interface UntranslatedNotice {
  kind: 'untranslated';
  text: string;
  /** What the content is written in, for the element around it (screen readers read it in that language). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface VersionNotice {
  kind: 'unreleased' | 'unmaintained';
  text: string;
  /** The second line: `before`, the link to the same page in the latest version, `after`. */
  before: string;
  link: { label: string; href: string };
  after: string;
}

export type PageNotice = UntranslatedNotice | VersionNotice;

/** The `lang` and `dir` of the content of a page shown in the default locale's words; none on other pages. */
export function contentLanguage(notices: readonly PageNotice[] | undefined): { lang: string; dir: 'ltr' | 'rtl' } | undefined {
  const notice = notices?.find((n): n is UntranslatedNotice => n.kind === 'untranslated');
  return notice && { lang: notice.lang, dir: notice.dir };
}
