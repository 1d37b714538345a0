import type {ConsoleMessage, Page} from '@playwright/test';

/** Page helpers every end-to-end spec shares; search's own are in searchHelpers.ts. */

/** Waits until React has taken over the document now in the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens a page and waits until React has taken over, so shortcuts work. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Fails the test on an uncaught error or a JavaScript dialog (an injected alert). */
export function failOnPageErrors(page: Page): void {
  page.on('pageerror', (error) => {
    throw error;
  });
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

/**
 * Records the page's uncaught errors and console errors (those `keep` accepts)
 * until `stop()`, for tests that assert the list is empty at the end.
 */
export function recordErrors(
  page: Page,
  keep: (message: ConsoleMessage) => boolean = () => true,
): {errors: string[]; stop(): void} {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && keep(message)) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
