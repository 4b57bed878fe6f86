// Records every Content-Security-Policy violation a page reports, from before
// its first script, so that a test can say the page ran under its policy
// without breaking it.
import { expect, type Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Starts recording on every document the page loads; returns what the current document recorded so far. */
export async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

/** The page's policy from its `<meta>`, parsed into directives. */
export async function pagePolicy(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(content, 'the page carries its Content-Security-Policy').toBeTruthy();
  return new Map(
    content!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}
