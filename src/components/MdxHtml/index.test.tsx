/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('copies a code block as shown when its copy button is clicked, and says so', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve(undefined));
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <MdxHtml
        html={
          '<div class="code-block"><pre><code><span class="line">x = 1</span>\n<span class="line">y = 2</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div>'
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('x = 1\ny = 2'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(navigate).not.toHaveBeenCalled();
  });
});
