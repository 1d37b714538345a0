import type {Page} from '@playwright/test';

/** Waits until React has hydrated the page (Docusaurus marks <html>), so controls respond. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
