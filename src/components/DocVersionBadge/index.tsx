import type { PageVersion } from '../../lib/versionLinks';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  version: PageVersion;
}

/** The version a docs page belongs to, on a site of several versions (Docusaurus's DocVersionBadge). */
export function DocVersionBadge({ version }: Props) {
  if (!version.badge) return null;
  return (
    <span className={styles.badge}>
      {translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label })}
    </span>
  );
}
