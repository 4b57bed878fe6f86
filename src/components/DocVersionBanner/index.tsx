import { Link } from 'gatsby';
import { siteConfig } from '../../config/site';
import { preferredVersionSlot } from '../../client/preferredVersion';
import { lastDocsVersion } from '../../config/docsVersions';
import type { PageVersion } from '../../lib/versionLinks';
import { translate } from '../../i18n/translate';

export interface Props {
  version: PageVersion;
}

/**
 * Above a page of a version other than the last: unreleased or no longer maintained, with a link to
 * the same page in the last version, in Docusaurus's words (theme-classic's DocVersionBanner).
 */
export function DocVersionBanner({ version }: Props) {
  if (version.banner === 'none' || !version.latest) return null;
  const { latest } = version;
  const values = { siteTitle: siteConfig.title, versionLabel: version.label };
  // The link goes where the message says {latestVersionLink}.
  const [before, after = ''] = translate(
    {
      id: 'theme.docs.versions.latestVersionSuggestionLabel',
      message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
      description: 'The label used to tell the user to check the latest version',
    },
    { versionLabel: latest.label },
  ).split('{latestVersionLink}');
  return (
    <div className="admonition admonition-warning doc-version-banner" role="alert">
      <div className="admonition-content">
        <p>
          {version.banner === 'unreleased'
            ? translate(
                {
                  id: 'theme.docs.versions.unreleasedVersionLabel',
                  message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
                  description: 'The label used to tell the user that he is browsing an unreleased doc version',
                },
                values,
              )
            : translate(
                {
                  id: 'theme.docs.versions.unmaintainedVersionLabel',
                  message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
                  description: 'The label used to tell the user that he is browsing an unmaintained doc version',
                },
                values,
              )}
        </p>
        <p>
          {before}
          <b>
            {/* Following it makes the last version the reader's choice, as in Docusaurus. */}
            <Link to={latest.href} onClick={() => preferredVersionSlot().set(lastDocsVersion.name)}>
              {translate({
                id: 'theme.docs.versions.latestVersionLinkLabel',
                message: 'latest version',
                description: 'The label used for the latest version suggestion link label',
              })}
            </Link>
          </b>
          {after}
        </p>
      </div>
    </div>
  );
}
