/**
 * Stands in for @docusaurus/theme-common's IntlUtils (swapped in by index.ts).
 * The theme builds a new Intl.DateTimeFormat whenever a dated component
 * renders; on a page's first load that loads ICU locale data during
 * hydration. The site is English only, so the date styles the theme uses are
 * written by src/utils/dates.ts, in the site's British style; any other
 * style still gets Intl.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDayMonth, formatDayMonthYear} from '../../utils/dates';

type DateFormatter = Pick<Intl.DateTimeFormat, 'format'>;

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const {day, month, year, timeZone, ...others} = options;
  const written =
    currentLocale === 'en' &&
    calendar === 'gregory' &&
    day === 'numeric' &&
    (month === 'long' || month === 'short') &&
    (year === 'numeric' || year === undefined) &&
    timeZone === 'UTC' &&
    Object.keys(others).length === 0;
  if (!written) return new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
  return {
    format: (date) =>
      year
        ? formatDayMonthYear(new Date(date ?? Date.now()), month)
        : formatDayMonth(new Date(date ?? Date.now()), month),
  };
}
