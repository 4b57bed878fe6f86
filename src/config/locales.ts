/**
 * What the pages' code knows of the site's locales (src/lib/locales.ts): resolved at build time from
 * the config by node/gatsbyConfig.ts and inlined as GATSBY_LOCALES, as the docs versions are
 * (src/config/docsVersions.ts). The unit tests set it in tests/support/docsVersionsEnv.ts.
 *
 * A site of one locale bundles none of the code for several: that code sits behind
 * `process.env.GATSBY_SEVERAL_LOCALES === 'true'`, written out where it is used, which webpack folds
 * to a constant (https://webpack.js.org/plugins/define-plugin/#usage). Such a site's one locale is
 * written out from the config and its label (GATSBY_LOCALE_LABEL), not parsed from JSON.
 */
import { siteConfig } from './site';
import type { PublicLocale } from '../lib/locales';

export const siteLocales: PublicLocale[] =
  process.env.GATSBY_SEVERAL_LOCALES === 'true'
    ? (JSON.parse(process.env.GATSBY_LOCALES!) as PublicLocale[])
    : [
        {
          code: siteConfig.i18n.defaultLocale,
          label: process.env.GATSBY_LOCALE_LABEL!,
          isDefault: true,
          base: '',
        },
      ];
