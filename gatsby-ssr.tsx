import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/config/site';
import { initScriptSource } from './src/lib/colorMode';
import { searchBackend } from './src/lib/search/settings';
import './src/styles/global.css';

export { wrapRootElement } from './src/wrapRootElement';
export { wrapPageElement } from './src/wrapPageElement';

const initScript = initScriptSource({
  defaultMode: siteConfig.colorMode.defaultMode,
  respectPrefersColorScheme: siteConfig.colorMode.respectPrefersColorScheme,
  announcementId: siteConfig.announcementBar?.id ?? null,
});

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  const locale = siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale);
  setHtmlAttributes({
    lang: locale?.htmlLang ?? 'en',
    'data-theme': siteConfig.colorMode.defaultMode,
    // The embedded index is not Algolia: DocSearch's "Search by Algolia" footer is hidden then.
    'data-search-backend': searchBackend(siteConfig.search.appId, siteConfig.search.apiKey),
  } as never);
  // First in <head>, before any stylesheet is applied: no flash of the wrong colour mode.
  setHeadComponents([<script key="init" dangerouslySetInnerHTML={{ __html: initScript }} />]);
};
