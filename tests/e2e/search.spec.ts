import {expect, test, type Page} from '@playwright/test';
import {missingResultsUrl} from '../../src/theme/SearchBar/missingResultsUrl';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {
  AUSTRALIA,
  FRANCE,
  expectSearchError,
  hits,
  modal,
  openSearch,
  searchFor,
  searchInput,
} from './searchHelpers';
import {siteSettings} from './site';

/**
 * The DocSearch dialog and /search with the local engine (no Algolia
 * credentials): spec §2 "Search dialog", §3, §4, §5, §8, §9. Queries use words
 * every build has ("news": posts and each guide's "Related news" section).
 */

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__pages';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__pages';
const ALGOLIA_HOST = /algolia\.net|algolianet\.com|algolia\.io/;

/**
 * Queries that must end in hits or the no-results screen, never in an error, a
 * hang or markup from the query: HTML and quotes, emoji, punctuation only,
 * right-to-left text, stop words only, one letter 64 times (the input's limit).
 */
const BAD_INPUT = [
  '<img src=x onerror=alert(1)>',
  `"quoted" 'single' <b>bold</b> &amp;`,
  '"',
  '😀 💸 👩‍💼',
  '!@#$%^&*()_+-=[]{};:,./<>?\\|`~!@#$%^&*()_+-=[]{};:,./<>?\\|`~!@#$',
  'مرحبا بالعالم שלום',
  'the of and to',
  'a'.repeat(64),
  'news <script>alert(1)</script>',
];

/** The tests also run on the build without the performance plugin (the `stock` project). */
const BOTH_BUILDS = {tag: '@stock'};

test.beforeEach(({page}) => failOnPageErrors(page));

test.describe('opening and closing', () => {
  test(
    'opens with the button, Ctrl+K, Cmd+K and "/", and closes with Escape',
    BOTH_BUILDS,
    async ({page}) => {
      await gotoHydrated(page, AUSTRALIA);
      await page.locator('.DocSearch-Button').click();
      await expect(modal(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      for (const shortcut of ['Escape', 'Control+k', 'Escape', 'Meta+k', 'Escape', '/', 'Escape']) {
        await page.keyboard.press(shortcut);
        await expect(modal(page)).toBeVisible({visible: shortcut !== 'Escape'});
      }
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
    },
  );

  test('"/" types into a focused field instead of opening search', async ({page}) => {
    await gotoHydrated(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.focus();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(modal(page)).toBeHidden();
  });

  test('a letter typed on the focused search button starts the query', async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('n');
    await expect(searchInput(page)).toHaveValue('n');
  });
});

test.describe('results', () => {
  test(
    'are grouped by category, 5 hits a group and 20 at most, with highlights',
    BOTH_BUILDS,
    async ({page}) => {
      await gotoHydrated(page, AUSTRALIA);
      await openSearch(page);
      // A term that the glossary, the guides, the Directive and a news post all use.
      await searchFor(page, 'adjusted pay gap');
      const groups = page.locator('.DocSearch-Hits');
      expect(await groups.count()).toBeGreaterThan(1);
      await expect(page.locator('.DocSearch-Hit-source').filter({hasText: /^News$/})).toBeVisible();
      for (const group of await groups.all()) {
        expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
      }
      expect(await hits(page).count()).toBeLessThanOrEqual(20);
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit-Link').first()).toHaveAttribute('href', /^\/[^/]/);
    },
  );

  test('snippets are 10 words, 5 on screens up to 768 px', async ({page}) => {
    const snippetWords = async () => {
      await openSearch(page);
      await searchFor(page, 'rules');
      // A hit's second line: the snippet of its text.
      const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-path');
      await expect(snippets.first()).toBeVisible();
      const texts = await snippets.allTextContents();
      return texts.map((text) => text.replaceAll('…', ' ').trim().split(/\s+/).length);
    };
    await gotoHydrated(page, AUSTRALIA);
    const wide = await snippetWords();
    expect(Math.max(...wide)).toBe(10);
    await page.setViewportSize({width: 700, height: 900});
    await gotoHydrated(page, AUSTRALIA);
    expect(Math.max(...(await snippetWords()))).toBe(5);
  });

  test('"See all {count} matching pages" counts pages, as /search does, and opens it with the query', async ({
    page,
  }) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'news');
    const seeAll = page.getByRole('link', {name: /^See all \d+ matching pages$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    // The dialog lists sections, up to three a page; the count is of the pages they come from.
    const hitPages = await hits(page)
      .locator('a[role="option"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('#')[0]));
    expect(count).toBeGreaterThanOrEqual(new Set(hitPages).size);
    await expect(seeAll).toHaveAttribute('href', '/search?q=news');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=news$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('one matching page is "See the 1 matching page", never "See all 1 results"', async ({
    page,
  }) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    // Iceland's equal pay certification, named on its guide only.
    await searchFor(page, 'Jafnlaunavottun');
    await expect(page.getByRole('link', {name: 'See the 1 matching page'})).toBeVisible();
    await expect(page.getByText(/See all 1 /)).toHaveCount(0);
  });

  test(
    'Enter or a click goes to the hit; Ctrl opens a new tab and Shift a new window',
    BOTH_BUILDS,
    async ({page, context}) => {
      await gotoHydrated(page, AUSTRALIA);
      const firstHref = async () => {
        await openSearch(page);
        await searchFor(page, 'news');
        return (await hits(page).first().locator('.DocSearch-Hit-Link').getAttribute('href'))!;
      };

      for (const keys of ['Control+Enter', 'Shift+Enter']) {
        const href = await firstHref();
        const [opened] = await Promise.all([
          context.waitForEvent('page'),
          page.keyboard.press(keys),
        ]);
        await expect(opened).toHaveURL(new RegExp(`${href.replace(/[?#].*/, '')}`));
        await opened.close();
        await expect(modal(page)).toBeVisible();
        await page.keyboard.press('Escape');
      }

      let href = await firstHref();
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);

      await openSearch(page);
      await searchFor(page, 'news');
      href = (await hits(page).nth(1).locator('.DocSearch-Hit-Link').getAttribute('href'))!;
      await hits(page).nth(1).click();
      await expect(modal(page)).toBeHidden();
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
    },
  );

  test('no results: says so and suggests up to 3 categories', async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'news');
    await searchInput(page).fill('zzqxjv');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(
      'No results for "zzqxjv"',
    );
    await expect(page.getByText('Try searching for:')).toBeVisible();
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await suggestions.first().click();
    await expect(hits(page).first()).toBeVisible();
  });

  test('no results: asks whether the query should have found something, with where to say so', async ({
    page,
  }) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'news');
    await searchInput(page).fill('zzqxjv');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('Believe this query should return results?');
    await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      missingResultsUrl(siteSettings.missingResultsUrl, 'zzqxjv'),
    );
  });

  test('while a search is stalled, the dialog says it is searching, not "No recent searches"', async ({
    page,
  }) => {
    // The index does not answer until the test has seen the stalled state, then answers.
    let answer = () => {};
    const answering = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/pagefind/**', async (route) => {
      await answering;
      await route.fallback();
    });
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
    await searchInput(page).fill('WGEA');
    await expect(modal(page).getByRole('status')).toHaveText('Searching…');
    await expect(modal(page).getByText('No recent searches')).toBeHidden();
    answer();
    await expect(hits(page).first()).toBeVisible();
    await expect(modal(page).getByText('Searching…')).toBeHidden();
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('hits', () => {
  const options = (page: Page) => page.locator('.DocSearch-Dropdown [role="option"]');

  test('are links that are the listbox options, holding nothing interactive', async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'news');
    expect(await options(page).count()).toBeGreaterThan(3);
    const shapes = await options(page).evaluateAll((elements) =>
      elements.map((option) => ({
        tag: option.tagName,
        href: option.getAttribute('href'),
        itemRole: option.parentElement!.getAttribute('role'),
        inside: option.querySelectorAll('a, button, input, [tabindex]').length,
      })),
    );
    for (const shape of shapes) {
      expect(shape).toEqual({
        tag: 'A',
        href: expect.stringMatching(/^\//),
        itemRole: 'none',
        inside: 0,
      });
    }
    // The search box points at the selected option, which is one of these links.
    const active = await searchInput(page).getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('href', /^\//);
  });

  test("open in a new tab with the middle button, and get the browser's link menu", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'news');
    const link = options(page).nth(1);
    const href = (await link.getAttribute('href'))!;
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      link.click({button: 'middle'}),
    ]);
    await expect(opened).toHaveURL(new RegExp(`${href.replace(/[?#].*/, '')}`));
    await opened.close();
    await expect(modal(page)).toBeVisible();

    // The browser offers "Open link in new tab" for a link whose menu the page leaves alone.
    await page.evaluate(() => {
      window.addEventListener(
        'contextmenu',
        (event) => {
          const target = event.target as Element;
          (window as unknown as {menu: unknown}).menu = {
            link: target.closest('a[href]')?.getAttribute('href'),
            cancelled: event.defaultPrevented,
          };
        },
        {once: true},
      );
    });
    await link.click({button: 'right'});
    expect(await page.evaluate(() => (window as unknown as {menu: unknown}).menu)).toEqual({
      link: href,
      cancelled: false,
    });
  });

  test("show a section's own text on their second line, in whole words", async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchFor(page, 'compa-ratio');
    const hit = page.locator('.DocSearch-Dropdown a[href="/glossary#compa-ratio"]');
    await expect(hit.locator('.DocSearch-Hit-title')).toHaveText('Compa-ratio');
    const second = hit.locator('.DocSearch-Hit-path');
    await expect(second).toContainText('compa-ratio');
    await expect(second).not.toContainText('Glossary of pay transparency');
    const fits = await second.evaluate((line) => line.scrollWidth <= line.clientWidth);
    expect(fits).toBe(true);
  });
});

test.describe('page metadata', () => {
  test("gives both engines each page's content type, jurisdictions and other names", async ({
    page,
  }) => {
    const metaOf = async (route: string) => {
      await gotoHydrated(page, route);
      return page.evaluate(() =>
        Object.fromEntries(
          [...document.head.querySelectorAll('meta[name]')]
            .map((tag) => [tag.getAttribute('name')!, tag.getAttribute('content')] as const)
            .filter(([name]) => /^(docsearch:(content_type|jurisdiction)|search:terms)/.test(name)),
        ),
      );
    };
    expect(await metaOf(FRANCE)).toEqual({
      'docsearch:content_type': 'Country guides',
      'docsearch:jurisdiction': 'France',
      'search:terms': expect.stringContaining("Index de l'égalité professionnelle; Index égalité"),
    });
    expect(await metaOf('/eu-pay-transparency-directive')).toMatchObject({
      'docsearch:content_type': 'EU law',
      'docsearch:jurisdiction': 'European Union',
    });
    expect(await metaOf('/glossary')).toMatchObject({
      'docsearch:content_type': 'Glossary',
      'search:terms#gender-pay-gap': expect.stringMatching(/^GPG; /),
    });
    expect(await metaOf('/news/netherlands-eu-pay-transparency-directive-delay-2027')).toEqual({
      'docsearch:content_type': 'News',
      'docsearch:jurisdiction': 'Netherlands, European Union',
    });
    expect(await metaOf('/resources/privacy-policy')).toEqual({
      'docsearch:content_type': 'Resources',
    });
    expect(await metaOf('/which-rules-apply')).toMatchObject({
      'docsearch:content_type': 'Tools',
    });
  });
});

test.describe('scope', () => {
  test("a country guide's search can keep to that guide, and back", async ({page}) => {
    await gotoHydrated(page, FRANCE);
    await openSearch(page);
    await searchFor(page, 'penalties');
    const chip = page.getByRole('button', {name: 'Only France'});
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    const hrefs = () =>
      hits(page)
        .locator('a[role="option"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect((await hrefs()).some((href) => !href.startsWith(FRANCE))).toBe(true);

    await chip.click();
    await expect(page.getByRole('button', {name: 'Only France'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(searchInput(page)).toHaveValue('penalties');
    // The guide's own pages: the guide alone, or with posts on France.
    const seeAll = page.getByRole('link', {
      name: /^See (the 1 matching page|all \d+ matching pages)$/,
    });
    await expect(seeAll).toHaveAttribute('href', '/search?q=penalties&jurisdiction=France');
    await expect.poll(hrefs).not.toEqual([]);
    await expect
      .poll(async () => (await hrefs()).every((href) => href.startsWith(FRANCE)))
      .toBe(true);

    await page.getByRole('button', {name: 'Only France'}).click();
    await expect
      .poll(async () => (await hrefs()).some((href) => !href.startsWith(FRANCE)))
      .toBe(true);
  });

  test('is offered on country guides only', async ({page}) => {
    await gotoHydrated(page, '/glossary');
    await openSearch(page);
    await searchFor(page, 'penalties');
    await expect(page.locator('.DocSearch-Scope')).toHaveCount(0);
  });
});

test.describe('recent and favorite searches', () => {
  /** Goes to the first hit for a country: its guide, a page-level hit, which DocSearch keeps. */
  async function pick(page: Page, country: string) {
    await openSearch(page);
    await searchFor(page, country);
    await hits(page).first().click();
    await expect(modal(page)).toBeHidden();
  }

  const stored = (page: Page, key: string) =>
    page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Record<string, unknown>[],
      key,
    );

  test("are kept under DocSearch's own storage keys, without highlights", async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await pick(page, 'Norway');
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    const [recent] = await stored(page, RECENT_KEY);
    expect(Object.keys(recent!)).toEqual(
      expect.arrayContaining(['objectID', 'url', 'type', 'hierarchy']),
    );
    expect(recent).not.toHaveProperty('_highlightResult');
    expect(recent).not.toHaveProperty('_snippetResult');

    await page.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
    expect(await stored(page, FAVORITE_KEY)).toHaveLength(1);
    expect(await stored(page, RECENT_KEY)).toHaveLength(0);
  });

  test('keep 7 recent searches, or 4 once there are favorites, and 10 favorites', async ({
    page,
  }) => {
    const savedHits = (count: number, name: string) =>
      Array.from({length: count}, (_, i) => ({
        objectID: `${name}-${i}`,
        url: `https://docs.example.com/glossary#${name}-${i}`,
        type: 'lvl1',
        content: null,
        hierarchy: {
          lvl0: 'Glossary',
          lvl1: `${name} ${i}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
      }));
    await page.addInitScript(([key, hits]) => localStorage.setItem(key, JSON.stringify(hits)), [
      RECENT_KEY,
      savedHits(7, 'Saved'),
    ] as const);
    await gotoHydrated(page, AUSTRALIA);
    await pick(page, 'Norway');
    const recents = await stored(page, RECENT_KEY);
    expect(recents).toHaveLength(7);
    expect(recents[0]!.url).toMatch(/norway/);

    await page.evaluate(([key, hits]) => localStorage.setItem(key, JSON.stringify(hits)), [
      FAVORITE_KEY,
      savedHits(11, 'Starred'),
    ] as const);
    await openSearch(page);
    const section = (title: string) =>
      page.locator('.DocSearch-Hits', {
        has: page.locator('.DocSearch-Hit-source', {hasText: new RegExp(`^${title}$`)}),
      });
    await expect(section('Recent').locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(section('Favorite').locator('.DocSearch-Hit')).toHaveCount(10);
  });
});

test.describe('input', () => {
  test('is limited to 64 characters', async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await searchInput(page).pressSequentially('x'.repeat(80));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows one focus ring, its rounded field's, in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, AUSTRALIA);
      await page.keyboard.press('Control+k');
      await expect(searchInput(page)).toBeFocused();
      const rings = await searchInput(page).evaluate((input) => ({
        input: getComputedStyle(input).outlineStyle,
        field: getComputedStyle(input.closest('.DocSearch-Form')!).boxShadow,
      }));
      expect(rings.input).toBe('none');
      expect(rings.field).toMatch(/inset/);
    });
  }

  test('any query renders as text and never breaks the dialog', async ({page}) => {
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    for (const query of BAD_INPUT) {
      await searchInput(page).fill('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await searchInput(page).fill(query);
      await expect(searchInput(page)).toHaveValue(query.slice(0, 64));
      await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
      if (await page.locator('.DocSearch-NoResults').isVisible()) {
        await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(query);
      }
      await expect(modal(page).locator('img, script, b')).toHaveCount(0);
    }
  });
});

test.describe('failures', () => {
  test(
    'an index that cannot be loaded shows "Unable to fetch results", then recovers',
    BOTH_BUILDS,
    async ({page}) => {
      await page.route('**/pagefind/**', (route) => route.abort());
      await gotoHydrated(page, AUSTRALIA);
      await openSearch(page);
      await searchInput(page).fill('news');
      await expectSearchError(page);
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

      await page.unroute('**/pagefind/**');
      await searchFor(page, 'news ');
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
    },
  );

  test('an emptied query brings back the start screen after a failure', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoHydrated(page, AUSTRALIA);
    await openSearch(page);
    await searchInput(page).fill('news');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await searchInput(page).fill('');
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
  });
});

test.describe('local engine', () => {
  test('opens no connection to Algolia and does not credit it', async ({page, context}) => {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, AUSTRALIA);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await openSearch(page);
    await searchFor(page, 'news');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await page.getByRole('link', {name: /^See all \d+ matching pages$/}).click();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('a[href*="algolia.com"]')).toHaveCount(0);
    await expect(page.getByText(/algolia/i)).toHaveCount(0);
    expect(requests.filter((url) => ALGOLIA_HOST.test(url))).toEqual([]);
  });

  test(
    'loads nothing for search before it opens but its code when the reader points at it',
    BOTH_BUILDS,
    async ({page}) => {
      const loaded: {url: string; body: string}[] = [];
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        const body =
          type === 'script' || type === 'stylesheet' ? await response.text().catch(() => '') : '';
        loaded.push({url: response.url(), body});
      });
      const isModalCode = ({body}: {body: string}) =>
        body.includes('__DOCSEARCH_RECENT_SEARCHES__') || body.includes('.DocSearch-Modal');
      const isIndex = ({url}: {url: string}) => new URL(url).pathname.startsWith('/pagefind/');

      await gotoHydrated(page, AUSTRALIA);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 3000);
      await page.getByRole('link', {name: 'Glossary'}).first().click();
      await page.waitForLoadState('networkidle');
      expect(loaded.length).toBeGreaterThan(5);
      expect(loaded.filter(isModalCode).map(({url}) => url)).toEqual([]);
      expect(loaded.filter(isIndex).map(({url}) => url)).toEqual([]);

      await page.locator('.DocSearch-Button').hover();
      await expect.poll(() => loaded.filter(isModalCode).length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(loaded.filter(isIndex).map(({url}) => url)).toEqual([]);

      await openSearch(page);
      await expect.poll(() => loaded.filter(isIndex).length).toBeGreaterThan(0);
    },
  );

  test(
    "opening search fetches Pagefind, its index's entry and facts; the first query, its words and pages, no filters",
    BOTH_BUILDS,
    async ({page}) => {
      const urls: string[] = [];
      page.context().on('request', (request) => urls.push(new URL(request.url()).pathname));
      await gotoHydrated(page, AUSTRALIA);
      await page.waitForLoadState('networkidle');
      expect(urls.filter((url) => url.startsWith('/pagefind/'))).toEqual([]);
      await openSearch(page);
      await expect
        .poll(() => urls.filter((url) => url.startsWith('/pagefind/')).sort())
        .toEqual([
          '/pagefind/index-facts.json',
          '/pagefind/pagefind-entry.json',
          expect.stringMatching(/^\/pagefind\/pagefind\.en_\w+\.pf_meta$/),
          '/pagefind/pagefind.js',
          '/pagefind/wasm.en.pagefind',
        ]);
      await searchFor(page, 'news');
      expect(urls).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/pagefind\/index\//),
          expect.stringMatching(/^\/pagefind\/fragment\//),
        ]),
      );
      // The dialog's language and docs-version conditions hold for every page (index-facts.json).
      expect(urls.filter((url) => url.startsWith('/pagefind/filter/'))).toEqual([]);
    },
  );
});

test.describe('colours', () => {
  /** WCAG contrast ratio between two CSS colours ("rgb(…)"). */
  const contrastScript = () => {
    const luminance = (color: string) => {
      const [r, g, b] = color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    const button = document.querySelector('.DocSearch-Button')!;
    const key = document.querySelector('.DocSearch-Button-Key')!;
    const placeholder = document.querySelector('.DocSearch-Button-Placeholder')!;
    const keyStops = getComputedStyle(key).backgroundImage.match(/rgba?\([^)]*\)/g)!;
    return {
      theme: document.documentElement.dataset.theme,
      placeholder: ratio(
        getComputedStyle(placeholder).color,
        getComputedStyle(button).backgroundColor,
      ),
      key: Math.min(...keyStops.map((stop) => ratio(getComputedStyle(key).color, stop))),
    };
  };

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the search button passes WCAG AA in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, AUSTRALIA);
      await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
      const contrast = await page.evaluate(contrastScript);
      expect(contrast.theme).toBe(colorScheme);
      expect(contrast.placeholder).toBeGreaterThanOrEqual(4.5);
      expect(contrast.key).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('search page', () => {
  test('any query renders as text, with results or "No results were found"', async ({page}) => {
    for (const query of BAD_INPUT) {
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        `Search results for "${query}"`,
      );
      await expect(
        page.getByText(/^No results were found$|^\d+ documents found$|^One document found$/),
      ).toBeVisible({timeout: 15_000});
      await expect(page.locator('main').locator('img, script, b')).toHaveCount(0);
    }
  });

  test(
    'lists highlighted results with their count, pages on scroll and keeps the query in the URL',
    BOTH_BUILDS,
    async ({page}) => {
      await gotoHydrated(page, '/search?q=news');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "news"');
      const count = Number(
        (await page.getByText(/^\d+ documents found$/).textContent())!.match(/\d+/)![0],
      );
      expect(count).toBeGreaterThan(15);
      const results = page.locator('main article');
      await expect(results).toHaveCount(15);
      await expect(results.first().locator('mark').first()).toBeVisible();
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 600);
          return results.count();
        })
        .toBeGreaterThan(15);

      await page.getByRole('searchbox', {name: 'Search'}).fill('rules');
      await expect(page).toHaveURL(/\/search\?q=rules$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "rules"');
      await expect(results.first().locator('mark').first()).toHaveText(/^rules?$/i);
    },
  );

  test('corrects a misspelt word from the index vocabulary, fetched only for that query', async ({
    page,
  }) => {
    const vocabularyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/pagefind/vocabulary.json'))
        vocabularyRequests.push(request.url());
    });
    await gotoHydrated(page, '/search?q=transparency');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible({timeout: 15_000});
    expect(vocabularyRequests).toEqual([]);

    await page.getByRole('searchbox', {name: 'Search'}).fill('loontransparnatie');
    await expect(
      page.getByText('Showing results for loontransparantie, the nearest spelling'),
    ).toBeVisible({
      timeout: 15_000,
    });
    const first = page.locator('main article').first();
    await expect(first.getByRole('link')).toContainText('Netherlands');
    await expect(first.locator('mark').first()).toHaveText(/^loontransparantie$/i);
    expect(vocabularyRequests).toHaveLength(1);
  });

  test('filters by content type, jurisdiction and topic, with counts, kept in the URL', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=pay');
    const filters = page.getByRole('complementary', {name: 'Filters'});
    const group = (name: string) => filters.getByRole('group', {name});
    const countOf = async (name: string, value: string) =>
      Number(
        (await group(name).locator('label', {hasText: value}).textContent())!.match(/\d+$/)![0],
      );
    const found = () =>
      page
        .getByText(/^\d+ documents found$|^One document found$/)
        .textContent()
        .then((text) => Number(text!.match(/\d+/)?.[0] ?? 1));
    const categories = () =>
      page
        .locator('main article')
        .evaluateAll((articles) =>
          articles.map((article) => article.querySelector('.breadcrumbs__item')!.textContent),
        );

    await expect(group('Content type').getByRole('checkbox')).toHaveCount(6);
    const all = await found();
    expect(await countOf('Content type', 'Tools')).toBeGreaterThan(0);
    const topic = await countOf('Topic', 'Right to information');
    expect(topic).toBeGreaterThan(0);
    const news = await countOf('Content type', 'News');
    expect(news).toBeGreaterThan(0);
    const guides = await countOf('Content type', 'Country guides');
    expect(guides).toBeGreaterThan(0);
    await group('Content type').getByRole('checkbox', {name: /^News/}).check();
    await expect(page).toHaveURL(/[?&]q=pay&type=News$/);
    await expect.poll(found).toBe(news);
    expect(new Set(await categories())).toEqual(new Set(['News']));
    // Values of a facet are alternatives: the ones not chosen keep the count they would add.
    await expect.poll(() => countOf('Content type', 'Country guides')).toBe(guides);

    const netherlands = await countOf('Jurisdiction', 'Netherlands');
    expect(netherlands).toBeGreaterThan(0);
    await group('Jurisdiction')
      .getByRole('checkbox', {name: /^Netherlands/})
      .check();
    await expect(page).toHaveURL(/&jurisdiction=Netherlands/);
    await expect.poll(found).toBe(netherlands);
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /netherlands/);

    // The filters come back from the URL, as a shared or reloaded link shows them.
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(group('Content type').getByRole('checkbox', {name: /^News/})).toBeChecked();
    await expect(group('Jurisdiction').getByRole('checkbox', {name: /^Netherlands/})).toBeChecked();
    await expect.poll(found).toBe(netherlands);

    await group('Content type').getByRole('checkbox', {name: /^News/}).uncheck();
    await group('Jurisdiction')
      .getByRole('checkbox', {name: /^Netherlands/})
      .uncheck();
    await expect.poll(found).toBe(all);
    await group('Topic')
      .getByRole('checkbox', {name: /^Right to information/})
      .check();
    await expect(page).toHaveURL(/[?&]q=pay&topic=Right\+to\+information$/);
    await expect.poll(found).toBe(topic);
  });
});
