import {expect, test} from '@playwright/test';
import {gotoHydrated, printedPageSizes} from './helpers';

/**
 * Docs and posts on paper (src/css/print.css): the article only, link targets
 * written after the link text, tables whole. The DOM is checked under print
 * media at the width of an A4 page inside its margins, then Chromium renders
 * the page to PDF.
 */
const PRINTABLE_WIDTH = 680; // A4 at 96 dpi (794 px) less 1.5 cm margins
const PAGES = {
  doc: '/eu-pay-transparency-directive',
  post: '/news/us-europe-global-pay-transparency-laws-employee-rights',
  'post with a table of short labels':
    '/news/eu-pay-transparency-directive-transposition-november-2026',
};
const SITE_CHROME = [
  '.navbar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-announcement-bar',
  '.DocSearch-Button',
  '.pagination-nav',
  '.footer',
  'aside',
];

for (const [kind, route] of Object.entries(PAGES)) {
  test(`a ${kind} prints without site chrome, with link URLs and whole tables`, async ({page}) => {
    await page.setViewportSize({width: PRINTABLE_WIDTH, height: 1000});
    await gotoHydrated(page, route);
    await page.emulateMedia({media: 'print'});

    for (const selector of SITE_CHROME) {
      for (const element of await page.locator(selector).all()) {
        await expect(element, selector).toBeHidden();
      }
    }
    await expect(page.locator('article h1')).toBeVisible();

    const link = page.locator('article .markdown a[href^="http"]').first();
    const href = await link.getAttribute('href');
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toMatch(
      /attr\(href\)|\(http/,
    );
    expect(href).toMatch(/^https?:/);

    const tables = page.locator('article table');
    expect(await tables.count()).toBeGreaterThan(0);
    for (const table of await tables.all()) {
      const layout = await table.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        overflow: getComputedStyle(element.parentElement!).overflowX,
        rowBreak: getComputedStyle(element.querySelector('tr')!).breakInside,
      }));
      expect(layout.right).toBeLessThanOrEqual(PRINTABLE_WIDTH + 1);
      expect(layout.overflow).toBe('visible');
      expect(layout.rowBreak).toBe('avoid');
      // A heading's words fit its column whole: the table may not squeeze them to "Statu-s".
      const brokenHeadings = await table.evaluate((element) =>
        [...element.querySelectorAll('th')].flatMap((th) => {
          const broken: string[] = [];
          const words = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const text = node.textContent?.trim() ?? '';
            if (text === '' || /\s/.test(text)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if (range.getClientRects().length > 1) broken.push(text);
          }
          return broken;
        }),
      );
      expect(brokenHeadings).toEqual([]);
    }

    expect((await printedPageSizes(page)).length).toBeGreaterThan(1);
  });
}

test('the comparison prints on landscape pages from the first, so its table has their full width', async ({
  page,
}) => {
  await gotoHydrated(page, '/compare');
  await page.emulateMedia({media: 'print'});
  const sizes = await printedPageSizes(page);
  expect(sizes.length).toBeGreaterThan(1);
  // Chromium lays the document out at its first page's width: a portrait first page would
  // leave every landscape page a third empty.
  for (const [width, height] of sizes) expect(width).toBeGreaterThan(height);
});

test('the Directive grid prints its list by state on portrait pages, two duties to a line', async ({
  page,
}) => {
  await gotoHydrated(page, '/directive-grid');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({media: 'print'});
  const duties = page.getByTestId('directive-list').locator('section').first().locator('dl > div');
  const [first, second] = await Promise.all([
    duties.nth(0).boundingBox(),
    duties.nth(1).boundingBox(),
  ]);
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(await duties.first().evaluate((duty) => getComputedStyle(duty).breakInside)).toBe('avoid');

  // A cell's source prints as its word; the state's sources are written out once, after its duties.
  for (const section of await page.getByTestId('directive-list').locator('section').all()) {
    const cellSources = section.locator('dl a[target="_blank"]');
    const urls = [
      ...new Set(
        await cellSources.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)),
      ),
    ];
    expect(urls.length).toBeGreaterThan(0);
    const afterSource = await cellSources
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(afterSource).toBe('none');
    const printed = await section.getByTestId('printed-sources').innerText();
    for (const url of urls) expect(printed.split(url).length - 1, url).toBe(1);
  }
  const sizes = await printedPageSizes(page);
  expect(sizes.length).toBeGreaterThan(1);
  for (const [width, height] of sizes) expect(width).toBeLessThan(height);

  await page.emulateMedia({media: 'screen'});
  await expect(page.getByTestId('printed-sources').first()).toBeHidden();
});
