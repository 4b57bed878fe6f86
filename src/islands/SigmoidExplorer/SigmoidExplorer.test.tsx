/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build of the server renderer: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import SigmoidExplorer from './index';

/** The island's server HTML in the page, as the build writes it. */
function serverRendered(initial: number) {
  const el = document.createElement('div');
  el.innerHTML = renderToString(<SigmoidExplorer initial={initial} />);
  document.body.append(el);
  return el;
}

const caption = (el: HTMLElement) => el.querySelector('figcaption')!.textContent;

describe('SigmoidExplorer', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the initial score before and after hydration', async () => {
    const el = serverRendered(1.5);
    expect(caption(el)).toBe('σ(1.5) = 0.818: class 1 at a threshold of 0.5');
    const root = await act(() => Promise.resolve(hydrateRoot(el, <SigmoidExplorer initial={1.5} />)));
    expect(caption(el)).toBe('σ(1.5) = 0.818: class 1 at a threshold of 0.5');
    act(() => root.unmount());
  });

  it('keeps a move made before it hydrated, and follows the next one', async () => {
    const el = serverRendered(1.5);
    const slider = el.querySelector('input')!;
    slider.value = '-3';
    const root = await act(() => Promise.resolve(hydrateRoot(el, <SigmoidExplorer initial={1.5} />)));
    expect(slider.value).toBe('-3');
    expect(caption(el)).toBe('σ(-3.0) = 0.047: class 0 at a threshold of 0.5');
    expect(el.querySelector('output')!.textContent).toBe('-3.0');
    // React's own change handling, as a drag of the slider fires it.
    act(() => {
      // The prototype's setter: React tracks the element's own value property.
      Reflect.set(HTMLInputElement.prototype, 'value', '2', slider);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(caption(el)).toBe('σ(2.0) = 0.881: class 1 at a threshold of 0.5');
    act(() => root.unmount());
  });
});
