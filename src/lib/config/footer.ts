import type { FooterColumn, FooterLink } from './types';

/** The footer's links as columns (each with a title), or a single row of links. */
export function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}
