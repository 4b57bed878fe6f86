import { describe, expect, it } from '@jest/globals';
import type { Store } from 'gatsby';
import { gatsbyState, gatsbyStateShape } from './gatsbyState';

const state = { program: { directory: '/site' }, pages: new Map(), flattenedPlugins: [{ name: 'default-site-plugin', pluginOptions: {} }] };
const storeOf = (value: unknown) => ({ getState: () => value }) as unknown as Store;

describe("Gatsby's state (private hook gatsby-state)", () => {
  it('is read as it is when it has the fields the site reads', () => {
    expect(gatsbyStateShape(state)).toBeNull();
    expect(gatsbyState(storeOf(state)).program.directory).toBe('/site');
  });

  it.each([
    ['no object', null, 'store.getState() gave no object'],
    ['no program.directory', { ...state, program: {} }, 'the state has no program.directory'],
    ['pages in an object', { ...state, pages: {} }, "the state's pages are not a Map"],
    ['unnamed plugins', { ...state, flattenedPlugins: [{ id: 'x' }] }, "the state's flattenedPlugins are not a list of named plugins"],
  ])('trips on %s, with a message naming the hook and both versions', (_what, value, reason) => {
    expect(gatsbyStateShape(value)).toBe(reason);
    expect(() => gatsbyState(storeOf(value))).toThrow(`Private hook "gatsby-state" cannot be used (gatsby 5.16.1, verified against 5.16.1): ${reason}.`);
  });
});
