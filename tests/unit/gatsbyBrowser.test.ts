/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
import { describe, expect, it } from '@jest/globals';
import { options } from 'preact';
import { onClientEntry } from '../../gatsby-browser';
import { scheduleRender } from '../../src/client/renderScheduling';

describe('gatsby-browser', () => {
  // Gatsby runs onClientEntry before the first render: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#onClientEntry
  it('installs Preact\'s render scheduling in onClientEntry', () => {
    expect(options.debounceRendering).toBeUndefined();
    (onClientEntry as () => void)();
    expect(options.debounceRendering).toBe(scheduleRender);
  });
});
