/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { TagList } from '.';

describe('TagList', () => {
  it("lists each tag by its label, linking to its page, with the caller's class beside its own", () => {
    render(
      <TagList
        tags={[
          { label: 'Machine learning', path: '/blog/tags/ml' },
          { label: 'Python', path: '/blog/tags/python' },
        ]}
        className="spaced"
      />,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list).toHaveClass('spaced');
    expect(list.classList).toHaveLength(2);
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Machine learning', '/blog/tags/ml'],
      ['Python', '/blog/tags/python'],
    ]);
  });

  it('shows a label with markup as text', () => {
    const { container } = render(<TagList tags={[{ label: '<img src=x onerror=alert(1)>', path: '/blog/tags/x' }]} />);
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing for a post without tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
