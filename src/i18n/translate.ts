/**
 * The theme's words, as Docusaurus's `translate({ id, message, description }, values)`
 * (https://docusaurus.io/docs/docusaurus-core#translate): `message` is the English text, `id` the key
 * under which a locale's `i18n/<locale>/code.json` translates it, `{name}` a value put in.
 *
 * In a build of one locale, babel-plugin-translate (plugins/) writes each call out as its message at
 * compile time, so such a site's pages carry no ids and no lookups. On a site of several locales, a
 * page's messages come with its context (`themeMessages`, node/pages/) and are set here by the
 * page frame before the page renders (src/wrapPageElement.tsx): pages render one at a time.
 */
export interface TranslateParams {
  id: string;
  message: string;
  description?: string;
}

/**
 * The messages of the page being rendered, by key: in a build, each call's id reaches translate()
 * already written as its key (src/i18n/messageKey.cjs), and the navbar's and footer's labels keep
 * their whole ids; none in the default locale.
 */
let pageMessages: Readonly<Record<string, string>> | null = null;

/** Sets the messages of the page about to render (its context's `themeMessages`). */
export function setPageMessages(messages: Readonly<Record<string, string>> | null | undefined): void {
  pageMessages = messages ?? null;
}

/** `{name}` in `text`, each replaced by its value. */
export const interpolate = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The page's locale's words for `message`, else `message`, with `values` put in. */
export function translate({ id, message }: TranslateParams, values?: Readonly<Record<string, string | number>>): string {
  return translateKey(id, message, values);
}

/** translate() as the Babel plugin writes its calls in a build of several locales, the id as its key (src/i18n/messageKey.cjs). */
export function translateKey(key: string, message: string, values?: Readonly<Record<string, string | number>>): string {
  const text = (process.env.GATSBY_SEVERAL_LOCALES === 'true' && pageMessages?.[key]) || message;
  return values ? interpolate(text, values) : text;
}

/**
 * A label of the config (a navbar item's, a footer link's) in the page's locale, under the key its
 * `navbar.json` or `footer.json` gives it (`navbar.item.label.Docs`, node/themeMessages.ts).
 */
export const translateLabel = (id: string, label: string): string => translateKey(id, label);
