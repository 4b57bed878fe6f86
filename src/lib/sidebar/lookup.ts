/** The sidebar or the doc an id names, or an error that lists the ids there are. */
import type { DocMeta, SidebarItem } from './types';

/** Raised for an unknown sidebar or doc id; lists the ids that exist. */
export class UnknownIdError extends Error {
  constructor(kind: 'sidebar' | 'doc', id: string, available: string[]) {
    super(`Unknown ${kind} id "${id}". Available ${kind} ids: ${available.slice().sort().join(', ') || '(none)'}`);
    this.name = 'UnknownIdError';
  }
}

/** Returns the doc with the given id, or throws an error listing the ids that exist. */
export function getDoc(docs: readonly DocMeta[], id: string): DocMeta {
  const doc = docs.find((d) => d.id === id);
  if (!doc)
    throw new UnknownIdError(
      'doc',
      id,
      docs.map((d) => d.id),
    );
  return doc;
}

/** Returns the built sidebar with the given id, or throws an error listing the ids that exist. */
export function getSidebar(sidebars: Record<string, SidebarItem[]>, id: string): SidebarItem[] {
  const sidebar = sidebars[id];
  if (!sidebar) throw new UnknownIdError('sidebar', id, Object.keys(sidebars));
  return sidebar;
}
