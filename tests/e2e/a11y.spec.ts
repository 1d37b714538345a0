import type {Locator, Page} from '@playwright/test';
import {gotoInMode, resizeTo, switchColourMode, wcagViolations, type ColourMode} from './axe';
import {builtRoutes} from './built-routes';
import {expect, test} from './worker-page';

/**
 * axe-core's WCAG 2.2 A/AA rules on every route of the built site, in light
 * and dark mode at 1280 and 375 px. Each route is loaded once and checked in
 * the four layouts by switching mode and width in place, which costs a
 * quarter of four separate loads.
 */
const LAYOUTS: ReadonlyArray<{mode: ColourMode; width: number}> = [
  {mode: 'light', width: 1280},
  {mode: 'light', width: 375},
  {mode: 'dark', width: 375},
  {mode: 'dark', width: 1280},
];

const allRoutes = builtRoutes();

test('the route list covers the sitemap, list pages, search and 404', () => {
  const expected = ['/', '/404', '/search', '/glossary', '/news', '/news/page/2', '/news/tags'];
  expect(expected.filter((route) => !allRoutes.includes(route))).toEqual([]);
  expect(allRoutes.filter((route) => route.startsWith('/news/tags/')).length).toBeGreaterThan(50);
  expect(allRoutes.length).toBeGreaterThan(100);
});

test.describe('every route', () => {
  // axe takes seconds per layout on the longest guides when the machine is busy.
  test.describe.configure({timeout: 180_000});

  for (const route of allRoutes) {
    test(`${route} has no WCAG 2.2 A/AA violation in either mode at 1280 or 375 px`, async ({
      workerPage: page,
    }) => {
      await resizeTo(page, 1280);
      await gotoInMode(page, route, 'light');
      const violations: string[] = [];
      for (const {mode, width} of LAYOUTS) {
        await switchColourMode(page, mode);
        await resizeTo(page, width);
        await expect(page.locator('.navbar__toggle')).toBeVisible({visible: width < 997});
        const found = await wcagViolations(page);
        violations.push(...found.map((violation) => `${mode} ${width}px: ${violation}`));
      }
      expect(violations).toEqual([]);
    });
  }
});

test.describe('motion', () => {
  const GUIDE = '/countries/uk-pay-transparency-reporting';
  const motionOf = (page: Page) =>
    page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v)));
      const durations = [
        'a',
        '.navbar-sidebar',
        '.menu__caret',
        '.theme-back-to-top-button',
        '.table-of-contents__link',
      ].flatMap((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [];
        const style = getComputedStyle(element);
        return [seconds(style.transitionDuration), seconds(style.animationDuration)];
      });
      return {
        longest: Math.max(...durations),
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });

  test('transitions run by default', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.goto(GUIDE);
    expect((await motionOf(page)).longest).toBeGreaterThan(0.05);
  });

  test('prefers-reduced-motion switches transitions, animations and smooth scrolling off', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(GUIDE);
    const motion = await motionOf(page);
    expect(motion.longest).toBeLessThanOrEqual(0.001);
    expect(motion.scroll).toBe('auto');
  });
});

test.describe('search dialog', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`with highlighted results and the scope chip has no WCAG 2.2 A/AA violation in ${mode} mode`, async ({
      page,
    }) => {
      // On a country guide, so that the scope chip is there too.
      await gotoInMode(page, '/countries/uk-pay-transparency-reporting', mode);
      await page.keyboard.press('ControlOrMeta+k');
      await page.locator('.DocSearch-Input').fill('WGEA');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      await expect(page.getByRole('button', {name: 'Only United Kingdom'})).toBeVisible();
      expect(await wcagViolations(page, '.DocSearch-Modal')).toEqual([]);
    });

    // axe skips placeholder text, and DocSearch's default grey fails AA (2.3:1).
    test(`placeholders of the search button and input reach 4.5:1 in ${mode} mode`, async ({
      page,
    }) => {
      await gotoInMode(page, '/glossary', mode);
      const button = page.locator('.DocSearch-Button');
      expect(
        await contrastOf(button.locator('.DocSearch-Button-Placeholder'), button),
      ).toBeGreaterThanOrEqual(4.5);
      await page.keyboard.press('ControlOrMeta+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      expect(
        await contrastOf(input, page.locator('.DocSearch-Form'), '::placeholder'),
      ).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('search page', () => {
  test('with results and filters has no WCAG 2.2 A/AA violation in either mode at 1280 or 375 px', async ({
    workerPage: page,
  }) => {
    await resizeTo(page, 1280);
    await gotoInMode(page, '/search?q=pay&type=Country+guides', 'light');
    await expect(page.locator('main article').first()).toBeVisible();
    const violations: string[] = [];
    for (const {mode, width} of LAYOUTS) {
      await switchColourMode(page, mode);
      await resizeTo(page, width);
      const toggle = page.getByRole('button', {name: /^Filters/});
      if (width < 997 && (await toggle.getAttribute('aria-expanded')) === 'false') {
        await toggle.click();
      }
      await expect(page.getByRole('group', {name: 'Content type'})).toBeVisible();
      const found = await wcagViolations(page);
      violations.push(...found.map((violation) => `${mode} ${width}px: ${violation}`));
    }
    expect(violations).toEqual([]);
  });
});

/** WCAG contrast ratio between the text colour of `text` and the solid background of `surface`. */
async function contrastOf(text: Locator, surface: Locator, pseudo?: string): Promise<number> {
  const colour = await text.evaluate((el, p) => getComputedStyle(el, p).color, pseudo ?? null);
  const background = await surface.evaluate((el) => getComputedStyle(el).backgroundColor);
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
