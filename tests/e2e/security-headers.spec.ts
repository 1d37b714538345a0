import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parseHeadersFile} from '../../src/hosting/host-config';
import {BUILD_DIR, builtHtml} from './built-routes';
import {gotoHydrated, watchCsp} from './helpers';
import {openSearch, searchFor} from './searchHelpers';
import {siteSettings} from './site';

/**
 * The build served with the headers it generated (SECURITY_HEADERS=1), and
 * nginx with the same headers: search must work with no
 * Content-Security-Policy violation. Every page is checked under the policy
 * by every-page.spec.ts, and one page of each kind behind nginx by
 * page-kinds.spec.ts.
 */
const expected = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

test('pages, assets, the 404 page, redirects and refusals carry the generated headers', async ({
  request,
}) => {
  expect(expected['Content-Security-Policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(expected['Content-Security-Policy']).not.toContain("'unsafe-inline' 'wasm");
  const main = builtHtml('/');
  // In the page template's loader (src/plugins/performance), or in a script tag when it is off.
  const asset = /\/assets\/js\/main\.\w+\.js/.exec(main)![0];
  const responses = {
    ...Object.fromEntries(
      await Promise.all(
        ['/', '/glossary', asset, '/no-such-page', '/.well-known/security.txt'].map(
          async (url) => [url, await request.get(url)] as const,
        ),
      ),
    ),
    'redirect from /glossary.html': await request.get('/glossary.html', {maxRedirects: 0}),
    'POST /': await request.post('/'),
  };
  for (const [url, response] of Object.entries(responses)) {
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    }
  }
});

test('/.well-known/security.txt names the security contact and expires within a year', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${siteSettings.contacts.security}\n`);
  expect(text).toContain(`Canonical: ${siteSettings.siteUrl}/.well-known/security.txt\n`);
  expect(text).toContain(`Policy: ${siteSettings.siteUrl}/resources/security-statement\n`);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!).getTime();
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(366 * 24 * 60 * 60 * 1000);
});

test('search works under the policy', async ({page}) => {
  const violations = await watchCsp(page);
  await gotoHydrated(page, '/glossary');
  await openSearch(page);
  await searchFor(page, 'WGEA');
  expect(await violations()).toEqual([]);
});
