/** The admonition types and their default titles, as Docusaurus 3 has them. */
export const ADMONITION_TYPES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
} as const;

export type AdmonitionType = keyof typeof ADMONITION_TYPES;

/**
 * Docusaurus's undocumented legacy types, which real sites still write: each looks like a current
 * type, titled with its own name as written (theme-classic's `Admonition/Types.tsx`,
 * https://github.com/facebook/docusaurus/issues/7767).
 */
const LEGACY_TYPES = { secondary: 'note', important: 'info', success: 'tip' } as const satisfies Record<string, AdmonitionType>;

/** Every name an admonition may be written with. */
export const ADMONITION_NAMES = [...Object.keys(ADMONITION_TYPES), ...Object.keys(LEGACY_TYPES)];

/** How an admonition written `:::name` looks: its type and its default title; null for an unknown name. */
export function admonitionStyle(name: string): { type: AdmonitionType; title: string } | null {
  if (Object.hasOwn(ADMONITION_TYPES, name)) return { type: name as AdmonitionType, title: ADMONITION_TYPES[name as AdmonitionType] };
  if (Object.hasOwn(LEGACY_TYPES, name)) return { type: LEGACY_TYPES[name as keyof typeof LEGACY_TYPES], title: name };
  return null;
}
