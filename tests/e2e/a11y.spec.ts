import type {Locator, Page} from '@playwright/test';
import {gotoInMode, resizeTo, violationsInEachLayout, wcagViolations} from './axe';
import {expect, test} from './worker-page';
import {DESKTOP_BREAKPOINT} from '../../src/utils/breakpoint';

/**
 * What every-page.spec.ts, which runs axe-core's WCAG 2.2 A/AA rules on every
 * route, cannot see: motion settings, the search dialog and the search page
 * with results, in light and dark mode.
 */
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
    const violations = await violationsInEachLayout(page, async (width) => {
      const toggle = page.getByRole('button', {name: /^Filters/});
      if (width <= DESKTOP_BREAKPOINT && (await toggle.getAttribute('aria-expanded')) === 'false') {
        await toggle.click();
      }
      await expect(page.getByRole('group', {name: 'Content type'})).toBeVisible();
    });
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
