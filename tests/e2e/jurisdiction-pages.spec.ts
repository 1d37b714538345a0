import {expect, test, type APIRequestContext} from '@playwright/test';
import {statusLine} from '../../src/data/summary';
import type {Jurisdiction} from '../../src/data/types';
import {runRelevanceSet} from '../search-relevance';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {openSearch} from './searchHelpers';
import {siteSettings} from './site';

/**
 * Every jurisdiction has a page: the states without a written guide get one generated from
 * their record at /countries/<id>, and guides and generated pages alike open with the state's
 * status in one line and what an employer must do now. The list comes from the built data.
 */

const {siteUrl} = siteSettings;

interface Listed {
  id: string;
  membership: Jurisdiction['membership'];
  guide?: string;
}

/** The published record of every country in the built dataset, guide or not. */
async function countries(
  request: APIRequestContext,
): Promise<Array<Listed & {record: Jurisdiction}>> {
  const {jurisdictions} = (await (await request.get('/data/v1/obligations.json')).json()) as {
    jurisdictions: Listed[];
  };
  return Promise.all(
    jurisdictions
      .filter((j) => j.membership !== 'eu-law')
      .map(async (j) => ({
        ...j,
        record: (await (
          await request.get(`/data/v1/jurisdictions/${j.id}.json`)
        ).json()) as Jurisdiction,
      })),
  );
}

const generated = async (request: APIRequestContext) =>
  (await countries(request)).filter((j) => !j.guide);

/** Duties that bind employers now: what the "what to do now" list names. */
const bindingNow = (j: Jurisdiction) =>
  j.obligations.filter((o) => o.kind !== 'transposition' && o.binding.status === 'in-force');

test.beforeEach(({page}) => failOnPageErrors(page));

test('every state without a guide has a page with its status, duties, dates, calendar and sources', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const states = await generated(request);
  // Every EU and EEA state has a page; some have a written guide, the rest a generated one.
  expect(states.length).toBeGreaterThanOrEqual(16);
  for (const {id, record} of states) {
    await test.step(record.name, async () => {
      const route = `/countries/${id}`;
      expect(record.page).toBe(route);
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('article h1')).toContainText(record.name);

      await expect(page.getByTestId('status-line')).toHaveText(statusLine(record).text);

      const todo = page.getByTestId('what-to-do-now');
      await expect(todo).toBeVisible();
      const now = bindingNow(record);
      await expect(todo.getByTestId('duty-now')).toHaveCount(now.length);
      await expect(todo.getByTestId('nothing-binds')).toHaveCount(now.length === 0 ? 1 : 0);

      const rows = page.getByTestId('duty');
      await expect(rows).toHaveCount(record.obligations.length);
      for (const [n, o] of record.obligations.entries()) {
        await expect(rows.nth(n).getByTestId('binding'), `${id}.${o.id}`).toContainText(
          o.binding.label,
        );
      }

      const calendar = page.locator(`article a[href="/calendar/${id}.ics"]`);
      await expect(calendar).toHaveCount(1);
      const ics = await request.get(`/calendar/${id}.ics`);
      expect(ics.status(), `${id}.ics`).toBe(200);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      const text = await ics.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text.replace(/\r\n /g, '')).toContain(`${record.name} deadlines`);
      if (record.deadlines.length === 0) {
        await expect(page.getByTestId('no-dates')).toBeVisible();
        expect(text).not.toContain('BEGIN:VEVENT');
      }

      await expect(page.locator(`article a[href="/data/v1/feeds/${id}.rss.xml"]`)).toHaveCount(1);
      await expect(page.getByTestId('verified-sources')).toBeVisible();

      const link = page.locator(`.theme-doc-sidebar-menu a[href="${route}"]`);
      await expect(link).toHaveText(record.name);
      await expect(link).toHaveClass(/menu__link--active/);
    });
  }
});

test('every written guide opens with the same status line and what to do now', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const guides = (await countries(request)).filter((j) => j.guide);
  expect(guides.length).toBeGreaterThanOrEqual(14);
  for (const {guide, record} of guides) {
    const route = guide!.slice(siteUrl.length);
    await page.goto(route);
    await expect(page.getByTestId('status-line'), route).toHaveText(statusLine(record).text);
    await expect(page.getByTestId('what-to-do-now').getByTestId('duty-now'), route).toHaveCount(
      bindingNow(record).length,
    );
    // Before the guide's own prose: straight after the notice, ahead of "At a glance".
    const order = await page
      .locator('[data-testid="status-line"], [data-testid="at-a-glance"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order, route).toEqual(['status-line', 'at-a-glance']);
  }
});

test('llms.txt and the sitemap list every generated page', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const {id} of await generated(request)) {
    expect(llms).toContain(`](${siteUrl}/countries/${id}): `);
    expect(sitemap).toContain(`<loc>${siteUrl}/countries/${id}</loc>`);
  }
});

test("search finds a generated page by the law's own-language name", async ({page, request}) => {
  const austria = (await generated(request)).find((j) => j.id === 'austria')!.record;
  // The record names the Act in German; the page lists it as one of its search terms.
  expect(austria.laws.map((law) => law.name).join(' ')).toContain('Gleichbehandlungsgesetz');
  await gotoHydrated(page, '/news');
  await openSearch(page);
  const [result] = await runRelevanceSet(page, [
    {query: 'Gleichbehandlungsgesetz', first: '/countries/austria'},
  ]);
  expect(result!.top[0]?.split('#')[0]).toBe('/countries/austria');
});
