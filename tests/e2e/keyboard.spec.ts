import {expect, test, type Locator, type Page, type Request} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {AUSTRALIA} from './site';

/**
 * Keyboard-only use: every step presses keys, never clicks, and each control
 * that takes focus must show a focus ring.
 */
const GUIDE = '/countries/uk-pay-transparency-reporting';

// A press and a focus check per stop add up on long tab sequences.
test.describe.configure({timeout: 60_000});

/** A focus indicator: an outline or a box-shadow ring at least 2 px wide. */
async function expectFocusRing(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    return {outline, boxShadow: style.boxShadow};
  });
  expect(
    ring.outline >= 2 || ring.boxShadow !== 'none',
    `focus ring on ${await locator.evaluate((e) => e.outerHTML.slice(0, 80))}`,
  ).toBe(true);
}

/** Whether the page behind the mobile menu is inert (out of reach of Tab and screen readers). */
async function expectPageBehindInert(page: Page, inert: boolean): Promise<void> {
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toHaveJSProperty(
    'inert',
    inert,
  );
}

/**
 * Presses Tab until `target` has focus, at most `limit` times: enough to pass every entry of the
 * docs sidebar, which lists some 40 countries before the menu's focus trap wraps around.
 */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  // Found once: a role query on every press would search the whole page each time.
  const element = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await element?.evaluate((found) => found === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the skip link is the first stop and moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expectFocusRing(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The next stop is the first control of the page's content, past the navbar.
  await page.keyboard.press('Tab');
  const main = page.locator('main');
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusRing(page.locator(':focus'));
});

test('every navbar item is reachable in order, with a focus ring, and opens with Enter', async ({
  page,
}) => {
  await gotoHydrated(page, GUIDE);
  const navbar = page.locator('nav.navbar');
  const stops = [
    navbar.locator('a.navbar__brand'),
    navbar.getByRole('link', {name: 'Products & Services'}),
    navbar.getByRole('link', {name: 'Intelligence'}),
    navbar.getByRole('link', {name: 'Pricing'}),
    navbar.getByRole('link', {name: 'Docs', exact: true}),
    navbar.getByRole('link', {name: 'News', exact: true}),
    navbar.getByRole('button', {name: /search/i}),
    navbar.getByRole('link', {name: /Book a demo/}),
    navbar.getByRole('button', {name: /dark and light mode/}),
  ];
  for (const stop of stops) {
    await tabTo(page, stop);
    await expectFocusRing(stop);
  }
  await stops[5]!.focus(); // News
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news$/);
});

test('the colour-mode toggle works from the keyboard', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, GUIDE);
  const toggle = page.getByRole('button', {name: /dark and light mode/});
  await tabTo(page, toggle);
  await expectFocusRing(toggle);
  const html = page.locator('html');
  await page.keyboard.press('Enter'); // system → light
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  await page.keyboard.press('Space'); // light → dark
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);
  await expectFocusRing(toggle);
});

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('opens, switches menus, follows a link, closes with Escape, all by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, toggle);
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Focus moves into the menu (the docs panel on a docs page) and stays out of the page behind.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expectFocusRing(back);
    await expectPageBehindInert(page, true);
    await page.keyboard.press('Enter');
    const products = sidebar.getByRole('link', {name: 'Products & Services'});
    await expect(products).toBeFocused();
    const news = sidebar.getByRole('link', {name: 'News', exact: true});
    await tabTo(page, news);
    await expectFocusRing(news);

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectPageBehindInert(page, false);

    await page.keyboard.press('Enter');
    const close = sidebar.getByRole('button', {name: 'Close navigation bar'});
    await expect(sidebar).toBeVisible();
    await tabTo(page, close);
    await expectFocusRing(close);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, sidebar.getByRole('link', {name: 'Glossary'}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('search dialog', () => {
  test('opens with Ctrl/Cmd+K, closes with Escape and gives focus back', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const button = page.locator('.DocSearch-Button');
    await tabTo(page, button);
    await expectFocusRing(button);
    await page.keyboard.press('Enter');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ControlOrMeta+k');
    await expect(modal).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test.describe('while its code downloads on first use', () => {
    /**
     * Holds back every script the page asks for from now on, as a slow network would.
     * Resolves once all of them have arrived.
     */
    async function slowScripts(page: Page): Promise<() => Promise<void>> {
      const held = new Set<Request>();
      await page.route('**/*.js', async (route) => {
        held.add(route.request());
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const arrived = (request: Request) => held.delete(request);
      page.on('requestfinished', arrived);
      page.on('requestfailed', arrived);
      return async () => {
        await expect.poll(() => held.size, {timeout: 20_000}).toBe(0);
        // The scripts run, and anything they would open opens, within a frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      };
    }

    test('keys typed meanwhile become the query', async ({page}) => {
      await gotoHydrated(page, GUIDE);
      await slowScripts(page);
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('WGEX');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('A');
      // Still downloading: those keys were typed before the dialog existed.
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();
      const input = page.locator('.DocSearch-Input');
      await expect(input).toHaveValue('WGEA', {timeout: 20_000});
      await expect(input).toBeFocused();
      await page.keyboard.type(' report');
      await expect(input).toHaveValue('WGEA report');
    });

    test('Escape pressed meanwhile cancels the opening', async ({page}) => {
      await gotoHydrated(page, GUIDE);
      const scriptsArrived = await slowScripts(page);
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.press('Escape');
      await scriptsArrived();
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();
      // A later Ctrl/Cmd+K opens it as usual.
      await page.keyboard.press('ControlOrMeta+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
    });
  });

  test('moves through the hits for "WGEA" with the arrow keys and opens one with Enter', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('WGEA');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    // The selected option is the hit's link (see SearchBar's Hit).
    const selected = page.locator('.DocSearch-Hit-Link[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const first = await selected.textContent();
    if ((await hits.count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(selected).not.toHaveText(first!);
      await page.keyboard.press('ArrowUp');
      await expect(selected).toHaveText(first!);
    }
    // The selection can be moved to the Australia guide and opened from the keyboard.
    const australia = page.locator(`.DocSearch-Hit-Link[href^="${AUSTRALIA}"]`).first();
    await expect(australia).toBeVisible();
    for (let i = 0; i < 20 && (await australia.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${AUSTRALIA}(#.*)?$`));
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });
});
