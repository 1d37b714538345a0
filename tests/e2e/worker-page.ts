import {test as base, type Page} from '@playwright/test';

/**
 * `test` with one page per worker, for suites that visit every route: a new
 * browser context per route would double their run time.
 */
export const test = base.extend<object, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

export {expect} from '@playwright/test';
