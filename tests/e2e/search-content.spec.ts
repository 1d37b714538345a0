import {expect, test, type Page} from '@playwright/test';
import {
  AUSTRALIA,
  failOnPageErrors,
  gotoHydrated,
  hits,
  openSearch,
  searchFor,
} from './searchHelpers';
import {builtHtml} from './built-routes';

/**
 * The examples: page titles, h2/h3 sections and glossary terms are all
 * findable. Each runs when the built page holds the words searched for (the
 * content stubs some worktrees build with do not).
 */

test.beforeEach(({page}) => failOnPageErrors(page));

async function hrefsFor(page: Page, query: string): Promise<string[]> {
  await gotoHydrated(page, '/news');
  await openSearch(page);
  await searchFor(page, query);
  return hits(page)
    .locator('.DocSearch-Hit-Link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

test('"WGEA" finds the Australia page', async ({page}) => {
  test.skip(
    !/<h1[^>]*>[^<]*WGEA/.test(builtHtml(AUSTRALIA)),
    'the Australia page title has no "WGEA"',
  );
  expect(await hrefsFor(page, 'WGEA')).toContain(AUSTRALIA);
});

test('"joint pay assessment" finds the EU directive\'s section on it', async ({page}) => {
  const directive = builtHtml('/eu-pay-transparency-directive');
  const section = /<h[23][^>]*id="?([^"\s>]+)"?[^>]*>[^<]*joint pay assessment/i.exec(
    directive,
  )?.[1];
  test.skip(!section, 'the directive page has no "joint pay assessment" heading');
  expect(await hrefsFor(page, 'joint pay assessment')).toContain(
    `/eu-pay-transparency-directive#${section}`,
  );
});

test('a glossary term finds its own anchor', async ({page}) => {
  const term = /<h3[^>]*id="?([^"\s>]+)"?[^>]*>([^<]+)</.exec(builtHtml('/glossary'));
  test.skip(!term, 'the glossary has no terms');
  const [, anchor, name] = term!;
  expect(await hrefsFor(page, name!)).toContain(`/glossary#${anchor}`);
});
