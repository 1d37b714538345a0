import {splitKnown} from '../urlState';

/**
 * What the reader typed into "Which rules apply to us?", or brought in a shared link
 * (?c=germany:150&c=uk:300:public&order=next), checked and turned into sentences. Pure: the
 * page and the tests call the same functions.
 */

export type Sector = 'private' | 'public';

/** The order of the answer's blocks: as the reader entered the countries, or by next date. */
export type Order = 'entered' | 'next-date';

export interface Entry {
  id: string;
  /** As typed, so a slip can be shown back and corrected. */
  headcount: string;
  sector: Sector;
  /** Whether to say what is wrong with the headcount: once typed in, or taken from a link. */
  touched: boolean;
}

export interface FinderQuery {
  entries: Entry[];
  /** Employees everywhere, as typed: for the rules that count all of them (US states). */
  total: string;
  /**
   * Whether the reader advertises remote roles that could be done in other places, and the ids
   * of those places (?remote=colorado,washington). Set with no place, it asks for one.
   */
  remoteRoles: boolean;
  remote: string[];
  order: Order;
  /** What the link asked for that could not be used, one sentence each. */
  notices: string[];
}

/** No employer has more staff than this; a larger figure is a typing slip. */
export const MAX_HEADCOUNT = 3_000_000;

export type HeadcountProblem =
  'empty' | 'not-a-number' | 'negative' | 'zero' | 'fraction' | 'too-large';

/** Thousands written with one separator throughout: "1,500", "12 000", "1.500". */
const GROUPED = /^\d{1,3}(?:([,. \u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/** The headcount as a whole number, or what stops it from being one. */
export function parseHeadcount(
  value: string,
): {headcount: number; problem?: undefined} | {headcount?: undefined; problem: HeadcountProblem} {
  const text = value.trim();
  if (text === '') return {problem: 'empty'};
  const digits = GROUPED.test(text) ? text.replace(/\D/g, '') : text;
  if (/^[-\u2212]\s*\d/.test(digits)) return {problem: 'negative'};
  if (/^\d*[.,]\d+$/.test(digits)) return {problem: 'fraction'};
  if (!/^\d+$/.test(digits)) return {problem: 'not-a-number'};
  const headcount = Number(digits);
  if (headcount === 0) return {problem: 'zero'};
  if (headcount > MAX_HEADCOUNT) return {problem: 'too-large'};
  return {headcount};
}

const HEADCOUNT_MESSAGES: Record<HeadcountProblem, (country: string) => string> = {
  empty: (country) => `Enter the number of employees in ${country}, such as 80.`,
  'not-a-number': (country) => `Enter the number of employees in ${country} in digits, such as 80.`,
  negative: (country) =>
    `The number of employees in ${country} cannot be negative; enter 1 or more.`,
  zero: (country) =>
    `Enter at least 1 employee in ${country}; with no employees there, no rule applies.`,
  fraction: (country) => `Enter a whole number of employees in ${country}, such as 80.`,
  'too-large': (country) =>
    `That is more employees than any employer has; enter at most 3,000,000 for ${country}.`,
};

/** Where the total headcount counts, as its messages name it: "employees in all places". */
export const TOTAL_PLACE = 'all places together';

/** The sentence to show beside a headcount, or undefined when it is a usable number. */
export function headcountError(value: string, country: string): string | undefined {
  const {problem} = parseHeadcount(value);
  return problem && HEADCOUNT_MESSAGES[problem](country);
}

/** A value from a link, short enough to quote back. */
const quote = (value: string) => `“${value.length > 30 ? `${value.slice(0, 30)}…` : value}”`;

const unknownPlace = (id: string) =>
  `${quote(id)} in the link is not a country this page covers; it was left out.`;

/** The page's sentence for remote roles chosen, in the form or a link, without a place. */
export const NO_REMOTE_PLACE =
  'You said you advertise remote roles, but named no state, province or city where they could be done; choose at least one to see the rules that reach them.';

/**
 * Reads the link's entries: "<id>:<headcount>[:public]", repeated. Every entry that cannot be
 * used, and every headcount that needs correcting, gets a sentence; nothing is dropped in
 * silence. `names` maps each known jurisdiction id to its name.
 */
export function parseFinderQuery(
  params: URLSearchParams,
  names: ReadonlyMap<string, string>,
): FinderQuery {
  const notices: string[] = [];
  const entries: Entry[] = [];
  for (const value of params.getAll('c')) {
    const [id = '', headcount = '', sector = '', ...rest] = value.trim().split(':');
    const name = names.get(id);
    if (id === '') {
      notices.push('The link has an entry with no country; it was left out.');
      continue;
    }
    if (!name) {
      notices.push(unknownPlace(id));
      continue;
    }
    const first = entries.find((e) => e.id === id);
    if (first) {
      notices.push(
        `${name} is in the link twice; the first entry (${quote(first.headcount)}) is used.`,
      );
      continue;
    }
    if ((sector !== '' && sector !== 'public' && sector !== 'private') || rest.length > 0) {
      notices.push(
        `The link gives ${name} the sector ${quote([sector, ...rest].join(':'))}, which is not “public” or “private”; the private-sector rules are shown.`,
      );
    }
    const problem = headcountError(headcount, name);
    if (problem) notices.push(`The link’s headcount for ${name} cannot be used. ${problem}`);
    entries.push({
      id,
      headcount: headcount.slice(0, 40),
      sector: sector === 'public' ? 'public' : 'private',
      touched: true,
    });
  }
  const total = (params.get('total') ?? '').slice(0, 40);
  const totalProblem = total && headcountError(total, TOTAL_PLACE);
  if (totalProblem) notices.push(`The link’s total headcount cannot be used. ${totalProblem}`);
  const remoteRoles = params.has('remote');
  const {found: remote, unknown} = splitKnown(params.get('remote'), new Set(names.keys()));
  notices.push(...unknown.map(unknownPlace));
  const order = params.get('order') === 'next-date' ? 'next-date' : 'entered';
  return {entries, total, remoteRoles, remote, order, notices};
}

/** The link for an answer: what parseFinderQuery reads back. */
export function serialiseFinderQuery({
  entries,
  total,
  remoteRoles,
  remote,
  order,
}: Omit<FinderQuery, 'notices'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const e of entries) {
    params.append(
      'c',
      [e.id, e.headcount.trim(), ...(e.sector === 'public' ? ['public'] : [])].join(':'),
    );
  }
  if (total.trim()) params.set('total', total.trim());
  if (remoteRoles) params.set('remote', remote.join(','));
  if (order === 'next-date') params.set('order', 'next-date');
  return params;
}
