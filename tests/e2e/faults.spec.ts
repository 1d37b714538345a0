import {expect, test, type Page, type Request, type Route} from '@playwright/test';
import {documentIsMarked, gotoHydrated, markDocument, waitForHydration} from './helpers';
import {expectSearchError, hits, openSearch, searchFor, searchInput} from './searchHelpers';
import {AUSTRALIA} from './site';

/**
 * The site as it really fails: a reader on a train loses the network, a CDN
 * serves a page whose files a new deploy removed, a component throws. Each
 * failure is made by intercepting the browser's requests, and each test
 * checks the spec's answer to it (its error catalogue) and that the reader
 * gets on once the cause is gone.
 */

const UK_GUIDE = '/countries/uk-pay-transparency-reporting';

/** Whether a request loads a page in full at `route` (a reload, or a link followed without the app). */
function isPageLoad(page: Page, route: string) {
  return (request: Request) =>
    request.isNavigationRequest() &&
    request.frame() === page.mainFrame() &&
    new URL(request.url()).pathname === route;
}

/**
 * Answers the requests matching `pattern` with `fail` until the browser has
 * started `pageLoads` more page loads, then lets them through: the network
 * comes back, or the new deploy's pages arrive. Returns how many it failed.
 */
async function failUntilPageLoads(
  page: Page,
  pattern: string,
  fail: (route: Route) => Promise<void>,
  pageLoads = 1,
): Promise<() => number> {
  let loadsLeft = pageLoads;
  let failed = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loadsLeft -= 1;
  });
  await page.route(pattern, async (route) => {
    if (loadsLeft <= 0) return route.fallback();
    failed += 1;
    return fail(route);
  });
  return () => failed;
}

const removedByDeploy = (route: Route) => route.fulfill({status: 404, body: 'Not found'});
const networkDropped = (route: Route) => route.abort('internetdisconnected');

/** A script of the page's own code: any but the entry (the runtime and the main bundle). */
const PAGE_CHUNK = /\/assets\/js\/(?!(runtime~)?main\.)[^/]+\.js$/;

/** Fails every download of the page's own code with `fail` until `restore()`: the network is back. */
async function failPageChunks(
  page: Page,
  fail: (route: Route) => Promise<void>,
): Promise<{failed: () => number; restore: () => Promise<void>}> {
  let failed = 0;
  const handler = async (route: Route) => {
    if (!PAGE_CHUNK.test(new URL(route.request().url()).pathname)) return route.fallback();
    failed += 1;
    return fail(route);
  };
  await page.route('**/assets/js/**', handler);
  return {failed: () => failed, restore: () => page.unroute('**/assets/js/**', handler)};
}

/** The spec's error catalogue for a page chunk that failed: the error text with 'Retry'. */
async function expectChunkLoadError(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
  await expect(alert).toBeVisible();
  await expect(alert.locator('code')).toContainText(/chunk/i);
  await expect(alert.getByRole('button', {name: 'Retry'})).toBeVisible();
}

/** The page is an app again: its article, and search and the colour toggle respond. */
async function expectWorkingPage(page: Page, heading: string): Promise<void> {
  await expect(page.locator('article h1')).toContainText(heading);
  await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
  await openSearch(page);
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', {name: /^Switch between dark and light mode/});
  const mode = (await toggle.getAttribute('aria-label'))!;
  await toggle.click();
  await expect(toggle).not.toHaveAccessibleName(mode);
}

test('a page chunk that fails during navigation makes the browser load that page in full', async ({
  page,
}) => {
  await gotoHydrated(page, '/glossary');
  await markDocument(page);
  // The network drops for scripts; it is back by the time the browser asks for a page again.
  const failed = await failUntilPageLoads(page, '**/assets/js/**', (route) =>
    route.abort('internetdisconnected'),
  );
  const pageLoad = page.waitForRequest(isPageLoad(page, UK_GUIDE));
  await page.locator(`.theme-doc-sidebar-menu a[href="${UK_GUIDE}"]`).click();
  await pageLoad;
  // The heading is the new document's; then that document hydrates.
  await expect(page.locator('article h1')).toContainText('United Kingdom');
  await waitForHydration(page);
  expect(failed()).toBeGreaterThan(0);
  expect(await documentIsMarked(page)).toBe(false);
});

test.describe('a page chunk that keeps failing ends in the error text and Retry, which then works', () => {
  const failures = [
    ['the network dropped', networkDropped],
    ['a 404', removedByDeploy],
  ] as const;
  for (const [cause, fail] of failures) {
    test(`on a direct load (${cause})`, async ({page}) => {
      const chunks = await failPageChunks(page, fail);
      await page.goto(UK_GUIDE);
      await expectChunkLoadError(page);
      expect(chunks.failed()).toBeGreaterThan(0);
      await chunks.restore();
      await page.getByRole('button', {name: 'Retry'}).click();
      await expectWorkingPage(page, 'United Kingdom');
    });

    test(`on a navigation, after the reload (${cause})`, async ({page}) => {
      await gotoHydrated(page, '/glossary');
      await markDocument(page);
      const chunks = await failPageChunks(page, fail);
      const pageLoad = page.waitForRequest(isPageLoad(page, UK_GUIDE));
      await page.locator(`.theme-doc-sidebar-menu a[href="${UK_GUIDE}"]`).click();
      await pageLoad;
      await expectChunkLoadError(page);
      expect(await documentIsMarked(page)).toBe(false);
      await chunks.restore();
      await page.getByRole('button', {name: 'Retry'}).click();
      await expectWorkingPage(page, 'United Kingdom');
    });
  }
});

test.describe('a deploy that removed the files the open page names', () => {
  test('a hydrated page follows a link to the new page, loading it in full', async ({page}) => {
    await gotoHydrated(page, '/glossary');
    await markDocument(page);
    const removed = await failUntilPageLoads(page, '**/assets/**', removedByDeploy);
    const pageLoad = page.waitForRequest(isPageLoad(page, '/news'));
    await page.locator('nav.navbar a[href="/news"]').click();
    await pageLoad;
    await expect(page).toHaveTitle(/^News \|/);
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(removed()).toBeGreaterThan(0);
    expect(await documentIsMarked(page)).toBe(false);
  });

  test('a cached page whose scripts and styles are gone still reads, and its links reach the new pages', async ({
    page,
  }) => {
    // The first page load is the stale copy; the second is the new deploy.
    const removed = await failUntilPageLoads(page, '**/assets/**', removedByDeploy, 2);
    await page.goto('/glossary');
    await expect(page.locator('article h1')).toHaveText(
      'Glossary of pay transparency and pay equity terms',
    );
    await expect(page.locator('article .markdown h2').first()).toBeVisible();
    expect(removed()).toBeGreaterThan(0);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await page.locator('footer a[href="/news"]').click();
    await expect(page).toHaveTitle(/^News \|/);
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

/** Where a test makes the glossary's content component throw: `window.renderFault` holds the message. */
async function glossaryThrowsOnFault(page: Page): Promise<() => number> {
  let rewritten = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    // Once more if the server closed the kept-alive connection as the request went out.
    const response = await route.fetch().catch(() => route.fetch());
    const body = await response.text();
    // The glossary's MDX module exports its component as `default` right after `metadata`; the
    // chunk may hold other modules with a default export of their own, which are left alone.
    if (!body.includes('"permalink":"/glossary"')) return route.fulfill({response});
    const faulty = body.replace(
      /(\{metadata:\(\)=>[\w$]+,)default:\(\)=>([\w$]+)/,
      (_, before: string, component: string) =>
        // `props$` cannot be a minified name, so it never shadows the component's own.
        `${before}default:()=>(${component}.withFault??=function(props$){` +
        `if(window.renderFault)throw new Error(window.renderFault);return ${component}(props$)})`,
    );
    if (faulty !== body) rewritten += 1;
    return route.fulfill({response, body: faulty});
  });
  return () => rewritten;
}

test.describe('a component that throws shows "Page Error" with its message and "Try again", which recovers', () => {
  const message = 'Injected fault: the glossary could not render';
  const setFault = (page: Page) =>
    page.evaluate(
      (text) => ((window as unknown as {renderFault?: string}).renderFault = text),
      message,
    );

  /** The spec's crash screen, inside the page: the navbar still leads elsewhere. */
  async function expectCrashScreen(page: Page): Promise<void> {
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.locator('nav.navbar a[href="/news"]')).toBeVisible();
  }

  /** 'Try again' with the fault gone renders the glossary, as an app. */
  async function expectTryAgainRecovers(page: Page): Promise<void> {
    await page.evaluate(() => delete (window as unknown as {renderFault?: string}).renderFault);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article h1')).toHaveText(
      'Glossary of pay transparency and pay equity terms',
    );
    await expect(page.locator('article .markdown h2').first()).toBeVisible();
    await expect(page).toHaveTitle(/^Glossary of pay transparency/);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    // Prefetches still in flight would otherwise reach the handler after the test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  }

  test('on a navigation', async ({page}) => {
    const rewritten = await glossaryThrowsOnFault(page);
    await gotoHydrated(page, UK_GUIDE);
    await setFault(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/glossary"]').click();
    await expectCrashScreen(page);
    expect(rewritten()).toBeGreaterThan(0);
    await expectTryAgainRecovers(page);
  });

  test('on a direct load', async ({page}) => {
    const rewritten = await glossaryThrowsOnFault(page);
    await page.addInitScript(
      (text) => ((window as unknown as {renderFault?: string}).renderFault = text),
      message,
    );
    // The article's components run once the page is an app: while it hydrates, or just after.
    await gotoHydrated(page, '/glossary');
    await expectCrashScreen(page);
    expect(rewritten()).toBeGreaterThan(0);
    await expectTryAgainRecovers(page);
  });
});

test('when the search index stops answering mid-session, search says so, then answers again', async ({
  page,
}) => {
  await gotoHydrated(page, AUSTRALIA);
  await openSearch(page);
  await searchFor(page, 'WGEA');
  // The reader's network drops; the next query needs index files not fetched yet.
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await searchInput(page).fill('Netherlands');
  await expectSearchError(page);
  await page.unroute('**/pagefind/**');
  await searchFor(page, 'Netherlands ');
  await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
  await expect(hits(page).first()).toContainText(/Netherlands/i);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('a guide shows its article, navigation links and footer, and the links lead on', async ({
    page,
  }) => {
    await page.goto(UK_GUIDE);
    await expect(page.locator('article h1')).toContainText('United Kingdom');
    await expect(page.locator('article .markdown p').first()).toBeVisible();
    const navbar = page.locator('nav.navbar');
    for (const label of ['Docs', 'News']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(page.locator('.theme-doc-sidebar-menu a[href="/glossary"]')).toBeVisible();
    await expect(page.locator('footer.footer a[href="/resources/privacy-policy"]')).toBeVisible();
    await navbar.getByRole('link', {name: 'News', exact: true}).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('main article h2').first()).toBeVisible();
  });

  test('on a phone, the article, the breadcrumbs and the footer links read', async ({page}) => {
    // The menu and search buttons need JavaScript; the breadcrumbs and footer lead on without it.
    await page.setViewportSize({width: 375, height: 812});
    await page.goto(UK_GUIDE);
    await expect(page.locator('article h1')).toContainText('United Kingdom');
    await expect(page.locator('article .markdown p').first()).toBeInViewport();
    await expect(page.locator('nav[aria-label="Breadcrumbs"] a').first()).toBeVisible();
    for (const href of ['/news', '/glossary', '/resources/privacy-policy']) {
      await expect(page.locator(`footer.footer a[href="${href}"]`)).toBeVisible();
    }
    await page.locator('footer.footer a[href="/news"]').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('main article h2').first()).toBeVisible();
  });
});
