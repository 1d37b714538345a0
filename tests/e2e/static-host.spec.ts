import {recordErrors, waitForHydration} from './helpers';
import {pageKinds, siteSettings} from './site';
import {expect, test} from './worker-page';

/**
 * The build behind a plain file server (`PLAIN_HOST=1`: the `static-host`
 * project, and `stock-static-host` with the performance plugin off), which
 * serves `x.html` as it is for `/x.html` and its 404 page for `/x/` and
 * `/x/index.html`, as GitHub Pages and S3 do. Whatever HTML the host
 * sends, the address becomes the clean path and the page renders once, whole,
 * without a hydration error.
 */

/** The headings of a page's main content, as a browser reads them. */
const MAIN_HEADINGS = '#__docusaurus_skipToContent_fallback :is(h1, h2)';

/** The addresses a host may be asked for a route by: `.html`, `/index.html` and a trailing slash. */
function suffixedForms(route: string): string[] {
  if (route === '/') return ['/index.html'];
  return [`${route}.html`, `${route}/index.html`, `${route}/`];
}

for (const route of pageKinds) {
  for (const address of suffixedForms(route)) {
    test(`${address} shows ${route} once, under its clean address`, async ({workerPage: page}) => {
      // The host answers `/x/` with its 404 status; that is the document, not the app.
      const recording = recordErrors(
        page,
        (message) => new URL(message.location().url).pathname !== address,
      );
      const {errors} = recording;
      try {
        await page.goto(`${address}?from=host`);
        await waitForHydration(page);
        const url = new URL(page.url());
        expect(url.pathname + url.search).toBe(`${route}?from=host`);
        await expect(page.locator('nav.navbar')).toHaveCount(1);
        await expect(page.locator('#__docusaurus_skipToContent_fallback')).toHaveCount(1);
        await expect(page.locator('footer.footer')).toHaveCount(1);
        // The whole page, as the build rendered it for the clean path: the file this host serves.
        const file = route === '/' ? '/index.html' : `${route}.html`;
        const html = await (await page.request.get(file)).text();
        const built = await page.evaluate(
          ([html, selector]) =>
            [
              ...new DOMParser().parseFromString(html!, 'text/html').querySelectorAll(selector!),
            ].map((heading) => heading.textContent!.trim()),
          [html, MAIN_HEADINGS],
        );
        expect(built.length).toBeGreaterThan(0);
        await expect(page.locator(MAIN_HEADINGS)).toHaveText(built);
        if (route !== '/404') {
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            `${siteSettings.siteUrl}${route}`,
          );
        }
        expect(errors).toEqual([]);
      } finally {
        recording.stop();
      }
    });
  }
}

test('/glossary/ shows the article, not only the frame around it', async ({workerPage: page}) => {
  await page.goto('/glossary/');
  await waitForHydration(page);
  await expect(page.locator('article .markdown h2').first()).toBeVisible();
  await expect(page.locator('article .markdown')).toContainText('median pay gap', {
    ignoreCase: true,
  });
});
