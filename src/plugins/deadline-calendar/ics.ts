import type {Binding, Deadline, Jurisdiction} from '../../data/types';

/**
 * iCalendar (RFC 5545) text. The build writes the calendar files with it, and the "Which rules
 * apply to us?" page builds its download in the browser with it, so it uses no Node APIs.
 */

const CRLF = '\r\n';

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Folds a content line at 75 octets, continuing with a leading space. */
export function foldLine(line: string): string {
  const bytes = encoder.encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never cut a UTF-8 sequence: back off while the next byte is a continuation byte.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(decoder.decode(bytes.subarray(start, end)));
    start = end;
    limit = 74; // continuation lines start with a space
  }
  return parts.join(`${CRLF} `);
}

const compactDate = (iso: string) => iso.replace(/-/g, '');

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** One all-day event. */
export interface CalendarEvent {
  /** Unique and stable across downloads, so a calendar updates rather than duplicates it. */
  uid: string;
  /** The day the information was last reviewed (DTSTAMP). */
  stamp: string;
  date: string;
  yearly: boolean;
  summary: string;
  description: string;
  url: string;
}

function eventLines(event: CalendarEvent, host: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}@${host}`,
    `DTSTAMP:${compactDate(event.stamp)}T000000Z`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
    ...(event.yearly ? ['RRULE:FREQ=YEARLY'] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A calendar of all-day events, CRLF-delimited and folded. */
export function calendarText(name: string, host: string, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Pay transparency deadlines//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, host)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The summary's status suffix: a date that binds now needs none, any other says why not. */
export const bindingSuffix = (binding: Binding) =>
  binding.status === 'in-force' ? '' : ` (${binding.label})`;

function deadlineEvent(
  jurisdiction: Jurisdiction,
  deadline: Deadline,
  pageUrl: string,
): CalendarEvent {
  return {
    uid: `${jurisdiction.id}-${deadline.id}`,
    stamp: jurisdiction.lastReviewed,
    date: deadline.date,
    yearly: deadline.recurrence === 'yearly',
    summary: `${jurisdiction.name}: ${deadline.title}${bindingSuffix(deadline.binding)}`,
    description:
      `Status: ${deadline.binding.label}.\n` +
      `${deadline.description}\n` +
      (deadline.note ? `${deadline.note}\n` : '') +
      `Legal source: ${deadline.source.title} — ${deadline.source.url}\n` +
      `Guide: ${pageUrl}`,
    url: deadline.source.url,
  };
}

/** The id of the jurisdiction that sets a deadline ("eu-ptd" for "eu-ptd.reports-250-plus"). */
const ownerOf = (deadline: Deadline) => deadline.key.slice(0, deadline.key.indexOf('.'));

export function buildCalendar(
  name: string,
  jurisdictions: readonly Jurisdiction[],
  siteUrl: string,
): string {
  // A date several jurisdictions share appears once, under the one that sets it.
  const included = new Set(jurisdictions.map((j) => j.id));
  const events = jurisdictions.flatMap((j) =>
    j.deadlines
      .filter((d) => !(d.sharedFrom && included.has(ownerOf(d))))
      .map((d) => deadlineEvent(j, d, `${siteUrl}${j.page}`)),
  );
  return calendarText(name, new URL(siteUrl).host, events);
}
