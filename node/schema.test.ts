import { describe, expect, it } from '@jest/globals';
import { siteOfThisBuild, type Context } from './schema';
import type { Site } from './site';

/** A resolver's context that records what the resolver asked of Gatsby's node model. */
function recordingContext() {
  const calls: string[] = [];
  const context: Context = {
    nodeModel: {
      findAll: (q: object) => {
        calls.push(`findAll ${JSON.stringify(q)}`);
        return Promise.resolve({ entries: [] });
      },
      trackPageDependencies: (_result: unknown, dependencies: { connectionType: string }) => calls.push(`depends on every ${dependencies.connectionType}`),
    },
  };
  return { context, calls };
}

const built = Promise.resolve({ key: 'k' } as unknown as Site);

describe("a query's site", () => {
  it("in a build's own process, is the site createPages built, and the query depends on every content node without reading them", async () => {
    const { context, calls } = recordingContext();
    expect(await siteOfThisBuild(context, 'build', built)).toEqual({ key: 'k' });
    expect(calls).toEqual(['depends on every Mdx', 'depends on every File']);
  });

  it('is none under develop, where the content changes while the process runs, nor in a process that built no site', () => {
    for (const [command, site] of [
      ['develop', built],
      ['build', null],
    ] as const) {
      const { context, calls } = recordingContext();
      expect(siteOfThisBuild(context, command, site)).toBeNull();
      expect(calls).toEqual([]);
    }
  });
});
