import { siteLocales } from '../../config/locales';
import { translate } from '../../i18n/translate';

/**
 * Above a page its locale shows in the default locale's words, for want of a translation (Starlight's
 * fallback notice: https://starlight.astro.build/guides/i18n/#fallback-content). It links to nothing:
 * the reader is already on the only version there is.
 */
export function UntranslatedNotice() {
  const fallback = siteLocales.find((l) => l.isDefault)!;
  return (
    <div className="admonition admonition-info untranslated-notice" role="note">
      <div className="admonition-content">
        <p>
          {translate(
            {
              id: 'theme.i18n.untranslatedNotice',
              message: 'This page is not translated yet: it is shown in {language}.',
              description: 'Above a page not translated yet',
            },
            { language: fallback.label },
          )}
        </p>
      </div>
    </div>
  );
}

/** What the content of such a page is written in, for the element around it (screen readers read it in that language). */
export const untranslatedLanguage = () => {
  const fallback = siteLocales.find((l) => l.isDefault)!;
  return { lang: fallback.htmlLang, dir: fallback.direction };
};
