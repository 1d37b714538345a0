import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtRoutes} from './built-routes';
import {expect, test} from './worker-page';
import {siteSettings} from './site';

/** Without GTAG_TRACKING_ID (the default build) the site talks to no one but its own host. */

const ANALYTICS_CODE = /googletagmanager|google-analytics|gtag\(|dataLayer/;

function builtFiles(dir = BUILD_DIR): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(full);
    return /\.(html|js)$/.test(entry.name) ? [full] : [];
  });
}

test('the build contains no analytics code', () => {
  const withAnalytics = builtFiles().filter((file) =>
    ANALYTICS_CODE.test(readFileSync(file, 'utf8')),
  );
  expect(withAnalytics.map((file) => path.relative(BUILD_DIR, file))).toEqual([]);
});

test('no page asks the browser to load or connect to another host', () => {
  // Tags a browser fetches or connects to by itself, with an absolute URL.
  const fetched =
    /<(?:script|img|iframe|source|video|audio|embed)\b[^>]*\ssrc=["']?(https?:)?\/\/[^\s"'>]+|<link\b[^>]*\srel=["']?(?:stylesheet|preconnect|dns-prefetch|preload|prefetch|modulepreload|icon|manifest)\b[^>]*>/gi;
  const siteHost = new URL(siteSettings.siteUrl).host;
  const foreign = new Set<string>();
  for (const file of builtFiles().filter((f) => f.endsWith('.html'))) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(fetched)) {
      const url = /(?:src|href)=["']?((?:https?:)?\/\/[^\s"'>]+)/i.exec(tag)?.[1];
      if (url && new URL(url, siteSettings.siteUrl).host !== siteHost) foreign.add(tag);
    }
  }
  expect([...foreign]).toEqual([]);
});

for (const route of builtRoutes()) {
  test(`${route} makes no request to another host`, async ({workerPage: page}) => {
    const foreign: string[] = [];
    const record = (request: {url(): string}) => {
      const {hostname} = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    };
    page.on('request', record);
    try {
      await page.goto(route);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // Lazy images and link prefetching start when content scrolls into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', record);
    }
    expect(foreign).toEqual([]);
  });
}
