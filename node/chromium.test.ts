import { findChromium } from './chromium';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH when it exists, and reports none when it does not', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, (f) => f === '/opt/chrome')).toBe('/opt/chrome');
    expect(findChromium({ CHROMIUM_PATH: '/opt/missing' }, (f) => f === '/usr/bin/chromium')).toBeNull();
  });

  it('otherwise looks in the usual places, Debian first', () => {
    expect(findChromium({}, (f) => f === '/usr/bin/chromium' || f === '/usr/bin/google-chrome')).toBe('/usr/bin/chromium');
    expect(findChromium({}, (f) => f === '/usr/bin/google-chrome')).toBe('/usr/bin/google-chrome');
    expect(findChromium({}, () => false)).toBeNull();
  });
});
