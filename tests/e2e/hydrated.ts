import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the colour-mode toggle is rendered
 * disabled on the server and enabled only by the client. A click on a link
 * before then is a plain browser navigation, not the router's.
 */
export const hydrated = (page: Page) => expect(page.getByRole('button', { name: /Switch between dark and light mode/ }).first()).toBeEnabled();
