import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR} from './built-routes';
import {siteSettings} from './site';

/**
 * Without GTAG_TRACKING_ID (the default build) the site talks to no one but
 * its own host: nothing in the build asks for another, and every-page.spec.ts
 * loads each route and records every request it makes.
 */

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
