import type { LocaleSite } from '../site';
import { messageKeys } from '../../src/i18n/messageKey.cjs';
import { dateText, lastUpdatedParts, pluralForm } from './words';

const messageKey = messageKeys();
const site = (htmlLang: string, themeMessages: Record<string, string> | null = null) => ({ locale: { htmlLang }, themeMessages }) as unknown as LocaleSite;

describe('dateText', () => {
  it('writes a date as the locale does, whatever the time zone', () => {
    expect(dateText(site('en'), '2025-03-01')).toBe('March 1, 2025');
    expect(dateText(site('ar'), '2025-03-01')).toBe(
      new Date(Date.UTC(2025, 2, 1)).toLocaleDateString('ar', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    );
    expect(dateText(site('ar'), '2025-03-01')).toContain('مارس');
  });
});

describe('lastUpdatedParts', () => {
  it("says when and by whom, in Docusaurus's words, the date a <time> and the author in bold", () => {
    expect(lastUpdatedParts(site('en'), { date: '2025-03-01', author: 'Lin' })).toEqual([
      'Last updated',
      ' on ',
      { time: '2025-03-01', text: 'March 1, 2025' },
      ' by ',
      { strong: 'Lin' },
    ]);
    expect(lastUpdatedParts(site('en'), { date: null, author: 'Lin' })).toEqual(['Last updated', ' by ', { strong: 'Lin' }]);
    expect(lastUpdatedParts(site('en'), { date: null, author: null })).toBeNull();
    expect(lastUpdatedParts(site('en'), null)).toBeNull();
  });

  it("is in the locale's words, from its code.json", () => {
    const arabic = site('ar', {
      [messageKey('theme.lastUpdated.lastUpdatedAtBy')]: 'آخر تحديث{atDate}{byUser}',
      [messageKey('theme.lastUpdated.atDate')]: ' في {date}',
      [messageKey('theme.lastUpdated.byUser')]: ' بواسطة {user}',
    });
    const parts = lastUpdatedParts(arabic, { date: '2025-03-01', author: 'ليلى' })!;
    expect(parts[0]).toBe('آخر تحديث');
    expect(parts[1]).toBe(' في ');
    expect(parts.slice(3)).toEqual([' بواسطة ', { strong: 'ليلى' }]);
  });
});

describe('pluralForm', () => {
  it('picks the form of the count in the language, with the count put in', () => {
    expect(pluralForm('en', '{count} post|{count} posts', 1)).toBe('1 post');
    expect(pluralForm('en', '{count} post|{count} posts', 7)).toBe('7 posts');
    // Arabic has all six categories: zero, one, two, few, many, other.
    const arabic = 'لا مقالات|مقالة واحدة|مقالتان|{count} مقالات|{count} مقالة|{count} مقالة ';
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralForm('ar', arabic, n))).toEqual([
      'لا مقالات',
      'مقالة واحدة',
      'مقالتان',
      '3 مقالات',
      '11 مقالة',
      '100 مقالة ',
    ]);
  });

  it('takes the last form for a category the message does not have, and the one form of a message without |', () => {
    expect(pluralForm('ar', '{count} post|{count} posts', 3)).toBe('3 posts');
    expect(pluralForm('en', 'posts', 1)).toBe('posts');
  });
});
