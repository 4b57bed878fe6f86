import { expect, type Page } from '@playwright/test';

/** Opens the search modal with Ctrl+K (or, when it is open, reuses it) and puts `query` in its box. */
export async function searchFor(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  if (!(await input.isVisible())) {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
  }
  await input.fill(query);
}
