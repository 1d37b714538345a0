import {expect, test} from '@playwright/test';
import {checkHtml, type HtmlError} from '../../scripts/html-check/check';
import {BUILD_DIR, builtRoutes} from './built-routes';

// In one worker, in order (not serial: one page's errors must not hide the next's).
test.describe.configure({mode: 'default'});

// One run of the Nu HTML checker over the whole build (about 15 s), then one test per page.
let errors: Map<string, HtmlError[]>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  errors = await checkHtml(BUILD_DIR);
});

test('the checker reports nothing for pages the route list does not know', () => {
  const routes = new Set(builtRoutes());
  expect([...errors.keys()].filter((route) => !routes.has(route))).toEqual([]);
});

for (const route of builtRoutes()) {
  test(`${route} is valid HTML`, () => {
    expect(errors.get(route) ?? [], `Nu HTML checker errors in ${route}`).toEqual([]);
  });
}
