import {expect, type ConsoleMessage, type Locator, type Page} from '@playwright/test';

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

/**
 * Renders the page to an A4 PDF as Chromium prints it and returns each page's width and height
 * in points, one entry a page.
 */
export async function printedPageSizes(page: Page): Promise<Array<[number, number]>> {
  const pdf = (await page.pdf({format: 'A4'})).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const boxes = pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g);
  return [...boxes].map(([, width, height]) => [Number(width), Number(height)]);
}

/** Marks the document; a full page load replaces the mark, a navigation inside the app keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {marked: boolean}).marked = true));
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {marked?: boolean}).marked === true);
}

/**
 * Clicks `link` and checks that its page opened inside the app: the address is the link's, the
 * page's heading shows, and the document is still the one loaded (a full page load drops the mark).
 */
export async function expectOpensInApp(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  await markDocument(page);
  await link.click();
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.hash;
    })
    .toBe(href);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await documentIsMarked(page), 'the page was loaded in full, not opened in the app').toBe(
    true,
  );
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

const cspReportingPages = new WeakSet<Page>();

/** A console message that reports a Content-Security-Policy violation. */
export const isCspMessage = (message: ConsoleMessage) =>
  /Content.Security.Policy/i.test(message.text());

/**
 * Collects CSP violations, reported as DOM events or console errors, until the
 * returned function is called.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  if (!cspReportingPages.has(page)) {
    cspReportingPages.add(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
  }
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (isCspMessage(message)) consoleErrors.push(message.text());
  };
  page.on('console', onConsole);
  return async () => {
    page.off('console', onConsole);
    const events = await page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );
    return [...consoleErrors, ...events];
  };
}
