import { queriesInBuildProcess } from './queryProcess';

describe('queriesInBuildProcess', () => {
  it('counts one core for Gatsby on a machine of two, or of one', () => {
    for (const cores of [1, 2]) {
      const env: NodeJS.ProcessEnv = {};
      expect(queriesInBuildProcess(env, cores)).toBe(true);
      expect(env.GATSBY_CPU_COUNT).toBe('1');
    }
  });

  it('leaves a machine of more cores, and a count the operator set, alone', () => {
    const wide: NodeJS.ProcessEnv = {};
    expect(queriesInBuildProcess(wide, 4)).toBe(false);
    expect(wide.GATSBY_CPU_COUNT).toBeUndefined();
    const chosen: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: 'logical_cores' };
    expect(queriesInBuildProcess(chosen, 2)).toBe(false);
    expect(chosen.GATSBY_CPU_COUNT).toBe('logical_cores');
  });
});
