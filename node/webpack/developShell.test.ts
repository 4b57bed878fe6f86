import path from 'node:path';
import webpack from 'webpack';
import { developShellPlugins } from './developShell';

type Replacement = webpack.NormalModuleReplacementPlugin & {
  resourceRegExp: RegExp;
  newResource: string | ((resource: { context: string; request: string }) => void);
};

describe('developShellPlugins', () => {
  const site = '/site';

  it("leaves the page templates and the site's page frame out of the develop shell's bundle", () => {
    const [templates, frame] = developShellPlugins(site, {}) as Replacement[];
    expect(templates.resourceRegExp.test('$virtual/async-requires')).toBe(true);
    expect(templates.newResource).toBe(path.join(site, 'node/webpack/developShellAsyncRequires.cjs'));
    const fromSsr = { context: site, request: './src/wrapPageElement' };
    (frame.newResource as (resource: { context: string; request: string }) => void)(fromSsr);
    expect(fromSsr.request).toBe(path.join(site, 'node/webpack/developShellWrapPageElement.cjs'));
    // The same name imported from elsewhere is some other module.
    const elsewhere = { context: path.join(site, 'src/other'), request: './src/wrapPageElement' };
    (frame.newResource as (resource: { context: string; request: string }) => void)(elsewhere);
    expect(elsewhere.request).toBe('./src/wrapPageElement');
  });

  it('changes nothing when develop renders pages on the server', () => {
    expect(developShellPlugins(site, { GATSBY_EXPERIMENTAL_DEV_SSR: 'true' })).toEqual([]);
  });

  it('stands in with what the shell calls: no templates, and the page element as it is', async () => {
    const asyncRequires = (await import('./developShellAsyncRequires.cjs')) as { components: object };
    const frame = (await import('./developShellWrapPageElement.cjs')) as { wrapPageElement(args: { element: unknown }): unknown };
    expect(asyncRequires.components).toEqual({});
    const element = { type: 'page' };
    expect(frame.wrapPageElement({ element })).toBe(element);
  });
});
