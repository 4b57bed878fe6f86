import { findPublishedSecrets, isSecretName, scrubbedEnv, secretValues } from './secrets';

describe('secrets', () => {
  it('knows variables named like keys, tokens, secrets and passwords, and the public search key as public', () => {
    for (const name of [
      'ALGOLIA_ADMIN_KEY',
      'GITHUB_TOKEN',
      'NODE_AUTH_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
      'OPENAI_API_KEY',
      'DB_PASSWORD',
      'GATSBY_SECRET_THING',
      'apikey',
    ])
      expect(isSecretName(name)).toBe(true);
    for (const name of ['GATSBY_ALGOLIA_SEARCH_KEY', 'GATSBY_ALGOLIA_APP_ID', 'HOME', 'PATH', 'GIT_AUTHOR_NAME', 'SSH_AUTH_SOCK', 'KEYBOARD_LAYOUT'])
      expect(isSecretName(name)).toBe(false);
  });

  it('scrubs them from the environment content runs with, keeping the rest', () => {
    expect(scrubbedEnv({ ALGOLIA_ADMIN_KEY: 'a', GATSBY_ALGOLIA_SEARCH_KEY: 'b', HOME: '/root', UNSET: undefined })).toEqual({
      GATSBY_ALGOLIA_SEARCH_KEY: 'b',
      HOME: '/root',
    });
  });

  it('finds a published secret by name and file, ignoring values too short to tell apart', () => {
    const secrets = secretValues({ ALGOLIA_ADMIN_KEY: 'adm1n-k3y-0123456789', CI_JOB_TOKEN: '1', GATSBY_ALGOLIA_SEARCH_KEY: 'public-search-key-123' });
    expect(secrets.map((s) => s.name)).toEqual(['ALGOLIA_ADMIN_KEY']);
    const files = [
      { path: 'docs/a/index.html', text: '<p>adm1n-k3y-0123456789</p>' },
      { path: 'app.js', text: 'var k="public-search-key-123"' },
      { path: 'page-data/x.json', text: '{"n":1}' },
    ];
    expect(findPublishedSecrets(files, secrets)).toEqual([{ name: 'ALGOLIA_ADMIN_KEY', file: 'docs/a/index.html' }]);
  });
});
