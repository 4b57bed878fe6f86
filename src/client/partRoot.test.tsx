/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { useLayoutEffect, useState, type ComponentType } from 'react';
// The Node build of the server renderer: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { PartRoot, type BuildElement } from './partRoot';

interface Props {
  label: string;
}

/** A part with a button and a link; its clicks and renders are logged. */
function harness({ serverHtml = true } = {}) {
  const log: string[] = [];
  function Part({ label }: Props) {
    const [count, setCount] = useState(0);
    return (
      <nav>
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
        <a
          href="/blog"
          onClick={(event) => {
            event.preventDefault();
            log.push('router: /blog');
          }}
        >
          Blog
        </a>
      </nav>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  if (serverHtml) container.innerHTML = renderToString(<Part label="first" />);
  const loads: { resolve: (c: ComponentType<Props>) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<ComponentType<Props>>((resolve, reject) => loads.push({ resolve, reject }));
  function Committed({ committed, children }: { committed: () => void; children: React.ReactNode }) {
    useLayoutEffect(committed, [committed]);
    return children;
  }
  const build: BuildElement<Props> = (Component, props, committed) => (
    <Committed committed={committed}>
      <Component {...props} />
    </Committed>
  );
  return { log, Part, container, loads, load, build };
}

/** Waits until `ready()` holds, a task at a time (React and the loader settle in later tasks). */
async function until(ready: () => boolean) {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ready()).toBe(true);
}

const button = (container: HTMLElement) => container.querySelector('button')!;
const click = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PartRoot', () => {
  it("keeps the server's HTML and loads nothing until the reader reaches for the part", async () => {
    const { container, loads, load, build, Part } = harness();
    const html = container.innerHTML;
    const part = new PartRoot(container, { load });
    part.update({ label: 'first' }, build);
    expect(loads).toHaveLength(0);
    button(container).dispatchEvent(new Event('pointerover', { bubbles: true }));
    container.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(loads).toHaveLength(1);
    expect(container.innerHTML).toBe(html);
    const serverButton = button(container);
    loads[0].resolve(Part);
    await until(() => button(container).textContent === 'first 0' && container.innerHTML === html);
    // Hydrated: the same element, now React's.
    expect(button(container)).toBe(serverButton);
    click(button(container));
    await until(() => button(container).textContent === 'first 1');
  });

  it('holds a click that comes before the code, and gives it to the same element once React has it', async () => {
    const { container, loads, load, build, Part, log } = harness();
    const part = new PartRoot(container, { load });
    part.update({ label: 'first' }, build);
    const outside = jest.fn();
    document.addEventListener('click', outside);
    const link = container.querySelector('a')!;
    expect(click(link)).toBe(false); // prevented: no page load
    expect(click(button(container))).toBe(false);
    expect(outside).not.toHaveBeenCalled();
    expect(loads).toHaveLength(1);
    loads[0].resolve(Part);
    // The last held click is given again (a reader's second click replaces the first).
    await until(() => button(container).textContent === 'first 1');
    expect(log).toEqual([]);
    click(link);
    expect(log).toEqual(['router: /blog']);
    document.removeEventListener('click', outside);
  });

  it('leaves modified clicks, links that open elsewhere and links to a place on the page to the browser', () => {
    const { container, loads, load, build } = harness();
    new PartRoot(container, { load }).update({ label: 'first' }, build);
    // What reaches the document, unprevented; then prevented, as jsdom cannot open pages.
    const seen: boolean[] = [];
    const outside = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', outside);
    const link = container.querySelector('a')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link.target = '_blank';
    click(link);
    link.removeAttribute('target');
    link.setAttribute('href', `${window.location.pathname}#usage`);
    click(link);
    // A click outside anything interactive is not held either (but the pointer over the part loads it).
    click(container.querySelector('nav')!);
    expect(seen).toEqual([false, false, false, false]);
    expect(loads).toHaveLength(0);
    document.removeEventListener('click', outside);
  });

  it('draws the part anew when what it shows changed before its code came, with no hydration error', async () => {
    const { container, loads, load, build, Part } = harness();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const part = new PartRoot(container, { load });
    part.update({ label: 'first' }, build);
    part.update({ label: 'first' }, build);
    expect(loads).toHaveLength(0);
    part.update({ label: 'second' }, build);
    expect(loads).toHaveLength(1);
    part.update({ label: 'third' }, build);
    loads[0].resolve(Part);
    await until(() => button(container).textContent === 'third 0');
    part.update({ label: 'fourth' }, build);
    await until(() => button(container).textContent === 'fourth 0');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('draws a part mounted with no HTML of the server at once', async () => {
    const { container, loads, load, build, Part } = harness({ serverHtml: false });
    const part = new PartRoot(container, { load });
    part.update({ label: 'first' }, build);
    expect(loads).toHaveLength(1);
    loads[0].resolve(Part);
    await until(() => button(container)?.textContent === 'first 0');
  });

  it('when its code fails to load, gives a held click to the browser and tries again at the next move', async () => {
    const { container, loads, load, build, Part } = harness();
    const part = new PartRoot(container, { load });
    part.update({ label: 'first' }, build);
    const seen: boolean[] = [];
    const outside = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', outside);
    click(container.querySelector('a')!);
    expect(seen).toEqual([]);
    loads[0].reject(new Error('ChunkLoadError'));
    // Given again unprevented: a link then loads its page as without any script.
    await until(() => seen.length === 1);
    expect(seen).toEqual([false]);
    container.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads).toHaveLength(2);
    loads[1].resolve(Part);
    await until(() => {
      click(button(container));
      return button(container).textContent !== 'first 0';
    });
    document.removeEventListener('click', outside);
  });

  it('starts at the first key when asked to (the navbar: its search hotkeys)', () => {
    const { container, loads, load, build } = harness();
    new PartRoot(container, { load, onKeys: true }).update({ label: 'first' }, build);
    expect(loads).toHaveLength(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(loads).toHaveLength(1);
  });
});
