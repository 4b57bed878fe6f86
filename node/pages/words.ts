/**
 * Words of a page made with the site model, in the page's locale: dates as the locale writes them
 * (Intl, as Docusaurus formats them), and the last-updated line. Made once at build time and sent
 * with the page, so the server's rendering and the browser's are the same text, whatever each's
 * Intl data, and no page's code carries the words.
 */
import { formatDate } from '../../src/lib/blog';
import { fillParts, type TextPart } from '../../src/lib/textParts';
import type { LocaleSite } from '../site';
import { translator } from '../themeMessages';

/** `2026-11-23` as the page's locale writes it: `November 23, 2026`, `٢٣ نوفمبر ٢٠٢٦`. */
export const dateText = (site: Pick<LocaleSite, 'locale'>, isoDate: string): string => formatDate(isoDate, site.locale.htmlLang);

/** "Last updated on {date} by {author}", in Docusaurus's words and ids (theme-classic's LastUpdated); null when nothing is known. */
export function lastUpdatedParts(site: LocaleSite, lastUpdate: { date: string | null; author: string | null } | null | undefined): TextPart[] | null {
  if (!lastUpdate?.date && !lastUpdate?.author) return null;
  const translate = translator(site.themeMessages);
  const atDate = lastUpdate.date
    ? fillParts(
        translate({
          id: 'theme.lastUpdated.atDate',
          message: ' on {date}',
          description: 'The words used to describe on which date a page has been last updated',
        }),
        {
          date: [{ time: lastUpdate.date, text: dateText(site, lastUpdate.date) }],
        },
      )
    : [];
  const byUser = lastUpdate.author
    ? fillParts(
        translate({ id: 'theme.lastUpdated.byUser', message: ' by {user}', description: 'The words used to describe by who the page has been last updated' }),
        {
          user: [{ strong: lastUpdate.author }],
        },
      )
    : [];
  return fillParts(
    translate({
      id: 'theme.lastUpdated.lastUpdatedAtBy',
      message: 'Last updated{atDate}{byUser}',
      description: 'The sentence used to display when a page has been last updated, and by who',
    }),
    { atDate, byUser },
  );
}

/** The plural categories a message lists, in Docusaurus's order (theme-common's usePluralForm). */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of `message` ("{count} post|{count} posts": one form per plural category the language
 * has, in Docusaurus's order) for `count`, with `{count}` put in; the last form when the message
 * has fewer forms than the language, as Docusaurus does.
 */
export function pluralForm(lang: string, message: string, count: number): string {
  const rules = new Intl.PluralRules(lang);
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const forms = message.split('|');
  const form = forms.length === 1 ? forms[0] : (forms[categories.indexOf(rules.select(count))] ?? forms[forms.length - 1]);
  return form.split('{count}').join(String(count));
}
