/**
 * The navbar's links the site model resolves (src/lib/config/validate.ts' resolveDocSidebarLinks) and the
 * navbar reads (src/components/Navbar/items.ts): a `docSidebar` item's by its sidebar's id, a `doc` item's by this key.
 */
export const docLinkKey = (docId: string) => `doc:${docId}`;
