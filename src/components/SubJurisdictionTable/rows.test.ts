import {describe, expect, it} from 'vitest';
import type {Binding} from '../../data/types';
import type {ToolJurisdiction, ToolObligation} from '../../plugins/legal-data/tools';
import {
  dutyLines,
  milestones,
  placeTables,
  subJurisdictionRows,
  upcomingDates,
  whoText,
} from './rows';

const IN_FORCE: Binding = {status: 'in-force', label: 'In force'};
const PROPOSED: Binding = {
  status: 'proposed',
  label: 'Proposed (bill before parliament)',
  stage: 'bill',
};
const LATER: Binding = {
  status: 'applies-from',
  label: 'Enacted, applies from 1 July 2027',
  from: '2027-07-01',
};

function duty(id: string, fields: Partial<ToolObligation> = {}): ToolObligation {
  return {
    id,
    kind: 'pay-range-in-job-adverts',
    title: id,
    status: 'in-force',
    who: 'Employers.',
    sector: 'all',
    frequency: 'continuous',
    binding: IN_FORCE,
    link: `/page#obligation-${id}`,
    source: 'https://example.gov/law',
    dates: [],
    ...fields,
  };
}

function place(
  id: string,
  parent: string | undefined,
  obligations: ToolObligation[] = [],
  level: ToolJurisdiction['level'] = 'state',
): ToolJurisdiction {
  return {
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    membership: 'non-eu',
    level,
    ...(parent && {parent}),
    page: `/countries/land/${id}`,
    lastReviewed: '2026-11-26',
    obligations,
  };
}

describe('whoText', () => {
  it('says where the headcount is counted and how many must work in the jurisdiction', () => {
    expect(
      whoText({min: 15, sector: 'all', headcountScope: 'anywhere', minInJurisdiction: 1}, 'state'),
    ).toBe('15+ employees anywhere, at least 1 in the state');
    expect(whoText({min: 25, sector: 'all', headcountScope: 'in-jurisdiction'}, 'state')).toBe(
      '25+ employees in the state',
    );
  });

  it('does not repeat a local minimum that the in-jurisdiction count already says', () => {
    expect(
      whoText(
        {min: 15, sector: 'all', headcountScope: 'in-jurisdiction', minInJurisdiction: 15},
        'city',
      ),
    ).toBe('15+ employees in the city');
  });

  it('words a duty with only a local minimum, a sector, or no threshold at all', () => {
    expect(whoText({sector: 'all', minInJurisdiction: 1}, 'state')).toBe(
      'At least 1 employee in the state',
    );
    expect(
      whoText(
        {sector: 'private', headcountScope: 'in-jurisdiction', minInJurisdiction: 1},
        'district',
      ),
    ).toBe('Private employers with at least 1 employee in the District');
    expect(whoText({min: 100, sector: 'private', headcountScope: 'anywhere'}, 'state')).toBe(
      'Private employers with 100+ employees anywhere',
    );
    expect(whoText({sector: 'public'}, 'province')).toBe('Public sector; no headcount threshold');
    expect(whoText({sector: 'all'}, 'city')).toBe('No headcount threshold');
    expect(whoText({min: 10, max: 49, sector: 'all'}, 'state')).toBe('10–49 employees');
  });

  it('says a condition decides when a duty has one and no headcount threshold', () => {
    expect(whoText({sector: 'private', onlyIf: 'you use labour contractors'}, 'state')).toBe(
      'Private sector; a condition, not your headcount, decides',
    );
    expect(whoText({sector: 'all', onlyIf: 'you are a listed body'}, 'province')).toBe(
      'A condition, not your headcount, decides',
    );
  });
});

describe('dutyLines', () => {
  it('puts duties with the same threshold, date and status on one line, each kind once', () => {
    const lines = dutyLines(
      place('ohio', 'land', [
        duty('ads', {min: 15, inForceFrom: '2023-01-01'}),
        duty('history', {kind: 'pay-history-ban', min: 15, inForceFrom: '2023-01-01'}),
        duty('more-ads', {min: 15, inForceFrom: '2023-01-01'}),
        duty('report', {kind: 'workforce-report', min: 100, firstDeadline: '2024-05-01'}),
        duty('coming', {inForceFrom: '2027-07-01', binding: LATER}),
      ]),
    );
    expect(lines).toEqual([
      {
        kinds: [
          {label: 'Pay range in job adverts', link: '/page#obligation-ads'},
          {label: 'Pay history ban', link: '/page#obligation-history'},
        ],
        who: '15+ employees',
        date: {iso: '2023-01-01', firstDeadline: false},
        binding: IN_FORCE,
      },
      {
        kinds: [{label: 'Workforce report', link: '/page#obligation-report'}],
        who: '100+ employees',
        date: {iso: '2024-05-01', firstDeadline: true},
        binding: IN_FORCE,
      },
      {
        kinds: [{label: 'Pay range in job adverts', link: '/page#obligation-coming'}],
        who: 'No headcount threshold',
        date: {iso: '2027-07-01', firstDeadline: false},
        binding: LATER,
      },
    ]);
  });

  it('leaves out the date of a duty whose record has none', () => {
    expect(dutyLines(place('maine', 'land', [duty('ads')]))[0]).not.toHaveProperty('date');
  });
});

describe('subJurisdictionRows', () => {
  const data = [
    place('land', undefined, [], 'country'),
    place('zeta', 'land'),
    place('york', 'land', [duty('ads')]),
    place('york-city', 'york', [duty('city-ads')], 'city'),
    place('albany', 'york', [], 'county'),
    place('elsewhere', 'other-land'),
  ];

  it('lists the children A to Z, each followed by the places inside it', () => {
    const rows = subJurisdictionRows(data, 'land');
    expect(rows.map((r) => [r.id, r.depth, r.within, r.hasChildren])).toEqual([
      ['york', 1, undefined, true],
      ['albany', 2, 'York', false],
      ['york-city', 2, 'York', false],
      ['zeta', 1, undefined, false],
    ]);
    expect(rows[0]!.page).toBe('/countries/land/york');
    expect(rows[3]!.duties).toEqual([]);
  });

  it('is empty for a jurisdiction with nothing inside it', () => {
    expect(subJurisdictionRows(data, 'zeta')).toEqual([]);
  });

  it('is what placeTables writes for each jurisdiction, with its name', () => {
    const tables = placeTables(data, '2026-11-26');
    expect(Object.keys(tables)).toEqual(data.map((j) => j.id));
    expect(tables.land).toMatchObject({name: 'Land', rows: subJurisdictionRows(data, 'land')});
    expect(tables.zeta).toEqual({name: 'Zeta', rows: [], dates: [], milestones: []});
  });
});

describe('upcomingDates', () => {
  it('lists the dates of every place inside the parent from a day on, soonest first', () => {
    const dated = (key: string, date: string, yearly = false) => ({
      key,
      date,
      title: key,
      yearly,
      binding: IN_FORCE,
    });
    const data = [
      place(
        'land',
        undefined,
        [duty('own', {dates: [dated('land:own', '2027-03-01')]})],
        'country',
      ),
      place('york', 'land', [duty('ads', {dates: [dated('york:late', '2027-09-26')]})]),
      place(
        'york-city',
        'york',
        [
          duty('city-ads', {
            dates: [
              dated('york-city:past', '2026-01-01'),
              dated('york-city:soon', '2027-01-01'),
              dated('york-city:report', '2025-11-30', true),
            ],
          }),
        ],
        'city',
      ),
    ];
    expect(upcomingDates(data, 'land', '2026-12-02')).toEqual([
      {
        ...dated('york-city:soon', '2027-01-01'),
        place: 'York-city',
        link: '/page#obligation-city-ads',
      },
      {...dated('york:late', '2027-09-26'), place: 'York', link: '/page#obligation-ads'},
      {
        ...dated('york-city:report', '2027-11-30', true),
        place: 'York-city',
        link: '/page#obligation-city-ads',
      },
    ]);
    expect(placeTables(data, '2026-12-02').land!.dates).toEqual(
      upcomingDates(data, 'land', '2026-12-02'),
    );
  });
});

describe('milestones', () => {
  it('lists when the duties in force in the parent and every place inside it began, oldest first', () => {
    const data = [
      place(
        'land',
        undefined,
        [duty('federal', {inForceFrom: '2021-08-31', firstDeadline: '2024-09-03'})],
        'country',
      ),
      place('york', 'land', [
        duty('ads', {inForceFrom: '2022-06-01'}),
        duty('history', {inForceFrom: '2022-06-01'}),
        duty('report', {firstDeadline: '2024-11-01'}),
      ]),
      place('york-city', 'york', [duty('city-ads')], 'city'),
      // A bill whose planned start has passed has not begun to apply.
      place('kent', 'land', [
        duty('bill', {inForceFrom: '2023-01-01', status: 'bill', binding: PROPOSED}),
      ]),
      place('elsewhere', undefined, [duty('other', {inForceFrom: '2020-01-01'})], 'country'),
    ];
    expect(milestones(data, 'land')).toEqual([
      {
        key: 'land:2021-08-31:in-force',
        place: 'Land',
        date: '2021-08-31',
        event: 'in-force',
        duties: [{label: 'federal', link: '/page#obligation-federal'}],
      },
      {
        key: 'york:2022-06-01:in-force',
        place: 'York',
        date: '2022-06-01',
        event: 'in-force',
        duties: [
          {label: 'ads', link: '/page#obligation-ads'},
          {label: 'history', link: '/page#obligation-history'},
        ],
      },
      {
        key: 'land:2024-09-03:first-deadline',
        place: 'Land',
        date: '2024-09-03',
        event: 'first-deadline',
        duties: [{label: 'federal', link: '/page#obligation-federal'}],
      },
      {
        key: 'york:2024-11-01:first-deadline',
        place: 'York',
        date: '2024-11-01',
        event: 'first-deadline',
        duties: [{label: 'report', link: '/page#obligation-report'}],
      },
    ]);
    expect(placeTables(data, '2026-11-26').land!.milestones).toEqual(milestones(data, 'land'));
  });
});
