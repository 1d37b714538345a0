import {expect, test} from '@playwright/test';
import {describeRelevance, runRelevanceSet} from '../search-relevance';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {openSearch} from './searchHelpers';

/**
 * The relevance set (tests/search-relevance.ts) against the built site's local
 * index, typed into the search dialog: every query gets its expected first hit.
 */
test('every query of the relevance set gets its expected first hit', async ({page}) => {
  test.setTimeout(180_000);
  failOnPageErrors(page);
  await gotoHydrated(page, '/news');
  await openSearch(page);
  const results = await runRelevanceSet(page);
  expect(results.length).toBeGreaterThanOrEqual(40);
  expect(describeRelevance(results)).toBe(
    `${results.length} of ${results.length} first hits right`,
  );
});
