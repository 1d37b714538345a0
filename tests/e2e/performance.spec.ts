import {expect, test, type Page} from '@playwright/test';
import {expectOpensInApp, gotoHydrated, recordErrors} from './helpers';
import {AUSTRALIA} from './site';
import {builtRoutes} from './built-routes';

// What src/plugins/performance changes in the browser: the work moves, nothing is dropped.

test.use({viewport: {width: 375, height: 812}});

// The home page, a guide, the news, and the pages whose tables or tools sort and date on load:
// the reading tools (the finder answering a shared address) and the overviews of states and provinces.
const LOADS = [
  '/',
  AUSTRALIA,
  '/news',
  '/eu-pay-transparency-directive',
  '/directive-grid',
  '/compare',
  '/which-rules-apply?c=california:20&c=germany:150&order=next-date',
  '/countries/united-states-pay-transparency-laws',
  '/countries/canada-pay-transparency-reporting',
];

for (const route of LOADS) {
  test(`${route} creates no ICU formatter or collator while it loads and hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {icuCalls: string[]}).icuCalls = calls;
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: unknown[]) {
        calls.push(`localeCompare ${new Error().stack?.split('\n')[2]?.trim()}`);
        return Reflect.apply(original, this, args) as number;
      };
      const OriginalDateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(OriginalDateTimeFormat, {
        construct(target, args) {
          calls.push(`DateTimeFormat ${new Error().stack?.split('\n')[2]?.trim()}`);
          return new target(...(args as []));
        },
      });
    });
    await gotoHydrated(page, route);
    // Effects and idle work after hydration count too.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls)).toEqual(
      [],
    );
  });
}

test('the first paint waits for the whole page: the render-blocking link names its last element', async ({
  page,
}) => {
  await page.goto('/');
  for (const route of ['/', AUSTRALIA, '/eu-pay-transparency-directive', '/news']) {
    const html = await (await page.request.get(route)).text();
    const {expected, last} = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const link = doc.head.querySelector('link[rel="expect"][blocking="render"]');
      return {expected: link?.getAttribute('href'), last: doc.body.lastElementChild?.id};
    }, html);
    expect(expected, route).toBe(`#${last}`);
  }
});

test('the news index still prefetches the pages its visible links lead to', async ({page}) => {
  await gotoHydrated(page, '/news');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
  await expectOpensInApp(page, page.locator('article h2 a').first());
});

test("a kept article's links open their page in the app", async ({page}) => {
  await gotoHydrated(page, '/eu-pay-transparency-directive');
  await expectOpensInApp(page, page.locator('.markdown a[href^="/countries/"]').first());
});

test("the entry script only starts the app: Docusaurus' client entry runs in later tasks", async ({
  page,
}) => {
  // A script's load event fires in the task that ran it.
  await page.addInitScript(() => {
    const state = window as unknown as {docusaurusAtEntryLoad?: string};
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && /\/main\.[^/]*\.js$/.test(node.src)) {
          node.addEventListener('load', () => {
            state.docusaurusAtEntryLoad = typeof (window as {docusaurus?: unknown}).docusaurus;
          });
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, '/news');
  expect(
    await page.evaluate(
      () => (window as unknown as {docusaurusAtEntryLoad?: string}).docusaurusAtEntryLoad,
    ),
  ).toBe('undefined');
  expect(await page.evaluate(() => typeof (window as {docusaurus?: unknown}).docusaurus)).toBe(
    'object',
  );
});

/** The scripts a page requested up to hydration (prefetch hints are <link>s, not counted). */
async function scriptsLoaded(page: Page, route: string): Promise<string[]> {
  await gotoHydrated(page, route);
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );
}

test('the news index requests each code chunk of its first page once', async ({page}) => {
  const scripts = await scriptsLoaded(page, '/news');
  // The entry, the runtime and a chunk per post at least.
  expect(scripts.length).toBeGreaterThan(14);
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
});

test("a doc page downloads its own content, not the home page's", async ({browser}) => {
  // The docs' layout routes share the home page's path, `/`.
  const loadedBy = async (route: string) => {
    const page = await browser.newPage();
    const scripts = await scriptsLoaded(page, route);
    await page.close();
    return scripts;
  };
  const home = await loadedBy('/');
  for (const route of [AUSTRALIA, '/glossary']) {
    const scripts = await loadedBy(route);
    expect(
      home.filter((url) => !scripts.includes(url)),
      route,
    ).not.toEqual([]);
    expect(
      scripts.filter((url) => !home.includes(url)),
      route,
    ).not.toEqual([]);
  }
});

test('the preloader finds the code chunks of every built route', async ({page}) => {
  const {errors} = recordErrors(page);
  await gotoHydrated(page, '/');
  const routes = builtRoutes();
  const preloaded = await page.evaluate(async (paths) => {
    const {preload} = (window as unknown as {docusaurus: {preload(path: string): Promise<unknown>}})
      .docusaurus;
    for (const path of paths) await preload(path);
    return paths.length;
  }, routes);
  expect(preloaded).toBe(routes.length);
  expect(errors).toEqual([]);
});

test('Prism loads only when a code block is rendered: not on a first load, and after navigating to one', async ({
  page,
}) => {
  const CSRD = '/eu-corporate-sustainability-reporting-directive';
  const prismScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // Prism's tokenizer; no other script of the site has this name.
    if (body.includes('tokenize')) prismScripts.push(new URL(response.url()).pathname);
  });
  // A post without code, then a page with code, each as a first load: the server's highlighting is kept.
  await gotoHydrated(page, '/news/what-is-the-massachusetts-pay-transparency-law');
  await gotoHydrated(page, CSRD);
  await expect(page.locator('article pre code .token').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(prismScripts).toEqual([]);
  // Reached in the app, the page renders its code block, which loads Prism.
  await gotoHydrated(page, '/glossary');
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, CSRD);
  await expect(page.locator('article pre code .token').first()).toBeAttached();
  await expect.poll(() => prismScripts.length).toBeGreaterThan(0);
});
