import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {obligationBinding} from './binding';
import {loadDatasetFrom} from './load';
import type {Obligation} from './schema';
import {placeName} from './placeName';
import {firstSentence, sourcesWithChecks, statusLine, whatToDoNow} from './summary';
import type {DirectiveStatus, Jurisdiction, ResolvedObligation} from './types';

const TODAY = '2026-11-26';
const ACT = {title: 'Act 807', url: 'https://example.org/act-807', date: '2025-06-23'};
const DRAFT = {title: 'Draft UC127', url: 'https://example.org/uc127'};

const dataset = loadDatasetFrom(path.resolve(__dirname, '../..'));
/** Any obligation of the dataset, for the fields the summary does not read. */
const template = dataset.jurisdictions.flatMap((j) => j.obligations)[0]!;

/** A duty with its binding worked out as the loader does, for an EU state on TODAY. */
function duty(over: Partial<Obligation>): ResolvedObligation {
  const o: Obligation = {
    ...template,
    id: 'duty',
    kind: 'pay-history-ban',
    title: 'No questions about pay history',
    status: 'in-force',
    appliesTo: {description: 'Every employer.', sector: 'all'},
    timing: {frequency: 'continuous'},
    source: ACT,
    verified: {date: '2026-11-24', method: 'secondary-source'},
    implements: undefined,
    ...over,
  };
  return {...o, binding: obligationBinding({membership: 'eu', name: 'Testland'}, o, TODAY)};
}

const directive = (status: DirectiveStatus['status']): DirectiveStatus => ({
  status,
  summary: 'What exists.',
  pending: 'What is open.',
  asOf: '2026-10-08',
  source: {title: 'EUR-Lex NIM', url: 'https://eur-lex.europa.eu/nim'},
  verified: {date: '2026-11-24', method: 'secondary-source'},
});

const state = (
  obligations: ResolvedObligation[],
  status: DirectiveStatus['status'] = 'partly-transposed',
) => ({
  name: 'Poland',
  membership: 'eu' as const,
  level: 'country' as const,
  directive: directive(status),
  obligations,
  within: [],
});

const since2025 = {inForceFrom: '2025-12-24', frequency: 'continuous' as const};
const poland = state([
  duty({
    id: 'applicant-pay',
    kind: 'pay-information-before-employment',
    title: 'Starting pay or its range for applicants',
    timing: since2025,
  }),
  duty({id: 'pay-history-ban', timing: since2025}),
  ...['a', 'b', 'c'].map((id) => duty({id, status: 'draft', source: DRAFT})),
  duty({
    id: 'report-250',
    kind: 'gender-pay-gap-reporting',
    title: 'Pay gap report, 250 or more workers',
    status: 'draft',
    appliesTo: {description: '250+.', minEmployees: 250, sector: 'all'},
    source: DRAFT,
  }),
]);

describe('firstSentence', () => {
  it('ends at a full stop before a capital, not at one inside an abbreviation or number', () => {
    expect(firstSentence('Employers with 15 or more employees. The statute does not say where.')).toBe(
      'Employers with 15 or more employees.',
    );
    expect(firstSentence('Employers under 42 U.S. Code 2000e and Law No. 5. Others too.')).toBe(
      'Employers under 42 U.S. Code 2000e and Law No. 5.',
    );
    expect(firstSentence('Every employer (art. 5).\nSmall ones too.')).toBe('Every employer (art. 5).');
    expect(firstSentence('Every employer, whatever its size')).toBe('Every employer, whatever its size');
  });
});

describe('placeName', () => {
  it('gives the names English writes with "the" their article', () => {
    expect(placeName('Netherlands')).toBe('the Netherlands');
    expect(placeName('Poland')).toBe('Poland');
  });
});

describe('statusLine', () => {
  it('says what applies since when, and how far the rest has got', () => {
    expect(statusLine(poland).text).toBe(
      'Partly transposed: pay information before employment and pay history ban apply since 24 December 2025; 4 further duties are in a draft.',
    );
  });

  it('names three kinds at most, counts the rest and leaves out a date they do not share', () => {
    const kinds = [
      'pay-history-ban',
      'pay-secrecy-ban',
      'right-to-information',
      'pay-setting-criteria',
      'gender-pay-gap-reporting',
    ] as const;
    const line = statusLine(
      state(
        kinds.map((kind, n) =>
          duty({id: kind, kind, timing: {inForceFrom: `2026-0${n + 1}-01`, frequency: 'yearly'}}),
        ),
        'transposed',
      ),
    );
    expect(line.text).toBe(
      'Transposed: pay history ban, pay secrecy ban, right to information and 2 more apply.',
    );
  });

  it('gives enacted duties their start date and each stage of proposal its own count', () => {
    const line = statusLine(
      state([
        duty({id: 'ban', kind: 'pay-secrecy-ban'}),
        duty({
          id: 'info',
          kind: 'right-to-information',
          status: 'adopted-not-in-force',
          timing: {inForceFrom: '2027-01-01', frequency: 'on-request'},
        }),
        duty({id: 'bill', status: 'bill'}),
        duty({id: 'draft-1', status: 'draft'}),
        duty({id: 'draft-2', status: 'draft'}),
      ]),
    );
    expect(line.detail).toBe(
      'pay secrecy ban applies; right to information applies from 1 January 2027; 1 further duty is in a bill before parliament; 2 are in a draft.',
    );
  });

  it('tells an enacted duty waiting for its start from one whose start is not confirmed', () => {
    const enacted = (id: string, kind: Obligation['kind'], startNotConfirmed?: true) =>
      duty({
        id,
        kind,
        status: 'adopted-not-in-force',
        timing: {frequency: 'continuous', ...(startNotConfirmed && {startNotConfirmed})},
      });
    const line = statusLine(
      state([
        enacted('ban', 'pay-history-ban'),
        enacted('secrecy', 'pay-secrecy-ban', true),
        enacted('info', 'right-to-information', true),
      ]),
    );
    expect(line.detail).toBe(
      'pay history ban is enacted but not yet in force; pay secrecy ban and right to information are enacted, but whether they apply yet is not confirmed.',
    );
  });

  it('says when nothing recorded binds, leaving the duty to transpose out', () => {
    const line = statusLine(
      state(
        [duty({id: 'transposing-law', kind: 'transposition', status: 'bill'})],
        'bill-or-draft',
      ),
    );
    expect(line.text).toBe('Bill or draft in progress: nothing recorded binds employers yet.');
    const outside = {membership: 'non-eu' as const, obligations: []};
    expect(statusLine({...outside, level: 'country'}).head).toBe('Outside the EU and EEA');
    expect(statusLine({...outside, level: 'state'}).head).toBe('State law');
    expect(statusLine({...outside, level: 'city'}).head).toBe('City law');
  });
});

describe('whatToDoNow', () => {
  it('lists each duty that binds now, whom it binds as the record words it, and since when', () => {
    const answer = whatToDoNow(poland);
    expect(answer.now.map((d) => d.text)).toEqual([
      'Starting pay or its range for applicants. Every employer. In force since 24 December 2025.',
      'No questions about pay history. Every employer. In force since 24 December 2025.',
    ]);
    expect(answer.now[0]).toMatchObject({id: 'applicant-pay'});
    expect(answer.nothingYet).toBeUndefined();
    expect(answer.coming).toEqual([]);
    expect(answer.proposed).toBe('4 further duties are in a draft.');
  });

  it('says when nothing binds and why, and that the Treaty rule of equal pay still does', () => {
    const answer = whatToDoNow(
      state([duty({id: 'report', status: 'bill'})], 'bill-or-draft'),
    );
    expect(answer.now).toEqual([]);
    expect(answer.nothingYet).toBe(
      'No duty recorded on this page binds employers in Poland yet: the law transposing the EU Pay Transparency Directive is still a bill or draft (information as of 8 October 2026). The EU rule of equal pay for equal work or work of equal value (Article 157 TFEU) applies to every employer all the same.',
    );
    expect(answer.proposed).toBe('1 duty is in a bill before parliament.');
    const eea = whatToDoNow({
      ...state([], 'eea-pending'),
      name: 'Liechtenstein',
      membership: 'eea',
    });
    expect(eea.nothingYet).toBe(
      'No duty recorded on this page binds employers in Liechtenstein yet: the EU Pay Transparency Directive is not yet part of the EEA Agreement (information as of 8 October 2026).',
    );
  });

  it('names whom a duty binds in the first sentence of the record', () => {
    const answer = whatToDoNow(
      state([
        duty({
          appliesTo: {
            description: 'Employers with 15 or more employees. Counted wherever they work.',
            minEmployees: 15,
            sector: 'all',
          },
        }),
      ]),
    );
    expect(answer.now[0]!.who).toBe('Employers with 15 or more employees.');
  });

  it('says a sub-national record without duties has none of its own', () => {
    const ohio = {
      name: 'Ohio',
      membership: 'non-eu' as const,
      level: 'state' as const,
      obligations: [],
      within: [],
    };
    expect(whatToDoNow(ohio).nothingYet).toBe(
      'No duty recorded on this page binds employers in Ohio yet: no pay transparency duty of its own is recorded for Ohio.',
    );
    expect(whatToDoNow(ohio).within).toBeUndefined();
  });

  it('names the places inside with pages of their own, by kind', () => {
    const city = (name: string) => ({name, level: 'city' as const, page: `/${name}`});
    const ohio = {
      name: 'Ohio',
      membership: 'non-eu' as const,
      level: 'state' as const,
      obligations: [],
      within: [city('Cleveland'), city('Toledo')],
    };
    expect(whatToDoNow(ohio).within).toEqual({
      lead: 'Cities inside Ohio have pages of their own, each saying which rules bind employers there:',
      places: ohio.within,
    });
    const country = {
      ...ohio,
      name: 'United States',
      level: 'country' as const,
      within: [
        {name: 'California', level: 'state' as const, page: '/ca'},
        {name: 'District of Columbia', level: 'district' as const, page: '/dc'},
        {name: 'Westchester County', level: 'county' as const, page: '/wc'},
        city('Cleveland'),
      ],
    };
    expect(whatToDoNow(country).within?.lead).toBe(
      'States, counties and cities inside the United States have pages of their own, each saying which rules bind employers there:',
    );
  });

  it('says a record outside the EU with only enacted duties has none that applies yet', () => {
    const delaware = {
      name: 'Delaware',
      membership: 'non-eu' as const,
      level: 'state' as const,
      obligations: [
        duty({status: 'adopted-not-in-force', timing: {inForceFrom: '2027-09-26', frequency: 'continuous'}}),
      ],
      within: [],
    };
    expect(whatToDoNow(delaware).nothingYet).toBe(
      'No duty recorded on this page binds employers in Delaware yet: none of the rules Delaware has enacted applies yet.',
    );
    const proposed = {...delaware, obligations: [duty({status: 'bill'})]};
    expect(whatToDoNow(proposed).nothingYet).toBe(
      'No duty recorded on this page binds employers in Delaware yet: the rules recorded for Delaware are proposals, not law.',
    );
  });

  it('lists enacted duties with the date they apply from, and apart those with no confirmed start', () => {
    const answer = whatToDoNow(
      state([
        duty({
          id: 'report',
          kind: 'gender-pay-gap-reporting',
          title: 'Pay gap indicators',
          status: 'adopted-not-in-force',
          appliesTo: {description: '100+.', minEmployees: 100, sector: 'all'},
          timing: {inForceFrom: '2027-01-01', frequency: 'yearly'},
        }),
        duty({
          status: 'adopted-not-in-force',
          timing: {frequency: 'continuous', startNotConfirmed: true},
        }),
      ]),
    );
    expect(answer.coming.map((d) => d.text)).toEqual([
      'Pay gap indicators. 100+. Enacted, applies from 1 January 2027.',
    ]);
    expect(answer.startNotConfirmed.map((d) => d.text)).toEqual([
      'No questions about pay history. Every employer. Enacted, start not confirmed.',
    ]);
    expect(answer.nothingYet).toMatch(/none of the rules Poland has adopted applies yet/);
  });
});

describe('sourcesWithChecks', () => {
  it('lists each source once with its facts grouped by when and how they were checked', () => {
    const j = {
      ...poland,
      obligations: [
        ...poland.obligations,
        duty({id: 'late', verified: {date: '2026-11-26', method: 'official-text'}}),
      ],
      laws: [{name: 'Act 807 as published', url: ACT.url, role: 'The act.'}],
      deadlines: [],
      sources: [{title: 'Ministry page', url: 'https://example.org/ministry'}],
    };
    const {checked, other} = sourcesWithChecks(j);
    expect(checked.map((s) => s.source.url)).toEqual([
      'https://eur-lex.europa.eu/nim',
      ACT.url,
      DRAFT.url,
    ]);
    const act = checked[1]!;
    expect(act.checks).toEqual([
      {
        verified: {date: '2026-11-24', method: 'secondary-source'},
        facts: [
          {title: 'Starting pay or its range for applicants', anchor: 'obligation-applicant-pay'},
          {title: 'No questions about pay history', anchor: 'obligation-pay-history-ban'},
        ],
      },
      {
        verified: {date: '2026-11-26', method: 'official-text'},
        facts: [{title: 'No questions about pay history', anchor: 'obligation-late'}],
      },
    ]);
    expect(checked[0]!.checks[0]!.facts).toEqual([
      {title: 'EU Directive status', anchor: 'directive-status'},
    ]);
    // The law shares the act's address, so only the further source is left over.
    expect(other).toEqual([{title: 'Ministry page', url: 'https://example.org/ministry'}]);
  });

  it('keeps two sections of one act apart, each with the facts that cite it', () => {
    const section = (n: number) => ({...ACT, title: `Act 807, section ${n}`});
    const j = {
      ...state([duty({id: 'ban', source: section(5)}), duty({id: 'info', source: section(9)})]),
      laws: [],
      deadlines: [],
      sources: [],
    };
    const {checked} = sourcesWithChecks(j);
    expect(checked.slice(1).map((s) => [s.source.title, s.checks[0]!.facts[0]!.anchor])).toEqual([
      ['Act 807, section 5', 'obligation-ban'],
      ['Act 807, section 9', 'obligation-info'],
    ]);
  });
});

describe('on the dataset', () => {
  const states = dataset.jurisdictions.filter((j): j is Jurisdiction => j.membership !== 'eu-law');

  it('every state has a one-line status starting with where it stands', () => {
    for (const j of states) {
      const {text} = statusLine(j);
      expect(text).not.toContain('\n');
      expect(text).toMatch(/^[A-Z][^:]+: .+\.$/);
    }
  });

  it('every state has something to do now, or a reason why not', () => {
    for (const j of states) {
      const answer = whatToDoNow(j);
      const inForce = j.obligations.filter(
        (o) => o.kind !== 'transposition' && o.binding.status === 'in-force',
      );
      expect(answer.now.map((d) => d.id)).toEqual(inForce.map((o) => o.id));
      expect(answer.now.length > 0 || Boolean(answer.nothingYet)).toBe(true);
      // "None recorded" only where none is: a record's enacted or proposed duties are never denied.
      const duties = j.obligations.filter(
        (o) => o.kind !== 'transposition' && o.binding.status !== 'expired',
      );
      if (duties.length > 0) expect(answer.nothingYet ?? '', j.id).not.toMatch(/duty of its own/);
    }
  });
});
