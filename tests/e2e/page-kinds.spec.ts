import {builtRoutes} from './built-routes';
import {gotoHydrated, isCspMessage, recordErrors, watchCsp} from './helpers';
import {expectMarks, missingMarks} from './page-marks';
import {pageKinds} from './site';
import {expect, test} from './worker-page';

/**
 * What another server or another build must prove about pages, for a browser
 * load per kind of page rather than per route: nginx with the generated
 * nginx.conf (the `nginx` project) and the build with the performance plugin
 * off (`stock`). Every route of the build is served whole, and one page of
 * each kind renders and hydrates in Chromium with no page error or CSP
 * violation. every-page.spec.ts loads every route of the default build.
 */

test('every built route is served with status 200 and the marks of its kind', async ({request}) => {
  // Well over a hundred pages parsed in one test; minutes when the machine is busy.
  test.setTimeout(180_000);
  const problems = await Promise.all(
    builtRoutes().map(async (route) => {
      const response = await request.get(route);
      if (response.status() !== 200) return [`${route}: status ${response.status()}`];
      return missingMarks(await response.text(), route);
    }),
  );
  expect(problems.flat()).toEqual([]);
});

for (const route of pageKinds) {
  test(`${route} renders with no page error or CSP violation`, async ({workerPage: page}) => {
    const cspViolations = await watchCsp(page);
    const pageErrors = recordErrors(page, (message) => !isCspMessage(message));
    try {
      await gotoHydrated(page, route);
      await expectMarks(page, route);
      expect(await cspViolations()).toEqual([]);
    } finally {
      pageErrors.stop();
    }
    expect(pageErrors.errors).toEqual([]);
  });
}
