import AxeBuilder from '@axe-core/playwright';
import type {Page, Response} from '@playwright/test';

/** axe-core tags of every WCAG 2.0, 2.1 and 2.2 level A and AA rule. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** WCAG 2.2 A/AA violations on the page (or inside `selector`), one readable line each. */
export async function wcagViolations(page: Page, selector?: string): Promise<string[]> {
  // Collecting only violations (not passes) makes axe several times faster on long pages.
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).withTags(WCAG_22_AA);
  if (selector) builder = builder.include(selector);
  const {violations} = await builder.analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
    const detail = violation.nodes[0]?.any[0]?.message ?? '';
    return `${violation.id}: ${violation.help} (${targets.join(', ')}${more}) ${detail}`;
  });
}

export type ColourMode = 'light' | 'dark';

/**
 * Loads `route` in a colour mode, the way a returning visitor's stored choice would, and
 * returns the route's response.
 */
export async function gotoInMode(
  page: Page,
  route: string,
  mode: ColourMode,
): Promise<Response | null> {
  if (page.url() === 'about:blank') await page.goto('/404');
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  const response = await page.goto(route);
  await page.locator(`html[data-theme="${mode}"][data-has-hydrated="true"]`).waitFor();
  return response;
}

/**
 * Switches the colour mode of the loaded page the way a change in another tab
 * does: Docusaurus listens for the storage event and re-renders in that mode.
 * Waits for the colour transitions to end, so axe reads final colours.
 */
export async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.evaluate((theme) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', theme);
    const init = {key: 'theme', oldValue, newValue: theme, storageArea: localStorage};
    window.dispatchEvent(new StorageEvent('storage', init));
  }, mode);
  await page.locator(`html[data-theme="${mode}"]`).waitFor();
  await settle(page);
}

/** Resizes the viewport and waits for the layout (mobile or desktop navbar) to follow. */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await settle(page);
}

/** The four layouts a page is checked in: light and dark mode at 1280 and 375 px. */
const LAYOUTS: ReadonlyArray<{mode: ColourMode; width: number}> = [
  {mode: 'light', width: 1280},
  {mode: 'light', width: 375},
  {mode: 'dark', width: 375},
  {mode: 'dark', width: 1280},
];

/**
 * The loaded page's WCAG 2.2 A/AA violations in each layout, each line naming
 * the mode and width. Mode and width are switched in place, a quarter of the
 * cost of four loads; `ready` waits for what the page shows at that width.
 */
export async function violationsInEachLayout(
  page: Page,
  ready: (width: number) => Promise<void>,
): Promise<string[]> {
  const violations: string[] = [];
  for (const {mode, width} of LAYOUTS) {
    await switchColourMode(page, mode);
    await resizeTo(page, width);
    await ready(width);
    const found = await wcagViolations(page);
    violations.push(...found.map((violation) => `${mode} ${width}px: ${violation}`));
  }
  return violations;
}

/** Two frames, then every finite animation and transition finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
