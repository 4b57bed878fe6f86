import { Link } from 'gatsby';
import { safeHighlight } from '../../lib/search/highlight';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

type Highlighted = { value: string } | undefined;

export interface SearchHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: { hierarchy?: Record<string, Highlighted>; content?: Highlighted };
  _snippetResult?: { hierarchy?: Record<string, Highlighted>; content?: Highlighted };
}

export interface Props {
  hits: SearchHit[];
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function levelValue(hit: SearchHit, level: string): string | null {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? null;
}

/** Results of the search page: the matching heading or page title, its breadcrumbs and a snippet. */
export function SearchResults({ hits }: Props) {
  return (
    <ol className={styles.results}>
      {hits.map((hit) => {
        const present = LEVELS.filter((l) => hit.hierarchy[l]);
        const titleLevel = hit.type === 'content' || hit.type === 'lvl1' ? present[present.length - 1] : hit.type;
        const crumbs = present.filter((l) => l !== titleLevel);
        const snippet = hit._snippetResult?.content?.value ?? hit.content;
        return (
          <li key={hit.objectID} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={hit.url} dangerouslySetInnerHTML={{ __html: safeHighlight(levelValue(hit, titleLevel) ?? '') }} />
            </h2>
            {crumbs.length > 0 && (
              <nav
                aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs', description: 'The ARIA label for the breadcrumbs' })}
                className={styles.breadcrumbs}
              >
                <ol>
                  {crumbs.map((level) => (
                    <li key={level} dangerouslySetInnerHTML={{ __html: safeHighlight(levelValue(hit, level) ?? '') }} />
                  ))}
                </ol>
              </nav>
            )}
            {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: safeHighlight(snippet) }} />}
          </li>
        );
      })}
    </ol>
  );
}
