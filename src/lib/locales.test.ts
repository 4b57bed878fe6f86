import { defaultLocaleRoute, hreflangAlternates, localeOfRoute, localizedRoute, resolveLocales, routeInLocale } from './locales';

describe('locales', () => {
  it('fills in Docusaurus defaults: the language named in itself, its script direction, the code as htmlLang; the default first at the root', () => {
    expect(resolveLocales({ defaultLocale: 'en', locales: ['ar', 'en', 'zh-Hans'] })).toEqual([
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', isDefault: true, base: '' },
      { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', isDefault: false, base: '/ar' },
      { code: 'zh-Hans', label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', isDefault: false, base: '/zh-Hans' },
    ]);
  });

  it("takes each locale's label, direction and htmlLang from localeConfigs", () => {
    const [, fr] = resolveLocales({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'FR', direction: 'rtl', htmlLang: 'fr-CA' } } });
    expect(fr).toMatchObject({ label: 'FR', direction: 'rtl', htmlLang: 'fr-CA' });
  });

  it.each([
    [{ defaultLocale: 'de', locales: ['en'] }, 'i18n.defaultLocale: "de" is not one of i18n.locales (en)'],
    [{ defaultLocale: 'en', locales: [] }, 'i18n.locales: must list'],
    [{ defaultLocale: 'en', locales: ['en', 'en'] }, 'lists a locale twice'],
    [{ defaultLocale: 'en', locales: ['en', 'fr/ca'] }, 'i18n.locales[1]: "fr/ca" is not a locale code'],
    [{ defaultLocale: 'en', locales: ['en'], localeConfigs: { fr: {} } }, 'i18n.localeConfigs: names "fr", which is not one of i18n.locales'],
    [{ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'up' } } }, 'i18n.localeConfigs.en.direction: must be "ltr" or "rtl"'],
  ])('refuses %j, naming the field', (i18n, message) => {
    expect(() => resolveLocales(i18n as never)).toThrow(message);
  });

  const locales = resolveLocales({ defaultLocale: 'en', locales: ['en', 'fr'] });
  const [en, fr] = locales;

  it("finds a route's locale by its first segment", () => {
    expect(localeOfRoute(locales, '/fr/docs/intro').code).toBe('fr');
    expect(localeOfRoute(locales, '/fr').code).toBe('fr');
    expect(localeOfRoute(locales, '/french-cooking').code).toBe('en');
    expect(localeOfRoute(locales, '/docs/fr/intro').code).toBe('en');
  });

  it('puts every page at the same route below its locale, and back', () => {
    expect(localizedRoute(fr, '/')).toBe('/fr/');
    expect(localizedRoute(fr, '/docs/intro')).toBe('/fr/docs/intro');
    expect(localizedRoute(en, '/docs/intro')).toBe('/docs/intro');
    expect(defaultLocaleRoute(fr, '/fr/docs/intro')).toBe('/docs/intro');
    expect(defaultLocaleRoute(fr, '/fr/')).toBe('/');
    expect(routeInLocale(locales, '/fr/blog/tags', en)).toBe('/blog/tags');
    expect(routeInLocale(locales, '/blog/tags', fr)).toBe('/fr/blog/tags');
  });

  it('names the page in every locale as hreflang alternates, the default locale as x-default', () => {
    expect(hreflangAlternates(locales, '/fr/docs/intro')).toEqual([
      { hreflang: 'en', route: '/docs/intro' },
      { hreflang: 'fr', route: '/fr/docs/intro' },
      { hreflang: 'x-default', route: '/docs/intro' },
    ]);
  });
});
