import {placeName} from '../../../data/placeName';
import {
  bindingSuffix,
  calendarText,
  type CalendarEvent,
} from '../../../plugins/deadline-calendar/ics';
import type {Answer, DateRow} from './answer';

/**
 * The reader's own calendar: one event for every date of the answer, in the browser. A yearly
 * date recurs (RRULE), and every date that does not bind now says why in its summary and
 * description, as the site's calendar files do (src/plugins/deadline-calendar/ics.ts).
 */

export const FINDER_CALENDAR_NAME = 'Our pay transparency deadlines';
export const FINDER_CALENDAR_FILE = 'pay-transparency-deadlines.ics';

/** A UID part made of letters, digits, dots and hyphens only. */
const uidPart = (text: string) => text.replace(/[^a-z0-9.-]+/gi, '-');

function event(a: Answer, row: DateRow, siteUrl: string): CalendarEvent {
  const {jurisdiction: j} = a;
  const link = `${siteUrl}${row.duties[0]?.link ?? j.page}`;
  const employer = `An employer of ${a.headcount} in ${placeName(j.name)}${a.sectorMatters ? `, ${a.sector} sector` : ''}.`;
  return {
    uid: `finder-${uidPart(row.key)}`,
    stamp: j.lastReviewed,
    date: row.date,
    yearly: row.yearly,
    summary: `${j.name}: ${row.title}${bindingSuffix(row.binding)}`,
    description: [
      `Status: ${row.binding.label}.`,
      ...(row.duties.length > 0 ? [`Concerns: ${row.duties.map((d) => d.title).join('; ')}.`] : []),
      ...row.notes,
      employer,
      `Details: ${link}`,
    ].join('\n'),
    url: link,
  };
}

/** The events of every answer, in the answers' order. */
export const finderEvents = (answers: readonly Answer[], siteUrl: string): CalendarEvent[] =>
  answers.flatMap((a) => a.dates.map((row) => event(a, row, siteUrl)));

/** The .ics text of the answers. */
export const finderCalendar = (answers: readonly Answer[], siteUrl: string): string =>
  calendarText(FINDER_CALENDAR_NAME, new URL(siteUrl).host, finderEvents(answers, siteUrl));
