import { parseTranslationFile, translateSidebars } from './translations';
import type { SidebarItem } from './types';

describe('sidebar translations', () => {
  it("reads Docusaurus's translation files, and names the file and the key of a bad entry", () => {
    expect(parseTranslationFile({ 'version.label': { message: 'Suivante', description: 'The label for version current' } }, 'current.json')).toEqual({
      'version.label': 'Suivante',
    });
    expect(() => parseTranslationFile({ 'sidebar.docs.category.Guides': 'Guides' }, 'i18n/fr/current.json')).toThrow(
      'i18n/fr/current.json: "sidebar.docs.category.Guides" must be { "message": "…" } with a string message',
    );
    expect(() => parseTranslationFile([], 'current.json')).toThrow('current.json: must be an object of translations');
  });

  it("translates categories, their generated index, links and docs' labels by Docusaurus's keys, and leaves the rest", () => {
    const sidebars: Record<string, SidebarItem[]> = {
      docs: [
        { type: 'doc', id: 'intro', label: 'Introduction', href: '/docs/intro' },
        {
          type: 'category',
          key: 'guides',
          label: 'Guides',
          href: '/docs/category/guides',
          generatedIndex: { title: 'Guides', description: 'How to.' },
          items: [
            { type: 'link', key: 'gh', label: 'GitHub', href: 'https://github.com' },
            { type: 'category', key: 'guides/more', label: 'More', href: null, items: null },
          ],
        },
      ],
    };
    const messages = {
      'sidebar.docs.category.Guides': 'Guides (fr)',
      'sidebar.docs.category.Guides.link.generated-index.title': 'Tous les guides',
      'sidebar.docs.link.GitHub': 'GitHub (fr)',
      'sidebar.docs.doc.Introduction': 'Présentation',
      'sidebar.other.category.More': 'not this sidebar',
    };
    const [intro, guides] = translateSidebars(sidebars, messages).docs;
    expect(intro.label).toBe('Présentation');
    expect(guides).toMatchObject({ label: 'Guides (fr)', generatedIndex: { title: 'Tous les guides', description: 'How to.' } });
    expect(guides.type === 'category' && guides.items?.map((i) => i.label)).toEqual(['GitHub (fr)', 'More']);
  });
});
