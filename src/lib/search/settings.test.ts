import { searchBackend } from './settings';

describe('search settings', () => {
  it('needs both the app id and the key, with the library messages', () => {
    expect(searchBackend('', '')).toBe('local');
    expect(searchBackend('APP', 'KEY')).toBe('algolia');
    expect(() => searchBackend('APP', '')).toThrow('`apiKey` is missing.');
    expect(() => searchBackend('', 'KEY')).toThrow('`appId` is missing.');
  });
});
