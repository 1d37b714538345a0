import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDatasetFrom} from '../../data/load';
import {upcomingDates} from './deadlines';

const dataset = loadDatasetFrom(path.resolve(__dirname, '../../..'), 'data/jurisdictions');

describe('upcomingDates', () => {
  const dates = upcomingDates(dataset, '2026-11-26');

  it('lists only dates ahead, soonest first', () => {
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d.date >= '2026-11-26')).toBe(true);
    expect(dates.map((d) => d.date)).toEqual(dates.map((d) => d.date).sort());
  });

  it('lists a Directive date once, as an EU minimum, not once per state', () => {
    const reports = dates.filter((d) => d.key === 'eu-ptd.first-report-150-249');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.binding.status).toBe('eu-minimum');
  });

  it('moves a yearly date to its next occurrence', () => {
    const uk = dates.find((d) => d.jurisdiction.id === 'uk' && d.yearly);
    expect(uk?.date.slice(0, 4)).toMatch(/^202[67]$/);
  });
});
