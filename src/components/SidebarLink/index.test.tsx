/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { SidebarLink } from './index';

describe('SidebarLink', () => {
  it('marks the link to the page being shown, and only that one', () => {
    render(
      <ul>
        <li>
          <SidebarLink to="/docs/a" activePath="/docs/b" className="link" activeClassName="active">
            A
          </SidebarLink>
        </li>
        <li>
          <SidebarLink to="/docs/b" activePath="/docs/b" className="link" activeClassName="active">
            B
          </SidebarLink>
        </li>
      </ul>,
    );
    const [a, b] = [screen.getByRole('link', { name: 'A' }), screen.getByRole('link', { name: 'B' })];
    expect(b).toHaveAttribute('href', '/docs/b');
    expect(b).toHaveAttribute('aria-current', 'page');
    expect(b).toHaveAttribute('class', 'link active');
    expect(a).not.toHaveAttribute('aria-current');
    expect(a.className.split(' ').filter(Boolean)).toEqual(['link']);
  });
});
