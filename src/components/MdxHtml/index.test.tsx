/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { MdxHtml } from './index';

const HTML = '<p><a href="/docs/git#remotes">Git</a> <a href="https://example.com/">out</a> <a href="/blog/rss.xml">feed</a> <a href="#here">here</a></p>';

describe('MdxHtml', () => {
  beforeEach(() => (navigate as unknown as { mockClear: () => void }).mockClear());

  it('routes internal links through the router', () => {
    render(<MdxHtml html={HTML} />);
    fireEvent.click(screen.getByText('Git'));
    expect(navigate).toHaveBeenCalledWith('/docs/git#remotes');
  });

  it('leaves external links, files, same-page anchors and modified clicks to the browser', () => {
    render(<MdxHtml html={HTML} />);
    fireEvent.click(screen.getByText('out'));
    fireEvent.click(screen.getByText('feed'));
    fireEvent.click(screen.getByText('here'));
    fireEvent.click(screen.getByText('Git'), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
