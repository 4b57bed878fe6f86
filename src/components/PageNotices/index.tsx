import { Link } from 'gatsby';
import { lastDocsVersion } from '../../config/docsVersions';
import type { PageNotice } from '../../lib/pageNotices';
import * as styles from './styles.module.css';

function rememberLastVersion() {
  void import('../../client/preferredVersion').then(({ preferredVersionSlot }) => preferredVersionSlot().set(lastDocsVersion.name));
}

export interface Props {
  notices: readonly PageNotice[] | undefined;
}

/** The page's notices (src/lib/pageNotices.ts): its version's banner, that it is not translated yet. */
export function PageNotices({ notices }: Props) {
  return notices?.map((notice) =>
    notice.kind === 'untranslated' ? (
      <div key={notice.kind} className="admonition admonition-info untranslated-notice" role="note">
        <div className="admonition-content">
          <p>{notice.text}</p>
        </div>
      </div>
    ) : (
      <div key={notice.kind} className="admonition admonition-warning doc-version-banner" role="alert">
        <div className="admonition-content">
          <p>{notice.text}</p>
          <p>
            {notice.before}
            <b>
              {/* Following it makes the last version the reader's choice, as in Docusaurus; the code that keeps the
                  choice is the navbar's (loaded after the page), so it stays out of the page's first load. */}
              <Link to={notice.link.href} onClick={rememberLastVersion}>
                {notice.link.label}
              </Link>
            </b>
            {notice.after}
          </p>
        </div>
      </div>
    ),
  );
}

/** The version a docs page belongs to, on a site of several versions (Docusaurus's DocVersionBadge): "Version: 2.0", in the page's locale. */
export function DocVersionBadge({ label }: { label: string | undefined }) {
  return label ? <span className={styles.badge}>{label}</span> : null;
}
