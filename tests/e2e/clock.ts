import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`), so that
 * timers fire only as the test runs them. The pause is set 10 s ahead of the
 * page's time, far enough that a busy machine cannot reach it before the call
 * does: Playwright refuses a pause in the past ("Cannot fast-forward to the
 * past"), as at 100 ms ahead once in CI.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}
