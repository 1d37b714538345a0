import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {AUSTRALIA, docRoutes, postSlugs, siteSettings} from './site';

/** What search engines and link previews read from a page's server-rendered head. */
interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: string[];
}

const {siteUrl, brandName} = siteSettings;

async function headOf(page: Page, request: APIRequestContext, route: string): Promise<Head> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const html = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const attr = (selector: string, name: string) =>
      doc.head.querySelector(selector)?.getAttribute(name) ?? null;
    const meta: Record<string, string> = {};
    for (const el of doc.head.querySelectorAll('meta[property], meta[name]')) {
      meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content')!;
    }
    return {
      title: doc.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? '',
      ),
    };
  }, html);
}

/** Every JSON-LD block parses, names schema.org and a type. */
function structuredData(head: Head, route: string): Array<Record<string, unknown>> {
  return head.jsonLd.map((text) => {
    let data: Record<string, unknown>;
    expect(() => (data = JSON.parse(text)), `${route}: JSON-LD is valid JSON`).not.toThrow();
    expect(data!['@context'], route).toBe('https://schema.org');
    expect(typeof data!['@type'], route).toBe('string');
    return data!;
  });
}

async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(siteUrl.length) || '/');
}

test('robots.txt allows crawling and points to the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});

test('every sitemap entry has a lastmod date', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(30);
  for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test('llms.txt lists every doc and post with a one-line description', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith(`# ${brandName}\n`)).toBe(true);
  const lines = text.split('\n').filter((line) => line.startsWith('- ['));
  const urls = lines.map((line) => /\]\(([^)]+)\)/.exec(line)![1]);
  for (const route of [...docRoutes, '/eu-pay-transparency-directive']) {
    expect(urls).toContain(`${siteUrl}${route}`);
  }
  for (const slug of postSlugs) expect(urls).toContain(`${siteUrl}/news/${slug}`);
  // The home page repeats the Australia guide, which is listed once, under its own URL.
  expect(urls).not.toContain(`${siteUrl}/`);
  for (const line of lines) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\): \S.{20,}$/);
});

test('every page has a unique title and description, a canonical URL and a social card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/404');
  const routes = [...(await sitemapRoutes(request)), '/news/page/2', '/news/tags/pay-equity'];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const cards = new Set<string>();
  for (const route of routes) {
    const head = await headOf(page, request, route);
    expect(head.title, route).toMatch(new RegExp(`\\| ${brandName}$`));
    expect(head.description?.length ?? 0, `${route} description`).toBeGreaterThan(50);
    expect(titles.get(head.title), `${route} repeats the title of`).toBeUndefined();
    expect(descriptions.get(head.description!), `${route} repeats the description of`).toBe(
      undefined,
    );
    titles.set(head.title, route);
    descriptions.set(head.description!, route);
    expect(head.canonical, route).toBe(`${siteUrl}${route}`);
    expect(head.meta['og:url'], route).toBe(`${siteUrl}${route}`);
    expect(head.meta['og:title'], route).toBeTruthy();
    expect(head.meta['og:description'], route).toBe(head.description);
    expect(head.meta['twitter:card'], route).toBe('summary_large_image');
    expect(head.meta['og:image'], route).toMatch(new RegExp(`^${siteUrl}/img/social/.+\\.png$`));
    expect(head.meta['twitter:image'], route).toBe(head.meta['og:image']);
    expect(head.robots, route).toBeNull();
    structuredData(head, route);
    cards.add(head.meta['og:image']!);
  }
  // Each card exists on this server, is a PNG and stays under 100 KB.
  for (const card of cards) {
    const response = await request.get(card.slice(siteUrl.length));
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type'], card).toBe('image/png');
    expect((await response.body()).length, card).toBeLessThan(100_000);
  }
});

test('docs and posts each have their own social card', async ({page, request}) => {
  await page.goto('/404');
  const guide = await headOf(page, request, '/countries/uk-pay-transparency-reporting');
  expect(guide.meta['og:image']).toBe(
    `${siteUrl}/img/social/countries/uk-pay-transparency-reporting.png`,
  );
  expect(guide.meta['og:image:width']).toBe('1200');
  expect(guide.meta['og:image:height']).toBe('630');
  const post = await headOf(page, request, `/news/${postSlugs[0]}`);
  expect(post.meta['og:image']).toBe(`${siteUrl}/img/social/news/${postSlugs[0]}.png`);
  expect(post.meta['og:type']).toBe('article');
});

test('the home page describes the WebSite with a search action on /search?q=', async ({
  page,
  request,
}) => {
  await page.goto('/404');
  const data = structuredData(await headOf(page, request, '/'), '/');
  const site = data.find((d) => d['@type'] === 'WebSite') as
    {url: string; name: string; potentialAction: Record<string, unknown>} | undefined;
  expect(site).toBeDefined();
  expect(site!.name).toBe(brandName);
  expect(site!.url).toBe(`${siteUrl}/`);
  expect(site!.potentialAction['@type']).toBe('SearchAction');
  expect(JSON.stringify(site!.potentialAction)).toContain(
    `${siteUrl}/search?q={search_term_string}`,
  );
  expect(site!.potentialAction['query-input']).toBe('required name=search_term_string');
});

test('docs carry a BreadcrumbList from the home page to the page', async ({page, request}) => {
  await page.goto('/404');
  for (const route of ['/countries/uk-pay-transparency-reporting', '/glossary']) {
    const lists = structuredData(await headOf(page, request, route), route).filter(
      (d) => d['@type'] === 'BreadcrumbList',
    );
    expect(lists, route).toHaveLength(1);
    const items = lists[0]!.itemListElement as Array<{
      '@type': string;
      position: number;
      item: string;
    }>;
    expect(items.length, route).toBeGreaterThanOrEqual(2);
    expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1));
    expect(items.every((i) => i['@type'] === 'ListItem')).toBe(true);
    expect(items[0]!.item).toBe(`${siteUrl}/`);
    expect(items.at(-1)!.item).toBe(`${siteUrl}${route}`);
  }
});

test('posts carry one complete Article (BlogPosting) with its publisher', async ({
  page,
  request,
}) => {
  await page.goto('/404');
  for (const slug of postSlugs) {
    const route = `/news/${slug}`;
    const articles = structuredData(await headOf(page, request, route), route).filter((d) =>
      ['Article', 'BlogPosting', 'NewsArticle'].includes(d['@type'] as string),
    );
    expect(articles, route).toHaveLength(1);
    const article = articles[0] as {
      headline: string;
      url: string;
      datePublished: string;
      dateModified: string;
      publisher: {'@type': string; name: string; logo: {url: string}};
      image: {url: string} | string;
      author: unknown;
    };
    expect(article.headline, route).toBeTruthy();
    expect(article.url, route).toBe(`${siteUrl}${route}`);
    expect(Date.parse(article.datePublished), route).not.toBeNaN();
    expect(Date.parse(article.dateModified), route).not.toBeNaN();
    expect(article.publisher['@type'], route).toBe('Organization');
    expect(article.publisher.name, route).toBe(brandName);
    expect(article.publisher.logo.url, route).toMatch(/\.png$/);
    const image = typeof article.image === 'string' ? article.image : article.image.url;
    expect(image, route).toMatch(/^https?:\/\/.+\.png$/);
    expect(article.author, route).toBeTruthy();
  }
});

test('head tags survive hydration', async ({page}) => {
  for (const route of ['/', AUSTRALIA, `/news/${postSlugs[0]}`]) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}${route}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/img\/social\/.+\.png$/,
    );
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  }
});
