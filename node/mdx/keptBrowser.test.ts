import { jest } from '@jest/globals';
import { keptBrowser, type BrowserLauncher, type DrawingBrowser } from './keptBrowser';

/** A launcher of stand-in browsers that counts launches and closes, and can make a browser disconnect. */
function standIn(fails = 0) {
  const launched: { closed: boolean; disconnect: () => void }[] = [];
  let failures = fails;
  const launcher: BrowserLauncher = {
    launch() {
      if (failures-- > 0) return Promise.reject(new Error('no browser here'));
      const listeners: (() => void)[] = [];
      const state = { closed: false, disconnect: () => listeners.forEach((l) => l()) };
      launched.push(state);
      const browser: DrawingBrowser = {
        newContext: () => Promise.resolve({} as never),
        close: () => {
          state.closed = true;
          state.disconnect();
          return Promise.resolve();
        },
        on: (_event, listener) => listeners.push(listener),
      };
      return Promise.resolve(browser);
    },
  };
  return { launcher, launched };
}

describe('keptBrowser', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('launches one browser for uses that follow each other within the idle time, and closes it after', async () => {
    const { launcher, launched } = standIn();
    const kept = keptBrowser(launcher, 10_000);
    for (let page = 0; page < 3; page++) {
      const browser = await kept.launch();
      await browser.newContext();
      await browser.close();
      jest.advanceTimersByTime(9_000);
    }
    expect(launched).toHaveLength(1);
    expect(launched[0].closed).toBe(false);
    jest.advanceTimersByTime(1_000);
    await Promise.resolve();
    expect(launched[0].closed).toBe(true);
    await (await kept.launch()).close();
    expect(launched).toHaveLength(2);
  });

  it('keeps the browser while any use is under way, and counts a use handed back twice once', async () => {
    const { launcher, launched } = standIn();
    const kept = keptBrowser(launcher, 1_000);
    const first = await kept.launch();
    const second = await kept.launch();
    await first.close();
    await first.close();
    jest.advanceTimersByTime(5_000);
    expect(launched[0].closed).toBe(false);
    await second.close();
    jest.advanceTimersByTime(1_000);
    await Promise.resolve();
    expect(launched[0].closed).toBe(true);
  });

  it('launches again after a browser disconnects or fails to start', async () => {
    const { launcher, launched } = standIn(1);
    const kept = keptBrowser(launcher, 1_000);
    await expect(kept.launch()).rejects.toThrow('no browser here');
    await (await kept.launch()).close();
    launched[0].disconnect();
    await (await kept.launch()).close();
    expect(launched).toHaveLength(2);
  });

  it('closes an idle browser at once when asked, and a browser in use not at all', async () => {
    const { launcher, launched } = standIn();
    const kept = keptBrowser(launcher, 60_000);
    const use = await kept.launch();
    await kept.closeIdle();
    expect(launched[0].closed).toBe(false);
    await use.close();
    await kept.closeIdle();
    expect(launched[0].closed).toBe(true);
  });
});
