/** Docusaurus's notice on an unlisted page (front matter `unlisted: true`), in its words. */
export function UnlistedBanner() {
  return (
    <div className="admonition admonition-warning" role="note">
      <p className="admonition-title">Unlisted page</p>
      <div className="admonition-content">
        <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
      </div>
    </div>
  );
}
