import {expect, test} from '@playwright/test';
import {gotoHydrated} from './searchHelpers';
import {AUSTRALIA} from './site';

// What src/plugins/performance changes in the browser: the work moves, nothing is dropped.

test.use({viewport: {width: 375, height: 812}});

for (const route of ['/', AUSTRALIA, '/news']) {
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
  const firstPost = await page.locator('article h2 a').first().getAttribute('href');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
  // The first post's page opens in the app, without a full page load.
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(new RegExp(`${firstPost}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});
