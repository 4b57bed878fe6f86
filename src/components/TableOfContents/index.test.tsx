/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { TableOfContents } from './index';
import { buildToc } from '../../lib/toc';

describe('TableOfContents', () => {
  it('nests h3 entries under their h2 and links to the heading ids', () => {
    const items = buildToc([
      { depth: 2, id: 'setup', value: 'Setup' },
      { depth: 3, id: 'install', value: 'Install <it>' },
      { depth: 2, id: 'usage', value: 'Usage' },
    ]);
    render(<TableOfContents items={items} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Install <it>' })).toHaveAttribute('href', '#install');
    const setupItem = within(nav).getByRole('link', { name: 'Setup' }).closest('li')!;
    expect(within(setupItem).getByRole('link', { name: 'Install <it>' })).toBeInTheDocument();
  });

  it('renders nothing for a page without headings', () => {
    const { container } = render(<TableOfContents items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
