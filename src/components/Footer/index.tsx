import { siteConfig } from '../../config/site';
import type { FooterColumn, FooterConfig, FooterLink } from '../../lib/config/types';
import * as styles from './styles.module.css';
import { LocaleLink } from '../LocaleLink';
import { translateLabel } from '../../i18n/translate';

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

function FooterLinkView({ link }: { link: FooterLink }) {
  if (link.to) return <LocaleLink to={link.to}>{translateLabel(`footer.link.item.label.${link.label}`, link.label)}</LocaleLink>;
  const external = link.href && /^https?:/.test(link.href);
  return (
    <a href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {translateLabel(`footer.link.item.label.${link.label}`, link.label)}
    </a>
  );
}

export interface Props {
  /** The footer's configuration; the site's by default. */
  footer?: FooterConfig;
}

/** Link columns (or a single row of links), the logo and the copyright. */
export function Footer({ footer = siteConfig.footer }: Props) {
  // Infima's class names beside the site's, for a customCss written against them (docs/importing-docusaurus.md#theme-colours).
  return (
    <footer className={footer.style === 'dark' ? `footer footer--dark ${styles.footer} ${styles.dark}` : `footer ${styles.footer}`}>
      <div className={styles.inner}>
        {isColumns(footer.links) ? (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{translateLabel(`footer.link.title.${column.title}`, column.title)}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLinkView link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <ul className={styles.row}>
            {footer.links.map((link) => (
              <li key={link.label}>
                <FooterLinkView link={link} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          {footer.logo && (
            <LocaleLink to={footer.logo.href ?? '/'} className={styles.logo}>
              <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} />
            </LocaleLink>
          )}
          <p className={styles.copyright}>{translateLabel('footer.copyright', footer.copyright)}</p>
        </div>
      </div>
    </footer>
  );
}
