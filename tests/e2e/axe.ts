import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** axe-core tags of every WCAG 2.0, 2.1 and 2.2 level A and AA rule. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** WCAG 2.2 A/AA violations on the page (or inside `selector`), one readable line each. */
export async function wcagViolations(page: Page, selector?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(WCAG_22_AA);
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

/** Loads `route` in a colour mode, the way a returning visitor's stored choice would. */
export async function gotoInMode(page: Page, route: string, mode: ColourMode): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/404');
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.goto(route);
  await page.locator(`html[data-theme="${mode}"][data-has-hydrated="true"]`).waitFor();
}
