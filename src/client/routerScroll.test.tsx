/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as packaged from 'gatsby-react-router-scroll';
import * as site from './routerScroll';
import { SessionStorage } from './routerScroll';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Location = { pathname: string; key?: string; hash?: string };

let root: Root;
let scrollTo: jest.Mock;
beforeEach(() => {
  sessionStorage.clear();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  document.body.innerHTML = '<div id="app"></div><h2 id="install">Install</h2>';
  root = createRoot(document.getElementById('app')!);
});
afterEach(() => act(() => root.unmount()));

// The same behaviour as the package it stands in for: each case runs on both.
for (const [name, { ScrollContext }] of [
  ["the site's", site],
  ["gatsby-react-router-scroll's", packaged as unknown as typeof site],
] as const) {
  const show = (location: Location, shouldUpdateScroll?: (this: { _stateStorage: SessionStorage }, prev: unknown, next: { location: Location }) => unknown) =>
    act(() =>
      root.render(
        <ScrollContext location={location} shouldUpdateScroll={shouldUpdateScroll}>
          <p>{location.pathname}</p>
        </ScrollContext>,
      ),
    );

  async function scrollWindowTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }

  describe(`ScrollContext, ${name}`, () => {
    it('keeps where the window scrolled for each history entry, and goes back there on its return; a new entry starts at the top', async () => {
      show({ pathname: '/docs/a', key: 'k1' });
      expect(scrollTo).not.toHaveBeenCalled();
      await scrollWindowTo(640);
      expect(sessionStorage.getItem('@@scroll|/docs/a|k1')).toBe('640');
      show({ pathname: '/docs/b', key: 'k2' });
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      show({ pathname: '/docs/a', key: 'k1' });
      expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    });

    it("goes to the hash's element, and on a fresh page to a position kept for it", () => {
      const intoView = jest.fn();
      document.getElementById('install')!.scrollIntoView = intoView;
      sessionStorage.setItem('@@scroll|/docs/a|k1', '300');
      show({ pathname: '/docs/a', key: 'k1' });
      expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
      show({ pathname: '/docs/a', key: 'k3', hash: '#install' });
      expect(intoView).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });

    it("asks the site's shouldUpdateScroll, with the kept positions reachable as Gatsby's navigation reads them", () => {
      const seen: unknown[] = [];
      const shouldUpdateScroll = function (this: { _stateStorage: SessionStorage }, prev: unknown, next: { location: Location }) {
        seen.push([prev === undefined, next.location.pathname, this._stateStorage.read({ pathname: '/docs/a' }, 'k1')]);
        return false;
      };
      sessionStorage.setItem('@@scroll|/docs/a|k1', '120');
      show({ pathname: '/docs/a', key: 'k1' }, shouldUpdateScroll);
      show({ pathname: '/docs/b', key: 'k2' }, shouldUpdateScroll);
      expect(seen).toEqual([
        [true, '/docs/a', 120],
        [false, '/docs/b', 120],
      ]);
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
}

describe('SessionStorage', () => {
  it('keeps positions in memory where session storage is refused', () => {
    const refused = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    const positions = new SessionStorage();
    positions.save({ pathname: '/blog' }, 'k9', 42);
    expect(positions.read({ pathname: '/blog' }, 'k9')).toBe(42);
    expect(positions.read({ pathname: '/blog' }, 'other')).toBe(0);
    refused.mockRestore();
    getItem.mockRestore();
  });
});
