import { Link } from 'gatsby';
import { siteConfig } from '../../config/site';
import { preferredVersionSlot } from '../../client/preferredVersion';
import { lastDocsVersion } from '../../config/docsVersions';
import type { PageVersion } from '../../lib/versionLinks';

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
  return (
    <div className="admonition admonition-warning doc-version-banner" role="alert">
      <div className="admonition-content">
        <p>
          {version.banner === 'unreleased'
            ? `This is unreleased documentation for ${siteConfig.title} ${version.label} version.`
            : `This is documentation for ${siteConfig.title} ${version.label}, which is no longer actively maintained.`}
        </p>
        <p>
          For up-to-date documentation, see the{' '}
          <b>
            {/* Following it makes the last version the reader's choice, as in Docusaurus. */}
            <Link to={latest.href} onClick={() => preferredVersionSlot().set(lastDocsVersion.name)}>
              latest version
            </Link>
          </b>{' '}
          ({latest.label}).
        </p>
      </div>
    </div>
  );
}
