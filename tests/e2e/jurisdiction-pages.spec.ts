import {expect, test} from '@playwright/test';
import {runRelevanceSet} from '../search-relevance';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {generatedPages, jurisdictionRecords} from './jurisdiction-checks';
import {openSearch} from './searchHelpers';
import {siteSettings} from './site';

/**
 * Every jurisdiction has a page: those without a written guide get one generated from their
 * record. What each page shows of its record is checked on the load every-page.spec.ts makes of
 * every route (jurisdiction-checks.ts); here, that the pages exist and are listed and found.
 */

const {siteUrl} = siteSettings;

test.beforeEach(({page}) => failOnPageErrors(page));

test('every EU and EEA state has a page, written or generated', () => {
  const states = jurisdictionRecords.filter(({record}) =>
    ['eu', 'eea'].includes(record.membership),
  );
  expect(states).toHaveLength(30);
  expect(generatedPages.length).toBeGreaterThanOrEqual(16);
});

test('llms.txt and the sitemap list every generated page', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const {page} of generatedPages) {
    expect(llms).toContain(`](${siteUrl}${page}): `);
    expect(sitemap).toContain(`<loc>${siteUrl}${page}</loc>`);
  }
});

test("search finds a generated page by the law's own-language name", async ({page}) => {
  const austria = generatedPages.find((j) => j.id === 'austria')!;
  // The record names the Act in German; the page carries the name as a search term.
  expect(austria.laws.map((law) => law.name).join(' ')).toContain('Gleichbehandlungsgesetz');
  await gotoHydrated(page, '/news');
  await openSearch(page);
  const [result] = await runRelevanceSet(page, [
    {query: 'Gleichbehandlungsgesetz', first: austria.page},
  ]);
  expect(result!.top[0]?.split('#')[0]).toBe(austria.page);
});
