import { jest } from '@jest/globals';
import { retryingLoader } from './retryingLoader';

describe('retryingLoader', () => {
  it('loads once and shares the result', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const loader = retryingLoader(load);
    expect(await Promise.all([loader(), loader()])).toEqual(['chunk', 'chunk']);
    expect(await loader()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, and keeps the success', async () => {
    const load = jest.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValue('chunk');
    const loader = retryingLoader(load);
    await expect(loader()).rejects.toThrow('Loading chunk 7 failed');
    expect(await loader()).toBe('chunk');
    expect(await loader()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
