import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {statusLine} from '../../src/data/summary';
import type {Jurisdiction} from '../../src/data/types';
import {runRelevanceSet} from '../search-relevance';
import {BUILD_DIR} from './built-routes';
import {failOnPageErrors, gotoHydrated} from './helpers';
import {openSearch} from './searchHelpers';
import {siteSettings} from './site';

/**
 * Every jurisdiction has a page: those without a written guide get one generated from their
 * record (/countries/<id>, or /countries/<country>/<id> inside a country), and guides and
 * generated pages alike open with the status in one line and what an employer must do now.
 * The list is the built site's published data, so a new record is tested without editing here.
 */

const {siteUrl} = siteSettings;

const built = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(BUILD_DIR, 'data/v1', file), 'utf8'));

const {jurisdictions} = built('obligations.json') as {
  jurisdictions: Array<{id: string; membership: string; guide?: string}>;
};
/** The published record of every jurisdiction but the EU instruments, guide or not. */
const records = jurisdictions
  .filter((j) => j.membership !== 'eu-law')
  .map((j) => ({
    guide: j.guide,
    record: built(`jurisdictions/${j.id}.json`) as Jurisdiction,
  }));
const generated = records.filter((j) => !j.guide).map((j) => j.record);
const guides = records.filter((j) => j.guide).map((j) => j.record);

/** Duties that bind employers now: what the "what to do now" list names. */
const bindingNow = (j: Jurisdiction) =>
  j.obligations.filter((o) => o.kind !== 'transposition' && o.binding.status === 'in-force');

test.beforeEach(({page}) => failOnPageErrors(page));

test('every EU and EEA state has a page, written or generated', () => {
  const states = records.filter(({record}) => ['eu', 'eea'].includes(record.membership));
  expect(states).toHaveLength(30);
  expect(generated.length).toBeGreaterThanOrEqual(16);
});

test.describe('generated page', () => {
  for (const record of generated) {
    test(`${record.page}: status, what to do now, duties, dates, calendar, sources and sidebar`, async ({
      page,
      request,
    }) => {
      const {id, page: route} = record;
      expect(route).toMatch(new RegExp(`^/countries/(?:[a-z0-9-]+/)?${id}$`));
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
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
        await expect(rows.nth(n).getByTestId('binding'), o.id).toContainText(o.binding.label);
      }

      await expect(page.locator(`article a[href="/calendar/${id}.ics"]`)).toHaveCount(1);
      const ics = await request.get(`/calendar/${id}.ics`);
      expect(ics.status()).toBe(200);
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

test.describe('written guide', () => {
  for (const record of guides) {
    test(`${record.page} opens with the same status line and what to do now`, async ({page}) => {
      await page.goto(record.page);
      await expect(page.getByTestId('status-line')).toHaveText(statusLine(record).text);
      await expect(page.getByTestId('what-to-do-now').getByTestId('duty-now')).toHaveCount(
        bindingNow(record).length,
      );
      // Before the guide's own prose: straight after the notice, ahead of "At a glance".
      const order = await page
        .locator('[data-testid="status-line"], [data-testid="at-a-glance"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
      expect(order).toEqual(['status-line', 'at-a-glance']);
    });
  }
});

test('llms.txt and the sitemap list every generated page', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const {page} of generated) {
    expect(llms).toContain(`](${siteUrl}${page}): `);
    expect(sitemap).toContain(`<loc>${siteUrl}${page}</loc>`);
  }
});

test("search finds a generated page by the law's own-language name", async ({page}) => {
  const austria = generated.find((j) => j.id === 'austria')!;
  // The record names the Act in German; the page carries the name as a search term.
  expect(austria.laws.map((law) => law.name).join(' ')).toContain('Gleichbehandlungsgesetz');
  await gotoHydrated(page, '/news');
  await openSearch(page);
  const [result] = await runRelevanceSet(page, [
    {query: 'Gleichbehandlungsgesetz', first: austria.page},
  ]);
  expect(result!.top[0]?.split('#')[0]).toBe(austria.page);
});
