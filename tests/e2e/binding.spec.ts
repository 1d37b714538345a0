import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test} from '@playwright/test';
import {isoToday} from '../../src/data/binding';
import {formatIsoDate, nextOccurrence} from '../../src/utils/dates';
import {BUILD_DIR, builtHtml, builtRoutes} from './built-routes';

/**
 * No page or calendar shows a date of the Pay Transparency Directive as a state's deadline
 * without saying that it does not bind there yet. The Directive's dates and each state's
 * duties are read from the build's own /data/v1 files, so the check follows the data.
 */

interface Binding {
  status: string;
  label: string;
}
interface Published {
  id: string;
  name: string;
  membership: string;
  page: string;
  lastReviewed: string;
  obligations: Array<{
    id: string;
    kind: string;
    implements?: string;
    binding: Binding;
    timing: {inForceFrom?: string; firstDeadline?: string};
  }>;
  deadlines: Array<{
    id: string;
    key: string;
    date: string;
    recurrence?: 'yearly';
    obligation?: string;
    binding: Binding;
  }>;
  changes: Array<{about?: string}>;
}

const readBuilt = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
const published = (id: string): Published =>
  JSON.parse(readBuilt(`data/v1/jurisdictions/${id}.json`)) as Published;
const index = JSON.parse(readBuilt('data/v1/obligations.json')) as {
  jurisdictions: Array<{id: string; membership: string}>;
  obligations: Array<{id: string; binding: Binding}>;
};

const directive = published('eu-ptd');
const states = index.jurisdictions
  .filter((j) => j.membership === 'eu' || j.membership === 'eea')
  .map((j) => published(j.id));

/** The Directive's employer duties due on each of its dates (start of a duty, first report). */
const dutiesOn = new Map<string, Set<string>>();
for (const o of directive.obligations.filter((x) => x.kind !== 'transposition')) {
  for (const date of [o.timing.inForceFrom, o.timing.firstDeadline]) {
    if (date) dutiesOn.set(date, (dutiesOn.get(date) ?? new Set()).add(o.id));
  }
}
const EU_DATES = [...dutiesOn.keys()].sort();

const BINDS = new Set(['in-force', 'applies-from']);
/**
 * Whether an adopted rule of `state` carries out a Directive duty due on `date`; where none
 * does, no mention of the date there may read as a national deadline.
 */
const bindsIn = (state: Published, date: string) =>
  [...dutiesOn.get(date)!].some((duty) =>
    state.obligations.some((o) => o.implements === `eu-ptd.${duty}` && BINDS.has(o.binding.status)),
  );

/** "7 June 2027" as pages write it, or "7 Jun 2027" as the grid's cells do (not "17 June"). */
const written = (date: string) => {
  const long = formatIsoDate(date);
  return new RegExp(`(?<!\\d)(?:${long}|${long.replace(/ (\w{3})\w+ /, ' $1 ')})`);
};
/** The day the states had to transpose by: prose about that duty of the state is no deadline. */
const TRANSPOSITION_DEADLINE = directive.deadlines.find(
  (d) => d.obligation === 'transposition',
)!.date;

/** Any binding label src/data/binding.ts writes. */
const LABEL =
  /In force|Set by law in force|Enacted, applies from|Enacted, not yet in force|Enacted, start not confirmed|Proposed \(|EU minimum|No longer applies/;
/** Words that tell a reader a date does not bind yet, in a label or in prose. */
const NOT_BINDING =
  /not yet binding|EU minimum|propos|\bbills?\b|\bdraft|halted|only (?:once|through|after)|does not (?:yet )?bind|once [^.]{0,80}transpos/i;
/** Words that give a date to the Directive rather than to a state, enough on other pages. */
const THE_DIRECTIVES = /Directive's|Directive itself|under the (?:Pay Transparency )?Directive/i;

const BLOCKS = 'p, li, td, th, dd, dt, h1, h2, h3, h4, h5, h6, caption, figcaption, blockquote';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = states.map((s) => ({state: s, name: new RegExp(`\\b${escape(s.name)}\\b`)}));

/**
 * Each place in a page where a Directive date stands for a state that it does not bind,
 * without a label. A date inside an element marked `data-binding` (a timeline entry, an
 * obligation, a grid cell) must carry a binding label there; elsewhere the block of prose
 * around it must say in words that the date does not bind yet. A block is about the page's
 * own state, and about every state it names or links to.
 */
function unlabelledDates(route: string, html: string): string[] {
  const $ = cheerio.load(html);
  // Scripts are no text, and a change log records what the site said, not a deadline.
  $('script, style, noscript, [data-testid="change-log"], [data-testid="what-changed"]').remove();
  const pageState = states.find((s) => s.page === route);
  const problems: string[] = [];
  $('body *')
    .contents()
    .each((_, node) => {
      if (node.type !== 'text') return;
      const dates = EU_DATES.filter((date) => written(date).test(node.data));
      if (dates.length === 0) return;
      const element = $(node.parent!);
      const block = element.closest(BLOCKS);
      const scope = element.closest('[data-binding]');
      const context = block.length > 0 ? block : element;
      const where = (scope.length > 0 ? scope : context).text().replace(/\s+/g, ' ').trim();
      if (scope.length > 0) {
        if (!LABEL.test(where))
          problems.push(`${route}: no binding label in "${where.slice(0, 160)}"`);
        return;
      }
      const row = context.closest('tr');
      const links = (row.length > 0 ? row : context)
        .find('a')
        .map((__, a) => $(a).attr('href')?.split('#')[0])
        .get();
      for (const date of dates) {
        // Prose about the states' own duty to transpose by the deadline is no employer deadline.
        if (date === TRANSPOSITION_DEADLINE && /transpos/i.test(where)) continue;
        const sentences = (row.length > 0 ? row.text() : where)
          .split(/(?<=[.;!?])\s+/)
          .filter((sentence) => written(date).test(sentence))
          .join(' ');
        const subjects = states.filter(
          (s) =>
            s === pageState ||
            named.some((n) => n.state === s && n.name.test(sentences)) ||
            links.includes(s.page),
        );
        for (const state of subjects) {
          const labelled =
            NOT_BINDING.test(where) || (state !== pageState && THE_DIRECTIVES.test(sentences));
          if (!bindsIn(state, date) && !labelled) {
            problems.push(
              `${route}: ${formatIsoDate(date)} stands for ${state.name} without saying it does not bind there yet: "${where.slice(0, 200)}"`,
            );
          }
        }
      }
    });
  return problems;
}

/** The VEVENTs of a calendar file, each as its unfolded property lines. */
function events(ics: string): Array<Record<string, string>> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, body]) =>
    Object.fromEntries(
      body!
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [
            line.slice(0, colon).split(';')[0]!,
            line.slice(colon + 1).replace(/\\([,;\\])/g, '$1'),
          ];
        }),
    ),
  );
}

test.describe('Directive dates carry their binding status', () => {
  test('the dates come from the published Directive record', () => {
    expect(EU_DATES).toEqual(expect.arrayContaining(['2026-06-07', '2027-06-07', '2031-06-07']));
    expect(states).toHaveLength(30);
  });

  test('no built page shows a Directive date as a state deadline without a label', () => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const problems = routes.flatMap((route) => unlabelledDates(route, builtHtml(route)));
    expect(problems).toEqual([]);
  });

  test('no calendar file lists a Directive date for a state without its label', () => {
    const files = readdirSync(path.join(BUILD_DIR, 'calendar')).filter((f) => f.endsWith('.ics'));
    expect(files).toContain('germany.ics');
    const byUid = new Map<string, Record<string, string>>();
    for (const file of files) {
      for (const event of events(readBuilt(`calendar/${file}`))) {
        expect(event.DESCRIPTION, `${file} ${event.UID}`).toMatch(/^Status: /);
        byUid.set(`${file} ${event.UID!.split('@')[0]}`, event);
      }
    }
    const checked = states.flatMap((state) =>
      state.deadlines
        .filter((d) => d.key.startsWith('eu-ptd.'))
        .map((d) => {
          const event = byUid.get(`${state.id}.ics ${state.id}-${d.id}`);
          const where = `${state.id}.ics: ${d.key}`;
          expect(event, where).toBeDefined();
          expect(event!.DTSTART, where).toBe(d.date.replace(/-/g, ''));
          expect(event!.DESCRIPTION, where).toContain(`Status: ${d.binding.label}.`);
          if (d.binding.status !== 'in-force') {
            expect(event!.SUMMARY, where).toContain(`(${d.binding.label})`);
          }
          return where;
        }),
    );
    expect(checked.length).toBeGreaterThan(10);
    // The Directive's own calendar: every employer duty's date labelled; its dates for the
    // member states (the transposition deadline) are law in force, which needs no label.
    for (const d of directive.deadlines.filter((x) => x.obligation)) {
      const event = byUid.get(`pay-transparency-deadlines.ics eu-ptd-${d.id}`);
      expect(event?.DESCRIPTION, d.id).toContain(`Status: ${d.binding.label}.`);
      if (d.binding.status !== 'in-force') {
        expect(event?.SUMMARY, d.id).toContain(`(${d.binding.label})`);
      }
    }
  });
});

test.describe('what each page, tool and download says', () => {
  const withGuides = states.filter((s) => s.page !== `/countries/${s.id}`);

  for (const state of withGuides.filter((s) => s.membership === 'eu')) {
    test(`${state.name}: the next deadline binds, and the next date not binding yet is labelled`, async ({
      page,
    }) => {
      // The page counts from the day of the build; the suite runs the day it builds.
      const today = isoToday();
      const pending = state.deadlines
        .filter((d) => ['proposed', 'eu-minimum'].includes(d.binding.status))
        .flatMap((d) => {
          const date = nextOccurrence(d.date, today, d.recurrence === 'yearly');
          return date ? [{...d, date}] : [];
        })
        .sort((a, b) => a.date.localeCompare(b.date))[0];
      await page.goto(state.page);
      const glance = page.getByTestId('at-a-glance');
      const next = glance.locator('tr', {has: page.locator('th', {hasText: /^Next deadline$/})});
      if ((await next.count()) > 0) await expect(next).not.toContainText(/EU minimum|Proposed/);
      const row = glance.locator('tr', {hasText: 'Next date not yet binding'});
      if (pending) {
        await expect(row).toContainText(formatIsoDate(pending.date));
        await expect(row).toContainText(pending.binding.label);
      } else {
        await expect(row).toHaveCount(0);
      }
    });
  }

  test('Germany’s guide shows 7 June 2027 as an EU minimum, not as its next deadline', async ({
    page,
  }) => {
    const germany = states.find((s) => s.id === 'germany')!;
    await page.goto(germany.page);
    const glance = page.getByTestId('at-a-glance');
    await expect(glance.locator('tr', {hasText: 'Next deadline'})).not.toContainText('2027');
    await expect(glance.locator('tr', {hasText: 'Next date not yet binding'})).toContainText(
      '7 June 2027: Pay-gap report due: employers with 250 or more workers EU minimum, not yet binding in Germany',
    );
    const reports = page.getByTestId('key-dates').locator('li', {hasText: '7 June 2027'});
    await expect(reports).toHaveCount(2);
    for (const report of await reports.all()) {
      await expect(report.locator('.badge')).toHaveText('EU minimum, not yet binding in Germany');
    }
  });

  test('a planned start takes the stage its proposals have reached: the Dutch bill', async ({
    page,
  }) => {
    await page.goto(states.find((s) => s.id === 'netherlands')!.page);
    const start = page
      .getByTestId('key-dates')
      .locator('li', {hasText: 'Proposed entry into force of the Dutch pay transparency act'});
    await expect(start.locator('.badge')).toHaveText('Proposed (bill before parliament)');
  });

  test('the grid labels each national rule and keeps its words apart', async ({page}) => {
    await page.goto('/directive-grid');
    const grid = page.getByTestId('directive-grid');
    const text = (await grid.textContent()) ?? '';
    expect(text).not.toMatch(/reported\.Source|\.Source ·/);
    const cyprus = grid.locator('td[data-binding]', {
      has: page.locator('a[href^="/countries/cyprus#"]'),
    });
    await expect(cyprus.first()).toContainText('Proposed (draft)');
  });

  test('the comparison labels the next dates', async ({page}) => {
    await page.goto('/compare?j=france,greece&rows=next-deadline,reporting');
    const next = page.getByTestId('comparison').locator('tr[data-row="next-deadline"] td');
    await expect(next.first()).toContainText('1 March 2027');
    await expect(next.first()).toContainText('7 June 2027');
    await expect(next.first()).toContainText('EU minimum, not yet binding in France');
    await expect(next.nth(1)).toContainText('7 June 2027');
    // Greece's law is in force, and the report it sets is still to come.
    await expect(next.nth(1)).toContainText('Set by law in force');
  });

  test('the transposition table counts each state’s Directive duties by binding status', async ({
    page,
  }) => {
    await page.goto('/eu-pay-transparency-directive');
    const duties = directive.obligations.filter((o) => o.kind !== 'transposition').length;
    const rows = page.getByTestId('transposition-table').locator('tbody tr');
    await expect(rows).toHaveCount(states.length);
    const germany = rows.filter({hasText: 'Germany'});
    await expect(germany.locator('td').nth(1)).toHaveText(
      `EU minimum, not yet binding in Germany: ${duties} of ${duties}`,
    );
    await expect(page.getByTestId('transposition-rule')).toContainText('Partly transposed');
  });

  test('/data/v1 and the feeds carry the same binding status', async ({page, request}) => {
    for (const o of index.obligations) expect(o.binding.label, o.id).toMatch(LABEL);
    const csv = await (await request.get('/data/v1/obligations.csv')).text();
    const header = csv.split('\r\n')[0]!.split(',');
    expect(header.slice(-2)).toEqual(['binding_status', 'binding_label']);
    for (const o of index.obligations) {
      expect(csv, o.id).toMatch(
        new RegExp(
          `^${escape(o.id)},.*,${o.binding.status},"?${escape(o.binding.label)}"?\\r$`,
          'm',
        ),
      );
    }
    const rss = await (await request.get('/data/v1/feeds/all.rss.xml')).text();
    const aboutDuties = [directive, ...states, ...index.jurisdictions.map((j) => published(j.id))]
      .filter((j, n, all) => all.findIndex((k) => k.id === j.id) === n)
      .flatMap((j) =>
        j.changes.filter(
          (c) =>
            j.obligations.some((o) => o.id === c.about) ||
            j.deadlines.some((d) => d.id === c.about),
        ),
      );
    expect(aboutDuties.length).toBeGreaterThan(10);
    const items = rss.split('<item>').slice(1);
    expect(items.filter((item) => item.includes('Status now: ')).length).toBe(aboutDuties.length);
    await page.goto('/open-data');
    await expect(page.getByTestId('schema-fields')).toContainText('obligations[].binding.label');
  });
});
