// How soon a build that fails on its content must end after printing its error: a CI job must not wait on it until
// its own limit (docs/testing.md#the-failed-builds-check). Checked by scripts/test-failed-builds.mjs for each of its
// cases, and by scripts/test.mjs for the build with hostile content.

/** The most a failing build may take from its error line to its exit. */
export const EXIT_WITHIN_MS = 10_000;

/** Whether a build that printed its error `errorAtMs` after its start and exited `exitedAtMs` after it ended in time. */
export const exitedInTime = (errorAtMs, exitedAtMs) => exitedAtMs - errorAtMs <= EXIT_WITHIN_MS;

/**
 * When a failing build is called hung and stopped: a cold build of the whole site to its link check on a busy
 * two-core machine, not the minute it takes on a quiet one (docs/performance.md#figures-behind-the-code).
 */
export const HUNG_AFTER_MS = 360_000;
