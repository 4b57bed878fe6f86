/**
 * A docs version's translated sidebar labels, as Docusaurus keeps them for a locale in
 * `i18n/<locale>/docusaurus-plugin-content-docs/current.json` (and `version-<name>.json`): keys
 * `sidebar.<sidebar>.category.<label>`, `….link.generated-index.title|description`,
 * `sidebar.<sidebar>.link.<label>`, `sidebar.<sidebar>.doc.<label>` and `version.label`, each
 * `{ "message": …, "description": … }` (docusaurus-plugin-content-docs, src/translations.ts).
 */
import type { SidebarItem } from './types';

/** A translation file (Docusaurus's JSON format) as messages by key; a file of another shape fails naming the file and the key. */
export function parseTranslationFile(raw: unknown, label: string): Record<string, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error(`${label}: must be an object of translations, each { "message": "…", "description": "…" }`);
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') throw new Error(`${label}: "${key}" must be { "message": "…" } with a string message; got ${JSON.stringify(value)}`);
    messages[key] = message;
  }
  return messages;
}

/** The sidebars with the labels that `messages` translates, by Docusaurus's keys; the rest as they are. */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, messages: Readonly<Record<string, string>>): Record<string, SidebarItem[]> {
  const translate = (sidebarId: string, items: SidebarItem[]): SidebarItem[] =>
    items.map((item): SidebarItem => {
      if (item.type === 'category') {
        const key = `sidebar.${sidebarId}.category.${item.label}`;
        const index = item.generatedIndex;
        return {
          ...item,
          label: messages[key] ?? item.label,
          ...(index
            ? {
                generatedIndex: {
                  title: messages[`${key}.link.generated-index.title`] ?? index.title,
                  description: messages[`${key}.link.generated-index.description`] ?? index.description,
                },
              }
            : {}),
          items: item.items && translate(sidebarId, item.items),
        };
      }
      if (item.type === 'link') return { ...item, label: messages[`sidebar.${sidebarId}.link.${item.label}`] ?? item.label };
      if (item.type === 'doc') return { ...item, label: messages[`sidebar.${sidebarId}.doc.${item.label}`] ?? item.label };
      return item;
    });
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, translate(id, items)]));
}
