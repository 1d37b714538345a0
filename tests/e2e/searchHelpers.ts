import {expect, type Page} from '@playwright/test';

/** Helpers shared by the search specs (local engine and Algolia engine). */

export {AUSTRALIA, FRANCE} from './site';

/** Spec §7's request fields, as DocSearch 3.9 sends them. */
export const ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Dropdown .DocSearch-Hit');

export async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  // The first open downloads the modal's code, which is slow on a busy machine.
  await expect(modal(page)).toBeVisible({timeout: 20_000});
}

/**
 * Types a query into the open modal in one input event and waits for its hits.
 * The first search also loads the index, which takes a while on a busy machine.
 */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  // Until the results arrive the start screen may still list recent searches.
  const firstGroup = page.locator('.DocSearch-Hit-source').first();
  await expect(firstGroup).not.toHaveText(/^(Recent|Favorite)$/, {timeout: 15_000});
  await expect(hits(page).first()).toBeVisible({timeout: 15_000});
}

/** The spec's search failure (its error catalogue): the title and the help text. */
export async function expectSearchError(page: Page): Promise<void> {
  await expect(modal(page).locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(
    'Unable to fetch results',
  );
  await expect(modal(page).locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
    'You might want to check your network connection.',
  );
}
