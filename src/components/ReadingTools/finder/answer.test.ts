import {placeName} from '../../../data/placeName';
import {describe, expect, it} from 'vitest';
import type {Binding} from '../../../data/types';
import type {
  EuMinimumDuty,
  ToolJurisdiction,
  ToolObligation,
} from '../../../plugins/legal-data/tools';
import {
  answer,
  answerFor,
  countOf,
  missingPlaces,
  remotePlaces,
  type FinderData,
  type Question,
} from './answer';
import {siteFinderData} from './testData';

const TODAY = '2026-11-26';

const site = siteFinderData(TODAY);

const ask = (id: string, headcount: number, sector: Question['sector'] = 'private') =>
  answerFor({id, headcount, sector}, site, TODAY);

describe('countOf', () => {
  it('reads as English at one and at more', () => {
    expect(countOf(1, 'deadline')).toBe('1 deadline');
    expect(countOf(2, 'deadline')).toBe('2 deadlines');
    expect(countOf(0, 'deadline')).toBe('0 deadlines');
    expect(countOf(1, 'duty', 'duties')).toBe('1 duty');
    expect(countOf(7, 'duty', 'duties')).toBe('7 duties');
  });
});

describe('the answer for Germany at 150', () => {
  const germany = ask('germany', 150);

  it('says why no German rule in force applies: its thresholds start higher', () => {
    expect(germany.now).toEqual([]);
    expect(germany.nowReason).toMatch(
      /^None of the rules in force applies at 150 employees: the lowest threshold is 201 employees/,
    );
  });

  it("lists the Directive's duties at that size as an EU minimum, not yet binding in Germany", () => {
    const refs = germany.euMinimum!.rows.map((r) => r.ref);
    expect(refs).toContain('eu-ptd.pay-gap-reporting-150-249');
    expect(refs).not.toContain('eu-ptd.pay-gap-reporting-250-plus');
    expect(refs).not.toContain('eu-ptd.pay-gap-reporting-100-149');
    for (const row of germany.euMinimum!.rows) {
      expect(row.binding).toEqual({
        status: 'eu-minimum',
        label: 'EU minimum, not yet binding in Germany',
      });
    }
  });

  it('gives the first report on 2026 pay, due 7 June 2027, once and labelled', () => {
    const june = germany.dates.filter((d) => d.date === '2027-06-07');
    expect(june).toHaveLength(1);
    expect(june[0]).toMatchObject({
      title: 'First pay-gap report due: employers with 150 to 249 workers',
      binding: {label: 'EU minimum, not yet binding in Germany'},
    });
  });
});

describe('the four-country example', () => {
  const questions: Question[] = [
    {id: 'germany', headcount: 150, sector: 'private'},
    {id: 'france', headcount: 120, sector: 'private'},
    {id: 'poland', headcount: 80, sector: 'private'},
    {id: 'netherlands', headcount: 50, sector: 'private'},
  ];

  it('answers every country, in the order entered', () => {
    expect(answer(questions, site, TODAY).map((a) => a.jurisdiction.id)).toEqual([
      'germany',
      'france',
      'poland',
      'netherlands',
    ]);
  });

  it('can put the country with the nearest date first, those without a date last', () => {
    const ordered = answer(questions, site, TODAY, 'next-date');
    const next = ordered.map((a) => a.dates[0]?.date ?? '9999-12-31');
    expect([...next].sort()).toEqual(next);
    expect(ordered).toHaveLength(4);
  });

  it('says, for a country where only proposals would add duties, where they are shown', () => {
    const poland = ask('poland', 80);
    expect(poland.proposed).toEqual([]);
    expect(poland.proposedNote).toBe(
      'All 3 proposed rules at this size would transpose Directive duties and are shown with them above.',
    );
    expect(poland.euMinimum!.rows.flatMap((r) => r.proposals.map((p) => p.ref))).toEqual([
      'poland.pay-setting-criteria',
      'poland.right-to-information',
      'poland.pay-secrecy-ban',
    ]);
  });
});

describe('North American rules', () => {
  const california = (headcount: number, total?: number) =>
    answerFor({id: 'california', headcount, sector: 'private', total}, site, TODAY).now.map(
      (row) => row.ref,
    );

  it('count employees everywhere where the law does, with at least one in the state', () => {
    // California's pay scale rule: 15 or more employees anywhere, at least one in California.
    expect(california(5)).not.toContain('california.pay-scale-in-postings');
    expect(california(5, 40)).toContain('california.pay-scale-in-postings');
    expect(california(20)).toContain('california.pay-scale-in-postings');
  });

  it('say why nothing applies, naming a threshold counted everywhere', () => {
    const illinois = answerFor({id: 'illinois', headcount: 1, sector: 'private'}, site, TODAY);
    expect(illinois.nowReason).toContain('15 employees, counted everywhere you employ');
    const larger = answerFor(
      {id: 'illinois', headcount: 1, sector: 'private', total: 40},
      site,
      TODAY,
    );
    expect(larger.now.map((row) => row.ref)).toContain('illinois.pay-scale-in-postings');
  });

  it('name the state a city lies in when it was not entered', () => {
    expect(missingPlaces(['new-york-city'], site.jurisdictions)).toEqual([
      'New York City lies in New York, whose own rules apply there too; add New York with the same headcount to see them.',
    ]);
    expect(missingPlaces(['new-york-city', 'new-york'], site.jurisdictions)).toEqual([]);
    expect(missingPlaces(['california', 'germany'], site.jurisdictions)).toEqual([]);
  });

  it('say that a country entered alone is answered with its national rules only', () => {
    const [sentence] = missingPlaces(['united-states', 'germany'], site.jurisdictions);
    expect(sentence).toMatch(
      /^The answer for the United States holds its national rules only\. \d+ of its states, cities and counties have rules of their own/,
    );
    expect(missingPlaces(['united-states', 'germany'], site.jurisdictions)).toHaveLength(1);
    expect(
      missingPlaces(['united-states', 'new-york-city', 'new-york'], site.jurisdictions),
    ).toEqual([]);
  });
});

describe('remote roles in a place with no employees', () => {
  const remote = (id: string, total: number) =>
    answerFor({id, headcount: 0, sector: 'private', total, remote: true}, site, TODAY);

  it('lists the duties that reach them, with their binding status', () => {
    // New York's rule counts four or more employees anywhere and needs none in the state.
    const newYork = remote('new-york', 40);
    expect(newYork.now.map((row) => row.ref)).toEqual(['new-york.pay-range-in-adverts']);
    expect(newYork.now[0]!.binding.status).toBe('in-force');
    expect(newYork.remote).toEqual({outside: [], unknown: []});
  });

  it('says a duty reaching remote roles still needs employees there where the law says so', () => {
    // Colorado reaches fully remote jobs, but only for employers with someone in Colorado.
    const colorado = remote('colorado', 40);
    expect(colorado.now).toEqual([]);
    expect(colorado.nowReason).toMatch(/^No rule in force here is known to reach remote roles/);
    const outside = colorado.remote!.outside.find(
      (row) => row.ref === 'colorado.pay-in-job-postings',
    );
    expect(outside?.reason).toBe('applies only to employers with at least 1 employee in Colorado');
  });

  it('names the duties not known to reach them', () => {
    const maine = remote('maine', 40);
    expect(maine.now).toEqual([]);
    expect(maine.remote!.unknown.map((row) => row.ref)).toContain('maine.pay-range-in-postings');
  });

  it('counts a threshold on every employee, and says when it is not reached', () => {
    const small = remote('westchester-county', 3);
    expect(small.now).toEqual([]);
    expect(small.remote!.outside[0]!.reason).toBe(
      'reaches remote roles, but applies from 4 employees, and you have 3 employees in all places together',
    );
    expect(remote('westchester-county', 4).now.map((row) => row.ref)).toEqual([
      'westchester-county.pay-range-in-postings',
    ]);
  });

  it('answers a place entered with employees in full, and says so', () => {
    const names = new Map([
      ['colorado', 'Colorado'],
      ['washington', 'Washington'],
    ]);
    expect(remotePlaces(['colorado', 'washington'], ['colorado'], names)).toEqual({
      ids: ['washington'],
      sentences: [
        'Colorado is entered with employees, so its answer covers every rule there, not only those reaching remote roles.',
      ],
    });
  });
});

describe('why nothing applies', () => {
  it('names the sector when every rule in force is for the other one', () => {
    expect(ask('france', 120, 'public').nowReason).toBe(
      'The rules in force apply only to private-sector employers, and you chose the public sector.',
    );
  });

  it('says when no national rule is in force at all', () => {
    expect(ask('netherlands', 50).nowReason).toBe(
      'No national pay transparency rule is in force yet, as far as this dataset records.',
    );
  });

  it('calls a state’s own rules state rules, not national ones', () => {
    expect(ask('ohio', 50).nowReason).toBe(
      'No state pay transparency rule is in force yet, as far as this dataset records.',
    );
    expect(ask('delaware', 50).nowReason).toBe(
      'No state pay transparency rule is in force yet; what has been enacted for later is listed below.',
    );
  });

  it('says when no transposing bill or draft has been reported', () => {
    expect(ask('germany', 150).proposedNote).toMatch(
      /^No bill or draft transposing the Directive had been reported by \d{1,2} \w+ 20\d\d/,
    );
  });
});

describe('every answer the site can give', () => {
  const headcounts = [1, 49, 50, 80, 100, 120, 150, 249, 250, 300, 1000, 5000];
  const all = site.jurisdictions.flatMap((j) =>
    headcounts.flatMap((headcount) =>
      (['private', 'public'] as const).map((sector) => ask(j.id, headcount, sector)),
    ),
  );

  it('shows each date once, with its status', () => {
    for (const a of all) {
      const keys = a.dates.map((d) => d.key);
      expect(new Set(keys).size, `${a.jurisdiction.id} at ${a.headcount}`).toBe(keys.length);
      for (const d of a.dates) {
        expect(d.binding.label).not.toBe('');
        expect(d.date >= TODAY).toBe(true);
        const sameDay = a.dates.filter((o) => o.date === d.date && o !== d);
        for (const other of sameDay) {
          const shared = other.duties.filter((x) => d.duties.some((y) => y.link === x.link));
          expect(shared, `${a.jurisdiction.id} ${d.date}: ${d.title} / ${other.title}`).toEqual([]);
        }
      }
    }
  });

  it('never gives a Directive duty as binding in a state that has not transposed it', () => {
    for (const a of all) {
      for (const row of a.euMinimum?.rows ?? []) {
        expect(row.binding.label).toBe(
          `EU minimum, not yet binding in ${placeName(a.jurisdiction.name)}`,
        );
      }
      for (const d of a.dates.filter((x) => x.binding.status === 'eu-minimum')) {
        expect(d.binding.label).toBe(
          `EU minimum, not yet binding in ${placeName(a.jurisdiction.name)}`,
        );
      }
    }
  });

  it('says why, whenever nothing applies now', () => {
    for (const a of all) expect(a.now.length === 0).toBe(a.nowReason !== undefined);
  });
});

/** A state with one Directive duty and a bill that would transpose it with the same date. */
function foldingData(): FinderData {
  const euMinimum: Binding = {
    status: 'eu-minimum',
    label: 'EU minimum, not yet binding in Testland',
  };
  const bill: Binding = {
    status: 'proposed',
    stage: 'bill',
    label: 'Proposed (bill before parliament)',
  };
  const report: EuMinimumDuty = {
    id: 'pay-gap-reporting-250-plus',
    kind: 'gender-pay-gap-reporting',
    title: 'Pay gap report, 250 or more workers',
    who: 'Employers with 250 or more workers.',
    min: 250,
    sector: 'all',
    frequency: 'yearly',
    firstDeadline: '2027-06-07',
    binding: euMinimum,
    link: '/eu#obligation-pay-gap-reporting-250-plus',
    source: 'https://eur-lex.europa.eu/eli/dir/2023/970/oj',
    dates: [
      {
        key: 'testland:eu-ptd.reports-250-plus',
        date: '2027-06-07',
        title: 'Pay-gap report due',
        yearly: true,
        binding: euMinimum,
      },
    ],
    proposals: ['national-report'],
  };
  const national: ToolObligation = {
    id: 'national-report',
    kind: 'gender-pay-gap-reporting',
    title: 'National pay gap report',
    status: 'bill',
    who: 'Employers with 250 or more workers.',
    min: 250,
    sector: 'all',
    frequency: 'yearly',
    inForceFrom: '2027-01-01',
    firstDeadline: '2027-06-07',
    binding: bill,
    link: '/countries/testland#obligation-national-report',
    source: 'https://testland.example/bill',
    dates: [],
  };
  const testland: ToolJurisdiction = {
    id: 'testland',
    name: 'Testland',
    membership: 'eu',
    level: 'country',
    page: '/countries/testland',
    lastReviewed: '2026-11-24',
    directive: {status: 'bill-or-draft', asOf: '2026-11-01'},
    obligations: [national],
  };
  return {
    jurisdictions: [testland],
    euMinimum: {testland: [report]},
    milestones: {
      testland: [
        {
          key: 'testland:testland.act',
          date: '2027-01-01',
          title: 'Proposed entry into force of the act',
          yearly: false,
          binding: {status: 'proposed', stage: 'draft', label: 'Proposed (draft)'},
        },
      ],
    },
  };
}

describe('one row per date', () => {
  const testland = answerFor(
    {id: 'testland', headcount: 300, sector: 'private'},
    foldingData(),
    TODAY,
  );

  it('shows a bill that transposes a Directive duty with that duty, not as a second proposal', () => {
    expect(testland.proposed).toEqual([]);
    expect(testland.euMinimum!.rows[0]!.proposals.map((p) => p.ref)).toEqual([
      'testland.national-report',
    ]);
  });

  it("gives the bill's date on the Directive's day once, as the Directive's, and mentions the bill", () => {
    const june = testland.dates.filter((d) => d.date === '2027-06-07');
    expect(june).toHaveLength(1);
    expect(june[0]).toMatchObject({
      binding: {status: 'eu-minimum'},
      yearly: true,
      notes: [
        'The national proposal “National pay gap report” keeps this date (Proposed (bill before parliament)).',
      ],
    });
  });

  it("folds the bill's start into the act's planned entry into force on the same day", () => {
    const january = testland.dates.filter((d) => d.date === '2027-01-01');
    expect(january).toHaveLength(1);
    expect(january[0]).toMatchObject({
      title: 'Proposed entry into force of the act',
      duties: [{title: 'National pay gap report'}],
    });
  });
});
