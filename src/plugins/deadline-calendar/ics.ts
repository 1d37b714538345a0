import type {Deadline, Jurisdiction} from '../../data/types';

/** iCalendar (RFC 5545) text for a set of jurisdictions' deadlines. */

const CRLF = '\r\n';

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuing with a leading space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never cut a UTF-8 sequence: back off while the next byte is a continuation byte.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
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

function eventLines(
  jurisdiction: Jurisdiction,
  deadline: Deadline,
  host: string,
  pageUrl: string,
): string[] {
  const status = deadline.status === 'proposed' ? ' (proposed, not yet law)' : '';
  const description =
    `${deadline.description}${status}\n` +
    (deadline.note ? `${deadline.note}\n` : '') +
    `Legal source: ${deadline.source.title} — ${deadline.source.url}\n` +
    `Guide: ${pageUrl}`;
  return [
    'BEGIN:VEVENT',
    `UID:${jurisdiction.id}-${deadline.id}@${host}`,
    `DTSTAMP:${compactDate(jurisdiction.lastReviewed)}T000000Z`,
    `DTSTART;VALUE=DATE:${compactDate(deadline.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(deadline.date))}`,
    ...(deadline.recurrence === 'yearly' ? ['RRULE:FREQ=YEARLY'] : []),
    `SUMMARY:${escapeText(`${jurisdiction.name}: ${deadline.title}${status}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${deadline.source.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The id of the jurisdiction that sets a deadline ("eu-ptd" for "eu-ptd.reports-250-plus"). */
const ownerOf = (deadline: Deadline) => deadline.key.slice(0, deadline.key.indexOf('.'));

export function buildCalendar(
  name: string,
  jurisdictions: readonly Jurisdiction[],
  siteUrl: string,
): string {
  const host = new URL(siteUrl).host;
  // A date several jurisdictions share appears once, under the one that sets it.
  const included = new Set(jurisdictions.map((j) => j.id));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Pay transparency deadlines//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...jurisdictions.flatMap((j) =>
      j.deadlines
        .filter((d) => !(d.sharedFrom && included.has(ownerOf(d))))
        .flatMap((d) => eventLines(j, d, host, `${siteUrl}${j.docPath ?? ''}`)),
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
