import {expect, test} from '@playwright/test';
import {postSlugs, siteSettings} from './site';

test('the sitemap lists pages weekly at priority 0.5, with lastmod, and no list pages', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(30);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  expect(xml).toContain(`${siteSettings.siteUrl}/countries/uk-pay-transparency-reporting</loc>`);
  expect(xml).toContain(`${siteSettings.siteUrl}/news/team</loc>`);
  expect(xml).not.toContain('/news/tags/');
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

for (const [file, itemTag] of [
  ['/news/rss.xml', 'item'],
  ['/news/atom.xml', 'entry'],
] as const) {
  test(`${file} is a valid feed with every post in full`, async ({page, request}) => {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/news');
    const result = await page.evaluate(
      ([text, tag]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.querySelector('parsererror');
        const items = [...doc.getElementsByTagName(tag)];
        return {
          error: error?.textContent ?? null,
          links: items.map((item) => {
            const link = item.getElementsByTagName('link')[0];
            return link?.getAttribute('href') ?? link?.textContent ?? '';
          }),
          shortest: Math.min(...items.map((item) => item.textContent?.length ?? 0)),
        };
      },
      [xml, itemTag],
    );
    expect(result.error).toBeNull();
    expect(result.links).toHaveLength(postSlugs.length);
    for (const slug of postSlugs) {
      expect(result.links).toContain(`${siteSettings.siteUrl}/news/${slug}`);
    }
    // Full text, not just a summary: every entry carries the whole post body.
    expect(result.shortest).toBeGreaterThan(2000);
  });
}

test('news pages link their feeds', async ({page}) => {
  await page.goto('/news');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/news\/rss\.xml$/,
  );
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/news\/atom\.xml$/,
  );
});
