/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { cleanStoredSearchStorage, storedSearchKeys } from './storedSearches';

const [recent, favourite] = storedSearchKeys('idx');
const hit = (url: string, title: string) => ({ objectID: url, url, type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: title }, content: null });

describe('stored searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps safe entries, drops those whose URL could run script, and removes a list left empty', () => {
    localStorage.setItem(recent, JSON.stringify([hit('javascript:alert(1)', 'Evil'), hit('/docs/git', '<img src=x onerror=alert(2)>Git')]));
    localStorage.setItem(favourite, JSON.stringify([hit('javascript:alert(3)', 'Only evil')]));
    cleanStoredSearchStorage('idx');
    const kept = JSON.parse(localStorage.getItem(recent)!) as { url: string }[];
    expect(kept.map((h: { url: string }) => h.url)).toEqual(['/docs/git']);
    expect(JSON.stringify(kept)).not.toContain('<img');
    expect(localStorage.getItem(favourite)).toBeNull();
  });

  it('does nothing, and throws nothing, when storage throws', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const spies = (['getItem', 'setItem', 'removeItem'] as const).map((name) => jest.spyOn(Storage.prototype, name).mockImplementation(refuse));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => cleanStoredSearchStorage('idx')).not.toThrow();
    for (const spy of spies) spy.mockRestore();
  });
});
