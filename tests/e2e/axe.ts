import axe from 'axe-core';
import type {Page, Response} from '@playwright/test';

/** axe-core tags of every WCAG 2.0, 2.1 and 2.2 level A and AA rule. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The WCAG rules whose outcome depends on colours alone. The site's dark mode changes
 * colours and nothing else (no element is shown, hidden or moved by the theme), so a page
 * that passes every rule in light mode needs only these again in dark mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeRun {
  selector?: string;
  /** Only these rules; all WCAG 2.2 A/AA rules when absent. */
  rules?: string[];
}

/**
 * WCAG 2.2 A/AA violations on the page (or inside `selector`), one readable line each.
 * axe-core is injected once per loaded document: injecting it is most of the cost of a
 * run on a short page.
 */
export async function wcagViolations(page: Page, selector?: string): Promise<string[]> {
  return axeViolations(page, {selector});
}

async function axeViolations(page: Page, {selector, rules}: AxeRun): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = rules
    ? {type: 'rule', values: rules}
    : {type: 'tag', values: WCAG_22_AA};
  // Collecting only violations (not passes) makes axe several times faster on long pages.
  const options: axe.RunOptions = {runOnly, resultTypes: ['violations']};
  const violations = await page.evaluate(
    async ([context, runOptions]) => {
      const {violations: found} = await (window as unknown as {axe: typeof axe}).axe.run(
        context ?? document,
        runOptions,
      );
      return found.map(({id, help, nodes}) => ({
        id,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
        detail: nodes[0]?.any[0]?.message ?? '',
      }));
    },
    [selector, options] as const,
  );
  return violations.map(({id, help, targets, detail}) => {
    const more = targets.length > 5 ? ` and ${targets.length - 5} more` : '';
    return `${id}: ${help} (${targets.slice(0, 5).join(', ')}${more}) ${detail}`;
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

/**
 * The four layouts a page is checked in: light and dark mode at 1280 and 375 px. Every rule
 * runs in light mode at both widths (a width can change what is shown); dark mode, which
 * changes colours only, is checked with the colour rules.
 */
const LAYOUTS: ReadonlyArray<{mode: ColourMode; width: number; rules?: string[]}> = [
  {mode: 'light', width: 1280},
  {mode: 'light', width: 375},
  {mode: 'dark', width: 375, rules: COLOUR_RULES},
  {mode: 'dark', width: 1280, rules: COLOUR_RULES},
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
  const lightLayouts = new Map<number, string>();
  // A switch to the mode or width the page already has still re-renders it: skip it.
  let current = await page.evaluate(() => ({
    mode: document.documentElement.dataset.theme,
    width: window.innerWidth,
  }));
  await settle(page);
  for (const {mode, width, rules} of LAYOUTS) {
    if (mode !== current.mode) await switchColourMode(page, mode);
    if (width !== current.width) await resizeTo(page, width);
    current = {mode, width};
    await ready(width);
    const found = await axeViolations(page, {rules});
    violations.push(...found.map((violation) => `${mode} ${width}px: ${violation}`));
    // The colour rules suffice in dark mode only while the theme moves nothing. Measured once
    // what a resize set sliding (the closed mobile menu's panel) has come to rest: on a short
    // page axe can finish before it does.
    await settle(page);
    const layout = await layoutSignature(page);
    if (mode === 'light') lightLayouts.set(width, layout);
    else if (layout !== lightLayouts.get(width)) {
      violations.push(`dark ${width}px: the layout differs from light mode (${layout})`);
    }
  }
  return violations;
}

/**
 * How many elements are rendered across the page's width, and where each box lies, as one
 * string. Boxes parked beside the page (the closed mobile menu, sliding in or out) are left out.
 */
async function layoutSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const boxes = [...document.body.querySelectorAll('*:not(svg *)')]
      .map((element) => element.getBoundingClientRect())
      .filter(({width, height}) => width > 0 || height > 0)
      .filter(({left, right}) => right > 0 && left < window.innerWidth)
      .map(({x, y, width, height}) => `${x},${y},${width},${height}`);
    return `${boxes.length} boxes, ${document.documentElement.scrollHeight}px tall, hash ${[
      ...boxes.join(';'),
    ].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 0)}`;
  });
}

/** How long `settle` waits for animations before it ends them itself. */
const SETTLE_LIMIT_MS = 2_000;

/**
 * Two frames, then every finite animation and transition finished. One that is still running
 * after two seconds (an animation a background tab never advances, say) is jumped to its end,
 * so axe reads final colours, and is named in a warning rather than stalling the test.
 */
async function settle(page: Page): Promise<void> {
  const forced = await page.evaluate(async (limit) => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const allFinished = Promise.all(
      finite.map((animation) => animation.finished.catch(() => undefined)),
    );
    await Promise.race([allFinished, new Promise((resolve) => setTimeout(resolve, limit))]);
    return finite
      .filter((animation) => animation.playState !== 'finished' && animation.playState !== 'idle')
      .map((animation) => {
        const state = animation.playState;
        animation.finish();
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : animation instanceof CSSAnimation
              ? `animation ${animation.animationName}`
              : `animation ${animation.id || '(script)'}`;
        return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''} (${state})`;
      });
  }, SETTLE_LIMIT_MS);
  if (forced.length > 0) {
    console.warn(
      `settle: ended ${forced.length} animation(s) still running after ${SETTLE_LIMIT_MS} ms: ${forced.join('; ')}`,
    );
  }
}
