/**
 * Dates in the site's one style, British English ("21 November 2026"), written
 * without Intl: the first Intl.DateTimeFormat a page creates loads the
 * locale's ICU data, about 30 ms of main thread (over 100 ms on a throttled
 * phone) during hydration. Calendar dates are UTC, so server and browser agree.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthStyle = 'long' | 'short';

function month(date: Date, style: MonthStyle): string {
  const name = MONTHS[date.getUTCMonth()]!;
  return style === 'long' ? name : name.slice(0, 3);
}

/** 21 November 2026 (or 21 Nov 2026). */
export function formatDayMonthYear(date: Date, style: MonthStyle = 'long'): string {
  return `${date.getUTCDate()} ${month(date, style)} ${date.getUTCFullYear()}`;
}

/** 21 November (or 21 Nov). */
export function formatDayMonth(date: Date, style: MonthStyle = 'long'): string {
  return `${date.getUTCDate()} ${month(date, style)}`;
}

/** "2026-11-21" → "21 November 2026". */
export function formatIsoDate(iso: string): string {
  return formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/**
 * The first occurrence of a date on or after `today` (all YYYY-MM-DD): the date itself, or for
 * a yearly date already past, the same day in this year or the next; undefined when a one-off
 * date has passed.
 */
export function nextOccurrence(date: string, today: string, yearly: boolean): string | undefined {
  if (date >= today) return date;
  if (!yearly) return undefined;
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}${date.slice(4)}`;
  return thisYear >= today ? thisYear : `${year + 1}${date.slice(4)}`;
}

/**
 * Orders ISO dates (or any ASCII strings) for `sort`, earliest first. Not `localeCompare`: its
 * first call on a page loads ICU collation data during hydration, and ISO dates sort by code
 * unit anyway.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
