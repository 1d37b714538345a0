import {expect, test, type Page, type Route} from '@playwright/test';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {
  ATTRIBUTES_TO_RETRIEVE,
  AUSTRALIA,
  expectSearchError,
  hits,
  openSearch,
  searchInput,
} from './searchHelpers';

/**
 * The Algolia engine, against the build made with these (fake) credentials by
 * `npm run build:services` (which sets the test analytics ID too). The browser
 * never reaches Algolia: every request to its hosts is intercepted here.
 */
const APP_ID = 'E2EAPPID';
const API_KEY = 'e2e-search-only-key';
const INDEX_NAME = 'e2e-docs';
const ALGOLIA_HOSTS = ['**/*.algolia.net/**', '**/*.algolianet.com/**'];

interface AlgoliaRequest {
  indexName: string;
  query: string;
  [param: string]: unknown;
}

/** A record as the DocSearch crawler stores it, with Algolia's highlights. */
function crawlerHit(query: string, anchor: string, lvl2: string | null) {
  const url = `https://docs.example.com${AUSTRALIA}${anchor && `#${anchor}`}`;
  const hierarchy = {
    lvl0: 'Country guides',
    lvl1: 'Australia guide',
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlight = (value: string) => ({value, matchLevel: 'none', matchedWords: []});
  return {
    objectID: url,
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {
      hierarchy: {
        lvl0: highlight('Country guides'),
        lvl1: highlight(`<mark>${query}</mark> guide`),
        ...(lvl2 && {lvl2: highlight(lvl2)}),
      },
    },
    _snippetResult: {hierarchy: {lvl1: {value: `<mark>${query}</mark> guide`, matchLevel: 'full'}}},
  };
}

function answer(requests: AlgoliaRequest[]) {
  return {
    results: requests.map(({query, indexName}) => ({
      hits: [crawlerHit(query, '', null), crawlerHit(query, 'key-dates', 'Key dates')],
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: indexName,
      queryID: 'e2e-query',
    })),
  };
}

/** Routes Algolia's hosts to `handle` and returns the requests it saw, in order. */
async function interceptAlgolia(page: Page, handle: (route: Route) => Promise<void>) {
  const seen: {host: string; path: string; body: {requests: AlgoliaRequest[]}}[] = [];
  for (const pattern of ALGOLIA_HOSTS) {
    await page.route(pattern, async (route) => {
      const url = new URL(route.request().url());
      seen.push({host: url.host, path: url.pathname, body: route.request().postDataJSON()});
      await handle(route);
    });
  }
  return seen;
}

const fulfil = (route: Route) =>
  route.fulfill({
    json: answer((route.request().postDataJSON() as {requests: AlgoliaRequest[]}).requests),
  });

test.beforeEach(({page}) => failOnPageErrors(page));

test("sends DocSearch's request with contextual facet filters and shows the hits", async ({
  page,
}) => {
  const seen = await interceptAlgolia(page, fulfil);
  await gotoHydrated(page, AUSTRALIA);
  await openSearch(page);
  await searchInput(page).fill('australia');
  await expect(hits(page)).toHaveCount(2);
  await expect(hits(page).first()).toContainText('australia guide');
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Country guides']);
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect(page.getByRole('link', {name: 'See all 2 results'})).toBeVisible();

  const last = seen.at(-1)!;
  expect(last.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(last.path).toBe('/1/indexes/*/queries');
  expect(last.body.requests).toEqual([
    {
      query: 'australia',
      indexName: INDEX_NAME,
      attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
    },
  ]);
});

test('tells the browser about the Algolia host and sends the credentials', async ({page}) => {
  const credentials: (string | null)[] = [];
  await interceptAlgolia(page, async (route) => {
    const url = new URL(route.request().url());
    const headers = route.request().headers();
    credentials.push(
      url.searchParams.get('x-algolia-application-id') ??
        headers['x-algolia-application-id'] ??
        null,
      url.searchParams.get('x-algolia-api-key') ?? headers['x-algolia-api-key'] ?? null,
    );
    await fulfil(route);
  });
  await gotoHydrated(page, AUSTRALIA);
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
    'href',
    `https://${APP_ID}-dsn.algolia.net`,
  );
  await openSearch(page);
  await searchInput(page).fill('au');
  await expect(hits(page).first()).toBeVisible();
  expect(credentials.slice(0, 2)).toEqual([APP_ID, API_KEY]);
});

test('falls back to the next host when the first cannot be reached', async ({page}) => {
  const seen = await interceptAlgolia(page, (route) =>
    route.request().url().includes('-dsn.algolia.net')
      ? route.abort('connectionrefused')
      : fulfil(route),
  );
  await gotoHydrated(page, AUSTRALIA);
  await openSearch(page);
  await searchInput(page).fill('australia');
  await expect(hits(page)).toHaveCount(2);
  const hosts = seen.map(({host}) => host);
  expect(hosts[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(hosts[1]).toMatch(new RegExp(`^${APP_ID.toLowerCase()}-[123]\\.algolianet\\.com$`));
});

test('shows "Unable to fetch results" when no host can be reached', async ({page}) => {
  const seen = await interceptAlgolia(page, (route) => route.abort('connectionrefused'));
  await gotoHydrated(page, AUSTRALIA);
  await openSearch(page);
  await searchInput(page).fill('australia');
  await expectSearchError(page);
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  // The read host, then the three backup hosts.
  expect(new Set(seen.map(({host}) => host)).size).toBe(4);
});

test('the search page queries Algolia and credits it', async ({page}) => {
  const seen = await interceptAlgolia(page, fulfil);
  await gotoHydrated(page, '/search?q=australia');
  await expect(page.locator('main article')).toHaveCount(2);
  await expect(page.getByText('2 documents found')).toBeVisible();
  await expect(page.locator('main article').first().locator('mark')).toHaveText('australia');
  await expect(page.getByRole('link', {name: 'Search by Algolia'})).toBeVisible();
  expect(seen.at(-1)!.body.requests[0]).toMatchObject({indexName: INDEX_NAME, query: 'australia'});
});

test('the search page survives hits without highlights, showing their text escaped', async ({
  page,
}) => {
  await interceptAlgolia(page, async (route) => {
    const response = answer(
      (route.request().postDataJSON() as {requests: AlgoliaRequest[]}).requests,
    );
    for (const hit of response.results.flatMap((result) => result.hits)) {
      delete (hit as Partial<typeof hit>)._highlightResult;
      hit.hierarchy.lvl1 = '<img src=x onerror=alert(1)>';
    }
    await route.fulfill({json: response});
  });
  await gotoHydrated(page, '/search?q=australia');
  await expect(page.locator('main article')).toHaveCount(2);
  await expect(page.locator('main article').first()).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img')).toHaveCount(0);
});
