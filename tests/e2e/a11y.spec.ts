import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { blogPosts } from './content';

const PAGES = [
  ['home page', '/'],
  ['doc page', '/docs/machine_learning/traditional_algorithm/logistic_regression'],
  ['blog post', blogPosts()[0].route],
  ['page with figures', '/docs/opencv/image-processing-basics'],
  ['page with a diagram', '/docs/__test__/diagram'],
] as const;

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    // axe walks every node of the page: on the two-core CI machine a long doc (math,
    // figures) takes 20 to 27 s of the default 30 s, and once took 33 s while other
    // tests started beside it.
    test.describe.configure({ timeout: 90_000 });
    for (const [name, path] of PAGES) {
      test(`${name} has no axe violations`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes
              .slice(0, 5)
              .map((n) => `    ${n.target.join(' ')}`)
              .join('\n')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
