/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { DocFooter } from './index';

describe('DocFooter', () => {
  it('shows the edit link and when and by whom the page last changed, its date a <time> and its author in bold', () => {
    render(
      <DocFooter
        editUrl="https://github.com/o/r/edit/main/content/docs/a.mdx"
        lastUpdated={['Last updated', ' on ', { time: '2026-11-23', text: 'November 23, 2026' }, ' by ', { strong: 'Lin Hao' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', 'https://github.com/o/r/edit/main/content/docs/a.mdx');
    expect(screen.getByText(/Last updated on/)).toHaveTextContent('Last updated on November 23, 2026 by Lin Hao');
    expect(screen.getByText('November 23, 2026')).toHaveAttribute('datetime', '2026-11-23');
    expect(screen.getByText('Lin Hao').tagName).toBe('B');
  });

  it('shows nothing when it knows nothing', () => {
    const { container } = render(<DocFooter editUrl={null} lastUpdated={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
