import {expect, test} from '@playwright/test';
import {announcementText, siteSettings} from './site';
import {gotoHydrated} from './helpers';
import {DESKTOP_BREAKPOINT} from '../../src/utils/breakpoint';

const GUIDE = '/countries/uk-pay-transparency-reporting';

test.describe('navbar', () => {
  test('is fixed at the top, 80 px high, with a 34 px square logo', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const navbar = page.locator('nav.navbar');
    expect((await navbar.boundingBox())?.height).toBe(80);
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
    const logo = await page.locator('.navbar__logo img').first().boundingBox();
    expect([logo?.width, logo?.height]).toEqual([34, 34]);
  });

  test('links to the marketing site, docs and news', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const items = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(items).toHaveText([
      'Products & Services',
      'Intelligence',
      'Pricing',
      'Docs',
      'News',
    ]);
    const {marketing} = siteSettings;
    await expect(items.nth(0)).toHaveAttribute('href', marketing.productsAndServices);
    await expect(items.nth(1)).toHaveAttribute('href', marketing.intelligence);
    await expect(items.nth(2)).toHaveAttribute('href', marketing.pricing);
    await expect(items.nth(0)).toHaveAttribute('target', '_blank');
    await expect(items.nth(3)).toHaveAttribute('href', '/');
    await expect(items.nth(4)).toHaveAttribute('href', '/news');
  });

  test('the Demo button opens the booking page in a new tab', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const demo = page.locator('.navbar__items--right a', {hasText: 'Demo'});
    await expect(demo).toHaveAttribute('href', siteSettings.demoUrl);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(demo).toHaveClass(/button/);
  });

  test('search and the colour-mode toggle sit on the right', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('button', {name: /search/i})).toBeVisible();
    await expect(right.getByRole('button', {name: /dark and light mode/})).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('opens the docs menu, goes back to the main menu, reaches Demo and closes', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'News'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'United Kingdom'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const demo = sidebar.locator('a', {hasText: 'Demo'});
    await expect(demo).toBeVisible();
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(sidebar.locator('a', {hasText: 'News'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  const toggleName = /Switch between dark and light mode \(currently (.*)\)/;

  test('cycles system → light → dark → system, persists and syncs across tabs', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, GUIDE);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: toggleName});
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const other = await context.newPage();
    await gotoHydrated(other, '/glossary');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.getByRole('button', {name: toggleName})).toHaveAccessibleName(
      /currently system mode/,
    );
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('system mode follows the operating system', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test.describe('announcement bar', () => {
  test('closes, stays closed after reload, and returns for a new id', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const bar = page.getByRole('banner').filter({hasText: announcementText.slice(0, 30)});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(bar).toBeHidden();
    // A new announcement id (as after a rebuild with ANNOUNCEMENT_ID changed) shows the bar again.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload();
    await expect(bar).toBeVisible();
  });

  // From 997 px the theme's bar is 30 px high; up to about 1,366 px its text takes two lines.
  for (const width of [DESKTOP_BREAKPOINT + 1, 1200, 1365]) {
    test(`at ${width} px its whole text shows inside the bar, above the navbar`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, GUIDE);
      const bar = page.locator('.theme-announcement-bar');
      const [barBox, textBox, navbarBox] = await Promise.all([
        bar.boundingBox(),
        bar.locator('[class*="announcementBarContent"]').boundingBox(),
        page.locator('nav.navbar').boundingBox(),
      ]);
      expect(barBox!.y).toBeGreaterThanOrEqual(0);
      expect(textBox!.y).toBeGreaterThanOrEqual(barBox!.y);
      expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(barBox!.y + barBox!.height);
      expect(navbarBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
    });
  }
});

test.describe('footer', () => {
  test('is light, with link columns, the logo and a dated copyright line', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const footer = page.locator('footer.footer');
    await expect(footer).not.toHaveClass(/footer--dark/);
    await expect(footer.locator('.footer__title')).toHaveText([
      'Country guides',
      'EU law',
      'News',
      'Legal',
      siteSettings.brandName,
    ]);
    await expect(footer.locator('a[href="/resources/privacy-policy"]')).toBeVisible();
    // Both themed variants are in the HTML; CSS shows the one for the current colour mode.
    await expect(footer.locator('img.footer__logo:visible')).toHaveCount(1);
    await expect(footer.locator('.footer__copyright')).toContainText(
      `© ${new Date().getFullYear()} ${siteSettings.brandName}`,
    );
  });
});

test.describe('table of contents', () => {
  test('holds only h2 and h3 headings of the article, those its authors wrote', async ({page}) => {
    await page.goto('/eu-pay-transparency-directive');
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(5);
    const levels = await tocLinks.evaluateAll((links) =>
      links.map(
        (a) =>
          document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName,
      ),
    );
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
    // Each obligation's h3 comes from the dataset, one per record: the TOC lists the section.
    const headingCount = await page
      .locator('article .markdown :is(h2, h3)[id]:not([data-obligation])')
      .count();
    expect(await tocLinks.count()).toBe(headingCount);
  });
});

test.describe('wrong base URL', () => {
  test('shows "Your site did not load properly" when scripts and styles fail', async ({page}) => {
    await page.route(/\.(js|css)$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Your site did not load properly')).toBeVisible();
  });

  test('is never added when the site loads', async ({page}) => {
    // After hydration: the check runs once the entry scripts have loaded.
    await gotoHydrated(page, '/');
    await expect(page.getByText('Your site did not load properly')).toHaveCount(0);
  });
});
