import {describe, expect, it} from 'vitest';
import type {Binding} from '@site/src/data/types';
import {nextDates} from './nextDates';

const inForce: Binding = {status: 'in-force', label: 'In force'};
const euMinimum: Binding = {status: 'eu-minimum', label: 'EU minimum, not yet binding in Germany'};
const expired: Binding = {status: 'expired', label: 'No longer applies'};

describe('nextDates', () => {
  it('prefers the next binding date and keeps every EU minimum due on the next such day', () => {
    const dates = [
      {id: 'past', date: '2017-07-06', binding: inForce},
      {id: 'report-250', date: '2027-06-07', binding: euMinimum},
      {id: 'report-150', date: '2027-06-07', binding: euMinimum},
      {id: 'report-100', date: '2031-06-07', binding: euMinimum},
      {id: 'national', date: '2027-09-01', binding: inForce},
    ];
    const next = nextDates(dates, '2026-11-24', () => false);
    expect(next.binding.map((d) => d.id)).toEqual(['national']);
    expect(next.notYetBinding.map((d) => d.id)).toEqual(['report-250', 'report-150']);
  });

  it('finds no binding date where only EU minimums and expired dates lie ahead', () => {
    const next = nextDates(
      [
        {date: '2027-06-07', binding: euMinimum},
        {date: '2028-01-01', binding: expired},
      ],
      '2026-11-24',
      () => false,
    );
    expect(next.binding).toEqual([]);
    expect(next.notYetBinding).toHaveLength(1);
  });

  it('counts from the given day and brings a yearly date to its next occurrence', () => {
    const dates = [
      {id: 'publication', date: '2026-11-30', binding: inForce, yearly: true},
      {id: 'one-off', date: '2026-11-30', binding: inForce, yearly: false},
    ];
    const next = nextDates(dates, '2026-12-02', (d) => d.yearly);
    expect(next.binding.map(({id, date}) => [id, date])).toEqual([['publication', '2027-11-30']]);
    expect(nextDates(dates, '2026-11-24', (d) => d.yearly).binding).toHaveLength(2);
  });
});
