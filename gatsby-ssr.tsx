import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/config/site';
import './src/styles/global.css';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  const locale = siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale);
  setHtmlAttributes({ lang: locale?.htmlLang ?? 'en', 'data-theme': siteConfig.colorMode.defaultMode } as never);
};
