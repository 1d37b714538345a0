import {expect, test, type Page} from '@playwright/test';
import {gotoInMode, wcagViolations} from './axe';
import {gotoHydrated} from './helpers';

/**
 * The build with an analytics ID (GTAG_TRACKING_ID=G-TEST123, served from
 * build-services/, which has fake Algolia credentials too). Google's hosts
 * are intercepted, so nothing leaves the machine: gtag.js is answered with an
 * empty script.
 */
const TRACKING_ID = 'G-TEST123';
const STORAGE_KEY = 'analytics-consent';
const GUIDE = '/countries/uk-pay-transparency-reporting';

async function interceptGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({contentType: 'text/javascript', body: '/* gtag.js stub */'});
  });
  return requests;
}

/** The gtag() commands queued so far, as plain arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer as IArguments[]).map((args) => JSON.parse(JSON.stringify([...args]))),
  );

// Each test walks several pages and reloads.
test.describe.configure({timeout: 60_000});

const banner = (page: Page) => page.getByRole('region', {name: 'Analytics cookies'});

test('before any choice: consent denied by default, gtag.js not loaded, banner shown', async ({
  page,
}) => {
  const google = await interceptGoogle(page);
  await gotoHydrated(page, GUIDE);
  await expect(banner(page)).toBeVisible();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(google).toEqual([]);
  const commands = await gtagCommands(page);
  expect(commands[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    },
  ]);
  expect(commands.some(([command]) => command === 'config')).toBe(false);
  expect(await page.context().cookies()).toEqual([]);
});

test('Accept loads gtag.js with IP anonymisation, and the choice is remembered', async ({page}) => {
  const google = await interceptGoogle(page);
  await gotoHydrated(page, GUIDE);
  await banner(page).getByRole('button', {name: 'Accept analytics cookies'}).click();
  await expect.poll(() => google.length).toBe(1);
  expect(google[0]).toContain(`googletagmanager.com/gtag/js?id=${TRACKING_ID}`);
  const commands = await gtagCommands(page);
  expect(commands).toContainEqual(['consent', 'update', {analytics_storage: 'granted'}]);
  expect(commands).toContainEqual(['config', TRACKING_ID, {anonymize_ip: true}]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('granted');
  await expect(page.getByText('You accepted analytics cookies.')).toBeFocused();

  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.length).toBe(2);

  // Client-side navigations are reported as page views.
  await page.locator('footer').getByRole('link', {name: 'Glossary'}).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect
    .poll(async () => (await gtagCommands(page)).filter(([, name]) => name === 'page_view'))
    .toEqual([['event', 'page_view', expect.objectContaining({page_path: '/glossary'})]]);
});

test('Reject keeps gtag.js away on this and later pages', async ({page}) => {
  const google = await interceptGoogle(page);
  await gotoHydrated(page, GUIDE);
  await banner(page).getByRole('button', {name: 'Reject analytics cookies'}).click();
  await expect(page.getByText('You rejected analytics cookies.')).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('denied');
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await page.goto('/news');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(google).toEqual([]);
});

test('"Cookie settings" in the footer reopens the banner from the keyboard and changes the choice', async ({
  page,
}) => {
  const google = await interceptGoogle(page);
  await gotoHydrated(page, GUIDE);
  await page.evaluate((key) => localStorage.setItem(key, 'granted'), STORAGE_KEY);
  await page.reload();
  await expect.poll(() => google.length).toBe(1);

  const settings = page.locator('footer').getByRole('button', {name: 'Cookie settings'});
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Tab'); // the privacy policy link
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', {name: 'Reject analytics cookies'})).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await gtagCommands(page)).toContainEqual([
    'consent',
    'update',
    {analytics_storage: 'denied'},
  ]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('denied');
  await page.getByRole('button', {name: 'Hide this message'}).press('Enter');
  await expect(settings).toBeFocused();
});

test('the banner comes first in tab order, before the skip link', async ({page}) => {
  await interceptGoogle(page);
  await gotoHydrated(page, GUIDE);
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', {name: 'How we use analytics'})).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the banner has no WCAG 2.2 A/AA violation in ${mode} mode`, async ({page}) => {
    await interceptGoogle(page);
    await gotoInMode(page, GUIDE, mode);
    await expect(banner(page)).toBeVisible();
    expect(await wcagViolations(page, '[data-consent-banner]')).toEqual([]);
    expect(await wcagViolations(page, 'footer')).toEqual([]);
  });
}
