import type {Page, Request} from '@playwright/test';
import {gotoInMode, resizeTo, violationsInEachLayout} from './axe';
import {builtRoutes} from './built-routes';
import {isCspMessage, recordErrors, watchCsp} from './helpers';
import {expectJurisdictionPage, jurisdictionCheckFor} from './jurisdiction-checks';
import {expectMarks} from './page-marks';
import {docRoutes, newsRoutes} from './site';
import {expect, test} from './worker-page';
import {DESKTOP_BREAKPOINT} from '../../src/utils/breakpoint';

/**
 * One pass over every route of the built site, on the server that sends the
 * generated security headers (the `security-headers` project), so that CSP
 * violations show. Each route is loaded once, and that load must answer 200,
 * render, log no page error, break no CSP rule, ask no other host, and pass
 * axe-core's WCAG 2.2 A/AA rules in light and dark mode at 1280 and 375 px,
 * switched in place rather than reloaded. A jurisdiction's page must also show
 * what its record says (jurisdiction-checks.ts). HTML validity is a static
 * check of the same routes (html.spec.ts).
 */
const allRoutes = builtRoutes();

test('the route list covers the sitemap, list pages, search, 404 and every docs and news route', () => {
  const expected = [
    ...['/', '/404', '/search', '/glossary', '/news', '/news/page/2', '/news/tags'],
    ...docRoutes,
    ...newsRoutes,
  ];
  expect(expected.filter((route) => !allRoutes.includes(route))).toEqual([]);
  expect(allRoutes.filter((route) => route.startsWith('/news/tags/')).length).toBeGreaterThan(50);
  expect(allRoutes.length).toBeGreaterThan(100);
});

/** Records requests to any host but the test server until `stop()`. */
function recordForeignRequests(page: Page): {requests: string[]; stop(): void} {
  const requests: string[] = [];
  const record = (request: Request) => {
    const {hostname} = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) {
      requests.push(request.url());
    }
  };
  page.on('request', record);
  return {requests, stop: () => page.off('request', record)};
}

/**
 * Starts what content asks for once it is on screen: scrolling to the end and back runs the
 * intersection observers (link prefetching), and every lazy image is loaded now and awaited,
 * so the layout holds still while axe reads it. Requests are recorded until the end of the
 * test, seconds of axe later, so anything these start is seen without waiting for the network
 * to go quiet.
 */
async function showEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, document.body.scrollHeight);
    await frame();
    await frame();
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

test.describe('every route', () => {
  // axe takes seconds per layout on the longest pages, and over 30 s when the machine is busy.
  test.describe.configure({timeout: 300_000});

  for (const route of allRoutes) {
    const record = jurisdictionCheckFor(route);
    const title = `${route} renders with no page error, CSP violation, request to another host or WCAG 2.2 A/AA violation${record ? `, and shows ${record}` : ''}`;
    test(title, async ({workerPage: page, request}) => {
      const cspViolations = await watchCsp(page);
      // A CSP message is a console error too; cspViolations reports it.
      const pageErrors = recordErrors(page, (message) => !isCspMessage(message));
      const foreign = recordForeignRequests(page);
      try {
        await resizeTo(page, 1280);
        const response = await gotoInMode(page, route, 'light');
        expect(response?.status()).toBe(200);
        await expectMarks(page, route);
        await expectJurisdictionPage(page, request, route);
        await showEverything(page);
        const violations = await violationsInEachLayout(page, (width) =>
          expect(page.locator('.navbar__toggle')).toBeVisible({
            visible: width <= DESKTOP_BREAKPOINT,
          }),
        );
        expect.soft(violations, 'axe').toEqual([]);
        expect.soft(await cspViolations(), 'CSP violations').toEqual([]);
      } finally {
        pageErrors.stop();
        foreign.stop();
      }
      expect.soft(pageErrors.errors, 'page errors').toEqual([]);
      expect.soft(foreign.requests, 'requests to another host').toEqual([]);
    });
  }
});
