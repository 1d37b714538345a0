import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {answer} from './answer';
import {FINDER_CALENDAR_NAME, finderCalendar} from './calendar';
import {siteFinderData} from './testData';

const TODAY = '2026-11-26';
const SITE = 'https://example.org';

const site = siteFinderData(TODAY);

/**
 * The four-country example (the Netherlands at 120, where a bill keeps a Directive date) and
 * the UK, whose dates recur yearly.
 */
const answers = answer(
  [
    {id: 'germany', headcount: 150, sector: 'private'},
    {id: 'france', headcount: 120, sector: 'private'},
    {id: 'poland', headcount: 80, sector: 'private'},
    {id: 'netherlands', headcount: 120, sector: 'private'},
    {id: 'uk', headcount: 300, sector: 'private'},
  ],
  site,
  TODAY,
);
const rows = answers.flatMap((a) => a.dates.map((row) => ({a, row})));

/** The calendar as a real iCalendar library reads it. */
const calendar = new ICAL.Component(ICAL.parse(finderCalendar(answers, SITE)));
const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('the finder calendar', () => {
  it('parses as a named iCalendar of one event per date of the answer, in order', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(FINDER_CALENDAR_NAME);
    expect(rows.length).toBeGreaterThan(4);
    expect(events.map((e) => e.startDate.toString())).toEqual(rows.map(({row}) => row.date));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('makes each yearly date recur every year, and no other', () => {
    rows.forEach(({row}, i) => {
      const rule = events[i]!.component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
      expect(rule?.freq ?? null, row.title).toBe(row.yearly ? 'YEARLY' : null);
    });
    expect(rows.some(({row}) => row.yearly)).toBe(true);
  });

  it('labels every date that does not bind now, in its summary and description', () => {
    rows.forEach(({a, row}, i) => {
      const event = events[i]!;
      const summary = `${a.jurisdiction.name}: ${row.title}`;
      expect(event.summary).toBe(
        row.binding.status === 'in-force' ? summary : `${summary} (${row.binding.label})`,
      );
      expect(event.description.startsWith(`Status: ${row.binding.label}.`)).toBe(true);
    });
  });

  it("holds Germany's first report on 2026 pay as an EU minimum, not yet binding there", () => {
    const germany = events.find(
      (e) => e.startDate.toString() === '2027-06-07' && e.summary.startsWith('Germany:'),
    );
    expect(germany?.summary).toBe(
      'Germany: First pay-gap report due: employers with 150 to 249 workers (EU minimum, not yet binding in Germany)',
    );
  });
});
