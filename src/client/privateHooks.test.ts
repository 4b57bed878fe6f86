import { afterEach, describe, expect, it, jest } from '@jest/globals';

/** The module as a bundle built with `value` in GATSBY_PRIVATE_HOOKS_OFF reads it. */
async function builtWith(value: string | undefined) {
  if (value === undefined) delete process.env.GATSBY_PRIVATE_HOOKS_OFF;
  else process.env.GATSBY_PRIVATE_HOOKS_OFF = value;
  jest.resetModules();
  return import('./privateHooks');
}

describe('browserHookOn', () => {
  const saved = process.env.GATSBY_PRIVATE_HOOKS_OFF;
  afterEach(() => {
    if (saved === undefined) delete process.env.GATSBY_PRIVATE_HOOKS_OFF;
    else process.env.GATSBY_PRIVATE_HOOKS_OFF = saved;
  });

  it('leaves every hook on when the build turned none off', async () => {
    for (const value of [undefined, '']) expect((await builtWith(value)).browserHookOn('navigate-global')).toBe(true);
  });

  it('turns off the hooks the gate named, and no hook whose name only contains one of them', async () => {
    const { browserHookOn } = await builtWith('heap-growth,loader-global');
    expect([browserHookOn('loader-global'), browserHookOn('heap-growth'), browserHookOn('navigate-global'), browserHookOn('loader')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
