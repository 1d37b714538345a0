import {expect, test} from '@playwright/test';
import {POSTS_PER_PAGE} from '../../scripts/content/layout';
import {
  AUSTRALIA,
  dataset,
  postSlugs,
  siteSettings,
  specPostSlugs,
  tagDescriptions,
  tagKeys,
} from './site';

/**
 * Routes, lists and addresses, in the default build, behind nginx and in the
 * build without the performance plugin. That each route renders is checked by
 * every-page.spec.ts and page-kinds.spec.ts.
 */

test.describe('docs routes', () => {
  test('/ is the docs landing and shows the Australia guide', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('article h1')).toContainText('Australia');
    await expect(page.locator('[data-testid="at-a-glance"]')).toBeVisible();
  });

  test('/ and the Australia route each name their own URL as canonical, as their hreflang links do', async ({
    page,
  }) => {
    for (const route of ['/', AUSTRALIA]) {
      const url = `${siteSettings.siteUrl}${route}`;
      await page.goto(route);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
      for (const alternate of await page.locator('link[rel="alternate"][hreflang]').all()) {
        await expect(alternate).toHaveAttribute('href', url);
      }
    }
  });

  test('the glossary speaks to readers: no Markdown or routes for editors', async ({page}) => {
    await page.goto('/glossary');
    const article = page.locator('article .markdown');
    await expect(article.getByText('Each term has a permanent address of its own')).toBeVisible();
    // How to write a link to a term is in CONTRIBUTING.md, for editors.
    await expect(article.locator('code')).toHaveCount(0);
    await expect(article).not.toContainText('](/glossary#');
  });

  test('the sidebar lists every country A–Z, guide or generated page, then EU law, the reading tools, glossary, open data and legal pages', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const categories = page.locator(
      '.theme-doc-sidebar-menu > li > div > a, .theme-doc-sidebar-menu > li > a',
    );
    await expect(categories).toHaveText([
      'Country guides',
      'EU law',
      'Compare and decide',
      'Glossary',
      'Open data',
      'Legal',
    ]);
    // Countries A to Z; states, provinces and cities sit in a category under their country.
    const countries = await page
      .locator(
        '.theme-doc-sidebar-menu > li:first-child > ul > li > a, .theme-doc-sidebar-menu > li:first-child > ul > li > div > a',
      )
      .allTextContents();
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b)));
    expect(countries).toHaveLength(
      dataset.jurisdictions.filter((j) => j.membership !== 'eu-law' && !j.parent).length,
    );
  });
});

test.describe('news routes', () => {
  test('every post the spec names is published', () => {
    expect(specPostSlugs.filter((slug) => !postSlugs.includes(slug))).toEqual([]);
  });

  test('the list shows 12 posts a page and page 2 holds the rest', async ({page}) => {
    expect(postSlugs.length).toBeGreaterThan(POSTS_PER_PAGE);
    await page.goto('/news');
    await expect(page.locator('main article')).toHaveCount(POSTS_PER_PAGE);
    await page.goto('/news/page/2');
    await expect(page.locator('main article')).toHaveCount(postSlugs.length - POSTS_PER_PAGE);
  });

  test('every tag in tags.yml has a page listing its posts', async ({request}) => {
    expect(tagKeys.length).toBeGreaterThanOrEqual(55);
    for (const tag of tagKeys) {
      const response = await request.get(`/news/tags/${tag}`);
      expect(response.status(), tag).toBe(200);
      expect(await response.text(), tag).toContain('<article');
    }
  });

  test('a tag page shows the tag description from tags.yml', async ({page}) => {
    await page.goto('/news/tags/pay-equity');
    await expect(
      page.locator('header, main').getByText(tagDescriptions['pay-equity']!),
    ).toBeVisible();
  });
});

test.describe('search page, not-found and .html normalisation', () => {
  test('/search keeps the query from q', async ({page}) => {
    const response = await page.goto('/search?q=WGEA');
    expect(response?.status()).toBe(200);
    await expect(page.locator('input[name="q"]')).toHaveValue('WGEA');
  });

  for (const route of ['/404', '/no-such-page', '/countries/atlantis-pay-transparency']) {
    test(`${route} shows the not-found page, named so in its title`, async ({page}) => {
      const response = await page.goto(route);
      if (route !== '/404') expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      await expect(page).toHaveTitle(`Page Not Found | ${siteSettings.brandName}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  const htmlPaths: Array<[string, string]> = [
    ['/glossary.html', '/glossary'],
    [
      '/countries/uk-pay-transparency-reporting/index.html',
      '/countries/uk-pay-transparency-reporting',
    ],
    ['/news/team.html', '/news/team'],
    ['/index.html', '/'],
  ];
  for (const [from, to] of htmlPaths) {
    test(`${from} lands on ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }
});
