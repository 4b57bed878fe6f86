/** The words of a page's notices (src/lib/pageNotices.ts), in the page's locale. */
import { siteConfig } from '../../src/config/site';
import type { PageVersion } from '../../src/lib/versionLinks';
import type { PageNotice, UntranslatedNotice, VersionNotice } from '../../src/lib/pageNotices';
import type { LocaleSite } from '../site';
import { siteLocales } from '../siteLocales';
import { translator } from '../themeMessages';

/** An older or unreleased version's banner, with a link to the same page in the latest version; null on the latest, or with the banner off. */
export function versionNotice(site: LocaleSite, version: PageVersion): VersionNotice | null {
  if (version.banner === 'none' || !version.latest) return null;
  const translate = translator(site.themeMessages);
  const values = { siteTitle: siteConfig.title, versionLabel: version.label };
  const text =
    version.banner === 'unreleased'
      ? translate(
          {
            id: 'theme.docs.versions.unreleasedVersionLabel',
            message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
            description: 'The label used to tell the user that he is browsing an unreleased doc version',
          },
          values,
        )
      : translate(
          {
            id: 'theme.docs.versions.unmaintainedVersionLabel',
            message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
            description: 'The label used to tell the user that he is browsing an unmaintained doc version',
          },
          values,
        );
  // The link goes where the message says {latestVersionLink}.
  const [before, after = ''] = translate(
    {
      id: 'theme.docs.versions.latestVersionSuggestionLabel',
      message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
      description: 'The label used to tell the user to check the latest version',
    },
    { versionLabel: version.latest.label },
  ).split('{latestVersionLink}');
  const label = translate({
    id: 'theme.docs.versions.latestVersionLinkLabel',
    message: 'latest version',
    description: 'The label used for the latest version suggestion link label',
  });
  return { kind: version.banner, text, before, link: { label, href: version.latest.href }, after };
}

/**
 * Above a page its locale shows in the default locale's words, for want of a translation (Starlight's
 * fallback notice: https://starlight.astro.build/guides/i18n/#fallback-content). It links to nothing:
 * the reader is already on the only version there is.
 */
export function untranslatedNotice(site: LocaleSite): UntranslatedNotice {
  const fallback = siteLocales().find((l) => l.isDefault)!;
  const translate = translator(site.themeMessages);
  const text = translate(
    {
      id: 'theme.i18n.untranslatedNotice',
      message: 'This page is not translated yet: it is shown in {language}.',
      description: 'Above a page not translated yet',
    },
    { language: fallback.label },
  );
  return { kind: 'untranslated', text, lang: fallback.htmlLang, dir: fallback.direction };
}

/**
 * A docs page's notices (its version's banner, then the others the page has) and, on a site of
 * several versions, its version's badge (Docusaurus's DocVersionBadge); none of either when it has none.
 */
export function docsPageNotices(site: LocaleSite, version: PageVersion, others: readonly PageNotice[] = []): { notices?: PageNotice[]; versionBadge?: string } {
  const banner = versionNotice(site, version);
  const notices = banner ? [banner, ...others] : [...others];
  const translate = translator(site.themeMessages);
  return {
    ...(notices.length > 0 ? { notices } : {}),
    ...(version.badge
      ? { versionBadge: translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label }) }
      : {}),
  };
}
