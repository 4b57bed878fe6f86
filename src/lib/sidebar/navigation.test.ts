import { SIDEBAR } from '../../../tests/support/sidebarDocs';
import { adjacentLinks, firstSidebarLink, flattenSidebar, sidebarBreadcrumbs } from './navigation';

describe('reading order', () => {
  it('puts a category doc before its items', () => {
    expect(flattenSidebar(SIDEBAR).map((l) => l.href)).toEqual([
      '/docs/development_tool/',
      '/docs/development_tool/docker',
      '/docs/development_tool/git',
      '/docs/machine_learning/',
      '/docs/machine_learning/neural_network',
      '/docs/machine_learning/neural_network/neural_network_basics',
      '/docs/opencv/',
      '/docs/opencv/basics',
    ]);
  });

  it('gives previous and next across category boundaries', () => {
    const { previous, next } = adjacentLinks(SIDEBAR, '/docs/development_tool/git');
    expect(previous?.href).toBe('/docs/development_tool/docker');
    expect(next?.href).toBe('/docs/machine_learning/');
    expect(adjacentLinks(SIDEBAR, '/docs/development_tool/').previous).toBeNull();
    expect(adjacentLinks(SIDEBAR, '/nowhere')).toEqual({ previous: null, next: null });
  });

  it('finds the first page a sidebar links to, or null for an empty one', () => {
    expect(firstSidebarLink(SIDEBAR)).toBe('/docs/development_tool/');
    expect(firstSidebarLink([])).toBeNull();
  });
});

describe('breadcrumbs', () => {
  it('gives the breadcrumbs of categories leading to a page', () => {
    expect(sidebarBreadcrumbs(SIDEBAR, '/docs/machine_learning/neural_network/neural_network_basics')).toEqual([
      { label: 'Machine learning', href: '/docs/machine_learning/' },
      { label: 'Neural networks', href: '/docs/machine_learning/neural_network' },
    ]);
    expect(sidebarBreadcrumbs(SIDEBAR, '/docs/machine_learning/')).toEqual([]);
  });
});
