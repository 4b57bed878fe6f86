/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render } from '@testing-library/react';
import { Seo } from './index';

const KATEX = '/katex/0.16.47/katex.min.css';

describe('Seo stylesheets', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

  it('links a page stylesheet the document does not have, as after a client-side navigation', () => {
    const { container } = render(<Seo pathname="/docs/x" stylesheets={[KATEX]} fonts={['/katex/0.16.47/fonts/KaTeX_Main-Regular.woff2']} />);
    expect(container.querySelector(`link[rel="stylesheet"][href="${KATEX}"]`)).not.toBeNull();
    expect(container.querySelector('link[rel="preload"][as="font"]')).toHaveAttribute('href', '/katex/0.16.47/fonts/KaTeX_Main-Regular.woff2');
  });

  it('does not link a stylesheet the HTML of the page already has inline', () => {
    const style = document.createElement('style');
    style.setAttribute('data-inlined-stylesheet', KATEX);
    document.head.append(style);
    const { container } = render(<Seo pathname="/docs/x" stylesheets={[KATEX]} />);
    expect(container.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
