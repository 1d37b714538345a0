import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ConsoleMessage, Page} from '@playwright/test';
import {parseHeadersFile} from '../../src/plugins/security-headers/host-config';
import {BUILD_DIR, builtHtml, builtRoutes} from './built-routes';
import {gotoHydrated} from './helpers';
import {openSearch, searchFor} from './searchHelpers';
import {pageKinds, siteSettings} from './site';
import {expect, test} from './worker-page';

/**
 * The build served with the headers it generated (SECURITY_HEADERS=1): every
 * page must render and search must work with no Content-Security-Policy
 * violation.
 */
const expected = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

const reportingPages = new WeakSet<Page>();

/**
 * Collects CSP violations, reported as DOM events or console errors, until the
 * returned function is called.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  if (!reportingPages.has(page)) {
    reportingPages.add(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
  }
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  };
  page.on('console', onConsole);
  return async () => {
    page.off('console', onConsole);
    const events = await page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );
    return [...consoleErrors, ...events];
  };
}

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

// nginx sends the same headers as the Node server (the first test checks every value), so its
// project checks the policy on one page of each kind and leaves out the `@all-routes` rest.
for (const route of builtRoutes()) {
  const tag = pageKinds.includes(route) ? [] : ['@all-routes'];
  test(`${route} renders with no CSP violation`, {tag}, async ({workerPage: page}) => {
    const violations = await watchCsp(page);
    await page.goto(route);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    await expect(page.locator('h1, main article').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
