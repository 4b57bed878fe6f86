import { translate } from '../../i18n/translate';
/** Docusaurus's notice on an unlisted page (front matter `unlisted: true`), in its words. */
export function UnlistedBanner() {
  return (
    <div className="admonition admonition-warning" role="note">
      <p className="admonition-title">
        {translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page', description: 'The unlisted content banner title' })}
      </p>
      <div className="admonition-content">
        <p>
          {translate({
            id: 'theme.contentVisibility.unlistedBanner.message',
            message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
            description: 'The unlisted content banner message',
          })}
        </p>
      </div>
    </div>
  );
}
