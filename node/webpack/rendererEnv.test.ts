import webpack, { type Configuration } from 'webpack';
import { withoutBuildEnvironment } from './rendererEnv';

/** A renderer's configuration as Gatsby makes it for a Node target: the whole environment defined, with a `.env` file's variables and its own. */
function rendererConfig(
  env: Record<string, string>,
  fromEnvFile: Record<string, string> = {},
): { config: Configuration; definitions: Record<string, unknown> } {
  const definitions: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries({ ...fromEnvFile, ...env }).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    'process.env.BUILD_STAGE': JSON.stringify('build-html'),
    __PATH_PREFIX__: JSON.stringify(''),
  };
  const define = new webpack.DefinePlugin(definitions as Record<string, string>);
  return { config: { plugins: [define] }, definitions: (define as unknown as { definitions: Record<string, unknown> }).definitions };
}

describe('withoutBuildEnvironment', () => {
  const env = { NODE_ENV: 'production', OLDPWD: '/home/author', GITHUB_RUN_ID: '4242', GATSBY_DOCS_VERSIONS: '[]', PATH: '/usr/bin' };

  it("takes the machine's variables out and keeps NODE_ENV, GATSBY_ variables, a .env file's and Gatsby's own", () => {
    const { config, definitions } = rendererConfig(env, { API_URL: 'https://api.example' });
    expect(withoutBuildEnvironment(config, env)).toBe(3);
    expect(Object.keys(definitions).sort()).toEqual(
      ['__PATH_PREFIX__', 'process.env.API_URL', 'process.env.BUILD_STAGE', 'process.env.GATSBY_DOCS_VERSIONS', 'process.env.NODE_ENV'].sort(),
    );
  });

  it('gives two builds whose environments differ in a machine variable the same definitions', () => {
    const first = rendererConfig(env);
    const second = rendererConfig({ ...env, OLDPWD: '/tmp', GITHUB_RUN_ID: '4243' });
    withoutBuildEnvironment(first.config, env);
    withoutBuildEnvironment(second.config, { ...env, OLDPWD: '/tmp', GITHUB_RUN_ID: '4243' });
    expect(second.definitions).toEqual(first.definitions);
  });

  it('leaves a configuration without DefinePlugin alone, and says it found none (the hook then trips)', () => {
    expect(withoutBuildEnvironment({ plugins: [] }, env)).toBeNull();
  });
});
