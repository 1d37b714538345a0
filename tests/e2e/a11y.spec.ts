import type {Page} from '@playwright/test';
import {gotoInMode, wcagViolations, type ColourMode} from './axe';
import {builtRoutes} from './built-routes';
import {expect, test} from './worker-page';

/**
 * axe-core's WCAG 2.2 A/AA rules on the built site. Every route is checked
 * light at 1280 px; dark mode and the 375 px phone layout are checked on one
 * page of each template and on the pages carrying each special component
 * (tables, badges, admonitions, code). The full product (4 × ~100 pages) takes
 * over 15 minutes on two cores; A11Y_ALL=1 runs it anyway.
 */
const TEMPLATES = [
  '/', // docs landing: Australia guide, tables, timeline, admonitions
  '/countries/denmark-pay-transparency-reporting-eu-directive', // status badges
  '/eu-pay-transparency-directive', // every admonition type, many tables
  '/eu-corporate-sustainability-reporting-directive', // code block
  '/glossary',
  '/resources/privacy-policy',
  '/news',
  '/news/page/2',
  '/news/archive',
  '/news/authors',
  '/news/authors/editorial',
  '/news/tags',
  '/news/tags/pay-equity',
  '/news/us-europe-global-pay-transparency-laws-employee-rights', // post with a wide table
  '/news/press-release-pay-equity-data-partnership',
  '/404',
  '/search',
];

// axe takes several seconds on the longest guides when the machine is busy.
test.describe.configure({timeout: 60_000});

const allRoutes = builtRoutes();
const checkEverything = process.env.A11Y_ALL === '1';

const layouts: Array<{mode: ColourMode; width: number; routes: string[]}> = [
  {mode: 'light', width: 1280, routes: allRoutes},
  {mode: 'dark', width: 1280, routes: checkEverything ? allRoutes : TEMPLATES},
  {mode: 'light', width: 375, routes: checkEverything ? allRoutes : TEMPLATES},
  {mode: 'dark', width: 375, routes: checkEverything ? allRoutes : TEMPLATES},
];

test('the route list covers the sitemap, list pages, search and 404', () => {
  expect(TEMPLATES.filter((route) => !allRoutes.includes(route))).toEqual([]);
  expect(allRoutes.length).toBeGreaterThan(100);
});

for (const {mode, width, routes} of layouts) {
  test.describe(`${mode} mode at ${width} px`, () => {
    for (const route of routes) {
      test(`${route} has no WCAG 2.2 A/AA violation`, async ({workerPage: page}) => {
        await page.setViewportSize({width, height: 900});
        await gotoInMode(page, route, mode);
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}

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
    test(`with highlighted results has no WCAG 2.2 A/AA violation in ${mode} mode`, async ({
      page,
    }) => {
      await gotoInMode(page, '/glossary', mode);
      await page.keyboard.press('ControlOrMeta+k');
      await page.locator('.DocSearch-Input').fill('WGEA');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      expect(await wcagViolations(page, '.DocSearch-Modal')).toEqual([]);
    });
  }
});
