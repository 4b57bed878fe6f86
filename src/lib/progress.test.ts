import { PROGRESS_SETTINGS, trickle } from './progress';

describe('progress bar', () => {
  it('starts at the minimum and trickles in shrinking steps', () => {
    expect(trickle(null)).toBe(0.08);
    expect(trickle(0.08)).toBeCloseTo(0.18);
    expect(trickle(0.3)).toBeCloseTo(0.34);
    expect(trickle(0.6)).toBeCloseTo(0.62);
    expect(trickle(0.9)).toBeCloseTo(0.905);
  });

  it('never reaches the end by trickling alone', () => {
    let status: number | null = null;
    for (let i = 0; i < 1000; i++) status = trickle(status);
    expect(status).toBeLessThanOrEqual(0.994);
  });

  it('uses the spec constants', () => {
    expect(PROGRESS_SETTINGS).toMatchObject({ delay: 200, minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, showSpinner: false });
  });
});
