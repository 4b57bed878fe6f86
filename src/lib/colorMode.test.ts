import { initScriptSource, isAnnouncementDismissed, nextColorModeChoice, parseColorModeChoice, resolveColorMode } from './colorMode';

describe('colour mode', () => {
  it('alternates light and dark when the system preference is not followed', () => {
    expect(nextColorModeChoice('light', 'light', false)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', false)).toBe('light');
    expect(nextColorModeChoice(null, 'light', false)).toBe('dark');
  });

  it('cycles light → dark → system when it is', () => {
    expect(nextColorModeChoice('light', 'light', true)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', true)).toBeNull();
    expect(nextColorModeChoice(null, 'dark', true)).toBe('light');
  });

  it('resolves a choice to light or dark', () => {
    const base = { defaultMode: 'light' as const, respectPrefersColorScheme: false, systemPrefersDark: true };
    expect(resolveColorMode(null, base)).toBe('light');
    expect(resolveColorMode('dark', base)).toBe('dark');
    expect(resolveColorMode(null, { ...base, respectPrefersColorScheme: true })).toBe('dark');
  });

  it('reads only light and dark from storage', () => {
    expect(parseColorModeChoice('dark')).toBe('dark');
    expect(parseColorModeChoice('purple')).toBeNull();
    expect(parseColorModeChoice(null)).toBeNull();
  });
});

describe('init script', () => {
  const run = (source: string, storage: Record<string, string>, prefersDark = false) => {
    const attributes: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } };
    const window = {
      localStorage: { getItem: (k: string) => storage[k] ?? null },
      matchMedia: () => ({ matches: prefersDark }),
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head's inline script as the browser would, with stand-ins for its globals
    const script = new Function('document', 'window', source) as (document: unknown, window: unknown) => void;
    script(document, window);
    return attributes;
  };

  it('applies the stored mode, else the default', () => {
    const source = initScriptSource({ defaultMode: 'light', respectPrefersColorScheme: false, announcementId: null });
    expect(run(source, { theme: 'dark' })['data-theme']).toBe('dark');
    expect(run(source, {})['data-theme']).toBe('light');
    expect(run(source, {}, true)['data-theme']).toBe('light');
  });

  it('follows the system when configured and nothing is stored', () => {
    const source = initScriptSource({ defaultMode: 'light', respectPrefersColorScheme: true, announcementId: null });
    expect(run(source, {}, true)['data-theme']).toBe('dark');
  });

  it('marks a dismissed announcement, only for the same id', () => {
    const source = initScriptSource({ defaultMode: 'light', respectPrefersColorScheme: false, announcementId: 'v2' });
    expect(run(source, { 'announcement.id': 'v2', 'announcement.dismiss': 'true' })['data-announcement-bar-initially-dismissed']).toBe('true');
    expect(run(source, { 'announcement.id': 'v1', 'announcement.dismiss': 'true' })['data-announcement-bar-initially-dismissed']).toBe('false');
  });

  it('cannot be broken out of by a configured string', () => {
    const source = initScriptSource({ defaultMode: 'light', respectPrefersColorScheme: false, announcementId: '</script><script>alert(1)' });
    expect(source).not.toContain('</script>');
  });

  it('knows a dismissal by announcement id', () => {
    expect(isAnnouncementDismissed({ id: 'a', dismiss: 'true' }, 'a')).toBe(true);
    expect(isAnnouncementDismissed({ id: 'a', dismiss: 'true' }, 'b')).toBe(false);
    expect(isAnnouncementDismissed({ id: 'a', dismiss: null }, 'a')).toBe(false);
  });
});
