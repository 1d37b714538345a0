import {describe, expect, it} from 'vitest';
import {formatDayMonth, formatDayMonthYear, formatIsoDate, nextOccurrence} from './dates';

describe('dates', () => {
  it('writes ISO dates in British style', () => {
    expect(formatIsoDate('2026-11-21')).toBe('21 November 2026');
    expect(formatIsoDate('2027-06-07')).toBe('7 June 2027');
  });

  it('matches Intl en-GB for every month, in UTC whatever the time of day', () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2026, m, 28, 23, 30));
      const options = {day: 'numeric', year: 'numeric', timeZone: 'UTC'} as const;
      expect(formatDayMonthYear(date)).toBe(
        date.toLocaleDateString('en-GB', {...options, month: 'long'}),
      );
      expect(formatDayMonthYear(date, 'short')).toBe(
        date.toLocaleDateString('en-GB', {...options, month: 'short'}).replace('Sept', 'Sep'),
      );
      expect(formatDayMonth(date)).toBe(
        date.toLocaleDateString('en-GB', {day: 'numeric', month: 'long', timeZone: 'UTC'}),
      );
    }
  });
});

describe('nextOccurrence', () => {
  it('keeps a date still ahead, rolls a yearly one forward and drops a past one-off', () => {
    expect(nextOccurrence('2027-06-07', '2026-11-26', false)).toBe('2027-06-07');
    expect(nextOccurrence('2025-04-04', '2026-11-26', true)).toBe('2027-04-04');
    expect(nextOccurrence('2025-12-31', '2026-11-26', true)).toBe('2026-12-31');
    expect(nextOccurrence('2026-11-26', '2026-11-26', false)).toBe('2026-11-26');
    expect(nextOccurrence('2025-06-07', '2026-11-26', false)).toBeUndefined();
  });
});
