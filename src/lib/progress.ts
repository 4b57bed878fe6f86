/**
 * The route-change progress bar's arithmetic (NProgress's, with the spec's
 * constants): the bar starts at `minimum`, trickles towards 99.4 % and is
 * set to 100 % when the route has updated.
 */
export const PROGRESS_SETTINGS = {
  /** Delay after the path changes before the bar shows (ms). */
  delay: 200,
  minimum: 0.08,
  /** Animation speed (ms). */
  speed: 200,
  /** Interval between trickle steps (ms). */
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The next value of a trickling bar: smaller steps as it fills, never past 0.994. */
export function trickle(status: number | null, rate: number = PROGRESS_SETTINGS.trickleRate): number {
  if (status === null) return PROGRESS_SETTINGS.minimum;
  if (status >= 1) return 1;
  let amount: number;
  if (status < 0.2) amount = 0.1;
  else if (status < 0.5) amount = 0.04;
  else if (status < 0.8) amount = rate;
  else if (status < 0.99) amount = 0.005;
  else amount = 0;
  return clamp(status + amount, PROGRESS_SETTINGS.minimum, 0.994);
}
