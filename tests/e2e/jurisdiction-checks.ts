import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {isStartNotConfirmed} from '../../src/data/binding';
import {statusLine} from '../../src/data/summary';
import type {Jurisdiction} from '../../src/data/types';
import {BUILD_DIR} from './built-routes';

/**
 * What every jurisdiction's page must show, checked on a page already loaded (every-page.spec.ts
 * loads each route once). The records are the built site's published data, so a new record is
 * tested without editing here.
 */

const built = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(BUILD_DIR, 'data/v1', file), 'utf8'));

const {jurisdictions} = built('obligations.json') as {
  jurisdictions: Array<{id: string; membership: string; guide?: string}>;
};

/** The published record of every jurisdiction but the EU instruments, guide or not. */
export const jurisdictionRecords = jurisdictions
  .filter((j) => j.membership !== 'eu-law')
  .map((j) => ({guide: j.guide, record: built(`jurisdictions/${j.id}.json`) as Jurisdiction}));
export const generatedPages = jurisdictionRecords.filter((j) => !j.guide).map((j) => j.record);
const guidePages = jurisdictionRecords.filter((j) => j.guide).map((j) => j.record);

const generatedByRoute = new Map(generatedPages.map((record) => [record.page, record]));
const guideByRoute = new Map(guidePages.map((record) => [record.page, record]));

/** Duties that bind employers now: what the "what to do now" list names. */
const bindingNow = (j: Jurisdiction) =>
  j.obligations.filter((o) => o.kind !== 'transposition' && o.binding.status === 'in-force');

/** "What to do now" names every state, province, county or city inside, each linking its page. */
async function expectPlacesWithin(page: Page, record: Jurisdiction): Promise<void> {
  const within = page.getByTestId('what-to-do-now').getByTestId('places-within');
  await expect(within).toHaveCount(record.within.length > 0 ? 1 : 0);
  if (record.within.length === 0) return;
  const links = await within
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toEqual(record.within.map((place) => place.page));
}

/** What the route shows of its jurisdiction's record, if it is a jurisdiction's page. */
export function jurisdictionCheckFor(route: string): string | undefined {
  if (generatedByRoute.has(route)) {
    return 'its status, what to do now, duties, dates, calendar, sources and sidebar entry';
  }
  if (guideByRoute.has(route)) return 'its status line and what to do now, before the guide';
  return undefined;
}

/** Checks the loaded page against its jurisdiction's record; nothing for other routes. */
export async function expectJurisdictionPage(
  page: Page,
  request: APIRequestContext,
  route: string,
): Promise<void> {
  const generated = generatedByRoute.get(route);
  if (generated) await expectGeneratedPage(page, request, generated);
  const guide = guideByRoute.get(route);
  if (guide) await expectGuideOpening(page, guide);
}

/**
 * A page generated from a record (/countries/<id>, or /countries/<country>/<id> inside a
 * country) opens with the status in one line and what an employer must do now, then lists every
 * duty with its binding status, the dates with their calendar, the feed and the sources.
 */
async function expectGeneratedPage(
  page: Page,
  request: APIRequestContext,
  record: Jurisdiction,
): Promise<void> {
  const {id, page: route} = record;
  expect(route).toMatch(new RegExp(`^/countries/(?:[a-z0-9-]+/)?${id}$`));
  await expect(page.locator('article h1')).toContainText(record.name);
  await expect(page.getByTestId('status-line')).toHaveText(statusLine(record).text);

  const todo = page.getByTestId('what-to-do-now');
  await expect(todo).toBeVisible();
  const now = bindingNow(record);
  await expect(todo.getByTestId('duty-now')).toHaveCount(now.length);
  await expect(todo.getByTestId('nothing-binds')).toHaveCount(now.length === 0 ? 1 : 0);
  // An enacted duty whose start is not confirmed is not listed as binding from a later date.
  const unconfirmed = record.obligations.filter((o) => isStartNotConfirmed(o.binding));
  await expect(todo.getByTestId('duty-start-not-confirmed')).toHaveCount(unconfirmed.length);
  await expectPlacesWithin(page, record);

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
}

/** A written guide opens with the same status line and what to do now, before its own prose. */
async function expectGuideOpening(page: Page, record: Jurisdiction): Promise<void> {
  await expect(page.getByTestId('status-line')).toHaveText(statusLine(record).text);
  await expect(page.getByTestId('what-to-do-now').getByTestId('duty-now')).toHaveCount(
    bindingNow(record).length,
  );
  await expectPlacesWithin(page, record);
  // Straight after the notice, ahead of "At a glance".
  const order = await page
    .locator('[data-testid="status-line"], [data-testid="at-a-glance"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(order).toEqual(['status-line', 'at-a-glance']);
}
