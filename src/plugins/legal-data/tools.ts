import type {
  Binding,
  Dataset,
  Deadline,
  Jurisdiction,
  ResolvedObligation,
  TranspositionStatus,
} from '../../data/types';
import {
  bindingLabel,
  deadlineBinding,
  isAdopted,
  isoToday,
  transposingRule,
} from '../../data/binding';
import {firstSentence} from '../../data/summary';
import {DIRECTIVE_ID} from '../../data/transposition';
import {obligationAnchor} from '../../data/paths';

/**
 * The compact data behind the reading tools (the Directive grid, the comparison builder and
 * "Which rules apply to us?"), computed at build time so each page downloads only what it
 * shows. Pure functions, unit-tested.
 */

/** The Directive's reader-facing duties, as the grid's rows. */
export const GRID_ROWS = [
  {
    id: 'pay-information',
    label: 'Pay in job adverts or before the interview',
    article: 'Art. 5(1)',
    duties: ['pay-information-before-employment'],
    kinds: ['pay-information-before-employment', 'pay-range-in-job-adverts'],
  },
  {
    id: 'pay-history',
    label: 'Pay history ban',
    article: 'Art. 5(2)',
    duties: ['pay-history-ban'],
    kinds: ['pay-history-ban'],
  },
  {
    id: 'pay-criteria',
    label: 'Pay-setting and progression criteria',
    article: 'Art. 6',
    duties: ['pay-setting-criteria'],
    kinds: ['pay-setting-criteria'],
  },
  {
    id: 'right-to-information',
    label: 'Right to information and its answer deadline',
    article: 'Art. 7',
    duties: ['right-to-information', 'pay-secrecy-ban'],
    kinds: ['right-to-information', 'pay-secrecy-ban'],
  },
  {
    id: 'reporting',
    label: 'Pay gap reporting: thresholds and first report',
    article: 'Art. 9',
    duties: [
      'pay-gap-reporting-250-plus',
      'pay-gap-reporting-150-249',
      'pay-gap-reporting-100-149',
    ],
    kinds: ['gender-pay-gap-reporting'],
  },
  {
    id: 'joint-pay-assessment',
    label: 'Joint pay assessment',
    article: 'Art. 10',
    duties: ['joint-pay-assessment'],
    kinds: ['joint-pay-assessment'],
  },
  {id: 'penalties', label: 'Enforcement and penalties', article: 'Art. 23', duties: [], kinds: []},
] as const;

export type GridRowId = (typeof GRID_ROWS)[number]['id'];

/**
 * A state's position on one duty: a transposing rule as the Directive or going further, a
 * national rule of the same kind that predates transposition, a draft, a halted bill, or nothing.
 */
export type CellStatus =
  'as-directive' | 'further' | 'existing-law' | 'draft' | 'halted' | 'nothing-reported';

export interface GridCell {
  status: CellStatus;
  /** One line: what the national rule says, e.g. "250+: first report 7 June 2027". */
  detail: string;
  /** Whether the rules in the cell bind employers, each status once (src/data/binding.ts). */
  bindings: Binding[];
  source?: {title: string; url: string};
  /** The national rule's anchor on the state's page. */
  link?: string;
}

export interface GridState {
  id: string;
  name: string;
  membership: 'eu' | 'eea';
  transposition: TranspositionStatus;
  /** The state's page: its guide, or the page generated from its record. */
  page: string;
  cells: Record<GridRowId, GridCell>;
}

const PROPOSED = new Set(['bill', 'draft']);

const dutyOf = (o: ResolvedObligation) =>
  o.implements?.startsWith(`${DIRECTIVE_ID}.`)
    ? o.implements.slice(DIRECTIVE_ID.length + 1)
    : undefined;

const shortDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${day} ${months[month! - 1]} ${year}`;
};

function band({appliesTo}: ResolvedObligation): string {
  const {minEmployees: min, maxEmployees: max} = appliesTo;
  if (min && max) return `${min}–${max}`;
  if (min) return `${min}+`;
  return 'all';
}

/** Whether a national rule asks more than the Directive duty it transposes. */
function goesFurther(o: ResolvedObligation, directive: Map<string, ResolvedObligation>): boolean {
  const duty = dutyOf(o);
  const eu = duty ? directive.get(duty) : undefined;
  if (!eu) return false;
  if (o.kind === 'pay-range-in-job-adverts' && eu.kind === 'pay-information-before-employment') {
    return true;
  }
  const lower = o.appliesTo.minEmployees ?? 1;
  return eu.appliesTo.minEmployees !== undefined && lower < eu.appliesTo.minEmployees;
}

function detailFor(rowId: GridRowId, matches: ResolvedObligation[]): string {
  if (rowId === 'reporting') {
    return matches
      .map(
        (o) =>
          `${band(o)}${o.timing.firstDeadline ? `: first ${shortDate(o.timing.firstDeadline)}` : ''}`,
      )
      .join('; ');
  }
  if (rowId === 'penalties') return firstSentence(matches[0]!.penalties);
  const [first] = matches;
  const when =
    first!.timing.referencePeriod ??
    (first!.timing.inForceFrom && `From ${shortDate(first!.timing.inForceFrom)}.`);
  return when ? `${first!.title}. ${firstSentence(when)}` : first!.title;
}

/** A state with no record for a duty: what its overall transposition status says of it. */
const EMPTY_CELL_STATUS: Partial<Record<TranspositionStatus, CellStatus>> = {
  halted: 'halted',
  'bill-or-draft': 'draft',
};

const EMPTY_CELL_DETAIL: Partial<Record<CellStatus, string>> = {
  halted: 'The transposing bill is halted.',
  draft: 'A transposing draft exists; what it says on this duty is not yet known.',
  'nothing-reported': 'No national rule reported.',
};

function cellFor(
  state: Jurisdiction,
  row: (typeof GRID_ROWS)[number],
  directive: Map<string, ResolvedObligation>,
): GridCell {
  const duties: readonly string[] = row.duties;
  const kinds: readonly string[] = row.kinds;
  const implementing = state.obligations.filter((o) => {
    const duty = dutyOf(o);
    return (
      duty !== undefined &&
      duty !== 'transposition' &&
      (duties.length === 0 || duties.includes(duty))
    );
  });
  const inForce = implementing.filter(isAdopted);
  const proposed = implementing.filter((o) => PROPOSED.has(o.status));
  const existing = state.obligations.filter(
    (o) => !o.implements && isAdopted(o) && kinds.includes(o.kind),
  );
  const [status, matches]: [CellStatus, ResolvedObligation[]] =
    inForce.length > 0
      ? [inForce.some((o) => goesFurther(o, directive)) ? 'further' : 'as-directive', inForce]
      : existing.length > 0
        ? ['existing-law', existing]
        : proposed.length > 0
          ? ['draft', proposed]
          : [
              EMPTY_CELL_STATUS[state.directive?.status ?? 'no-draft-reported'] ??
                'nothing-reported',
              [],
            ];
  if (matches.length === 0) {
    return {
      status,
      detail: EMPTY_CELL_DETAIL[status] ?? '',
      bindings: [],
      ...(state.directive && {source: state.directive.source}),
    };
  }
  const pending =
    status === 'existing-law' && proposed.length > 0 ? ' A transposing draft is in progress.' : '';
  const bindings = matches
    .map((o) => o.binding)
    .filter((b, n, all) => all.findIndex((other) => other.label === b.label) === n);
  return {
    status,
    detail: detailFor(row.id, matches) + pending,
    bindings,
    source: {title: matches[0]!.source.title, url: matches[0]!.source.url},
    link: `${state.page}#${obligationAnchor(matches[0]!.id)}`,
  };
}

/** Every EU and EEA state's position on each of the Directive's duties, states A to Z. */
export function directiveGrid(dataset: Dataset): GridState[] {
  const ptd = dataset.jurisdictions.find((j) => j.id === DIRECTIVE_ID);
  const directive = new Map(ptd?.obligations.map((o) => [o.id, o]) ?? []);
  return dataset.jurisdictions
    .filter((j) => (j.membership === 'eu' || j.membership === 'eea') && j.directive)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((state) => ({
      id: state.id,
      name: state.name,
      membership: state.membership as 'eu' | 'eea',
      transposition: state.directive!.status,
      page: state.page,
      cells: Object.fromEntries(
        GRID_ROWS.map((row) => [row.id, cellFor(state, row, directive)]),
      ) as Record<GridRowId, GridCell>,
    }));
}

/** One obligation as the comparison and the finder show it. */
export interface ToolObligation {
  id: string;
  kind: ResolvedObligation['kind'];
  title: string;
  status: ResolvedObligation['status'];
  who: string;
  min?: number;
  max?: number;
  sector: ResolvedObligation['appliesTo']['sector'];
  /** Where the law counts the headcount, and how many must work in the jurisdiction. */
  headcountScope?: ResolvedObligation['appliesTo']['headcountScope'];
  minInJurisdiction?: number;
  /** Whether it reaches remote roles that could be done there; absent where not known. */
  coversRemoteRoles?: boolean;
  /** A condition beyond headcount and sector, worded to follow "it binds you if". */
  onlyIf?: string;
  frequency: ResolvedObligation['timing']['frequency'];
  inForceFrom?: string;
  firstDeadline?: string;
  /** Whether it binds now, as the whole site words it (src/data/binding.ts). */
  binding: Binding;
  /** The obligation's anchor on its jurisdiction's page. */
  link: string;
  /** The address of its official source. */
  source: string;
  /** Dated events that belong to this obligation, for the finder's calendar. */
  dates: Array<{key: string; date: string; title: string; yearly: boolean; binding: Binding}>;
}

export interface ToolJurisdiction {
  id: string;
  name: string;
  membership: Jurisdiction['membership'];
  level: Jurisdiction['level'];
  /** The jurisdiction it lies in (a state's country, a city's state). */
  parent?: string;
  /** The jurisdiction's page: its guide, or the page generated from its record. */
  page: string;
  lastReviewed: string;
  directive?: {status: TranspositionStatus; asOf: string};
  coverage?: string;
  enforcement?: string;
  obligations: ToolObligation[];
}

/** One deadline as the tools show it in `j`, with its status there. */
const toolDate = (
  j: Pick<Jurisdiction, 'id'>,
  d: Pick<Deadline, 'key' | 'date' | 'title' | 'recurrence'>,
  binding: Binding,
): ToolObligation['dates'][number] => ({
  key: `${j.id}:${d.key}`,
  date: d.date,
  title: d.title,
  yearly: d.recurrence === 'yearly',
  binding,
});

/** The deadlines on a jurisdiction's timeline that belong to an obligation (own or shared). */
function datesOf(j: Jurisdiction, o: ResolvedObligation): ToolObligation['dates'] {
  return j.deadlines
    .filter((d) =>
      d.sharedFrom ? o.implements === `eu-ptd.${d.obligation}` : d.obligation === o.id,
    )
    .map((d) => toolDate(j, d, d.binding));
}

/** Who an obligation binds and when, as the tools show it. */
const toolDuty = (o: ResolvedObligation) => ({
  id: o.id,
  kind: o.kind,
  title: o.title,
  who: o.appliesTo.description,
  ...(o.appliesTo.minEmployees && {min: o.appliesTo.minEmployees}),
  ...(o.appliesTo.maxEmployees && {max: o.appliesTo.maxEmployees}),
  sector: o.appliesTo.sector,
  ...(o.appliesTo.headcountScope && {headcountScope: o.appliesTo.headcountScope}),
  ...(o.appliesTo.minInJurisdiction && {minInJurisdiction: o.appliesTo.minInJurisdiction}),
  ...(o.appliesTo.coversRemoteRoles !== undefined && {
    coversRemoteRoles: o.appliesTo.coversRemoteRoles,
  }),
  ...(o.appliesTo.onlyIf && {onlyIf: o.appliesTo.onlyIf}),
  frequency: o.timing.frequency,
  ...(o.timing.inForceFrom && {inForceFrom: o.timing.inForceFrom}),
  ...(o.timing.firstDeadline && {firstDeadline: o.timing.firstDeadline}),
  source: o.source.url,
});

/** Every jurisdiction with the fields the comparison and the finder use, and no more. */
export function toolJurisdictions(dataset: Dataset): ToolJurisdiction[] {
  return dataset.jurisdictions
    .filter((j) => j.id !== 'eu-ptd')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((j) => {
      return {
        id: j.id,
        name: j.name,
        membership: j.membership,
        level: j.level,
        ...(j.parent && {parent: j.parent}),
        page: j.page,
        lastReviewed: j.lastReviewed,
        ...(j.directive && {directive: {status: j.directive.status, asOf: j.directive.asOf}}),
        ...(j.coverage && {coverage: j.coverage}),
        ...(j.enforcement && {enforcement: j.enforcement}),
        obligations: j.obligations
          .filter((o) => o.kind !== 'transposition')
          .map((o) => ({
            ...toolDuty(o),
            status: o.status,
            binding: o.binding,
            link: `${j.page}#${obligationAnchor(o.id)}`,
            dates: datesOf(j, o),
          })),
      };
    });
}

/** One dated event of a duty, as the finder lists it and puts it in a calendar. */
export type ToolDate = ToolObligation['dates'][number] & {
  /** What the jurisdiction adds to a date it shares with the Directive. */
  note?: string;
};

/** A Directive duty in an EU or EEA state that has adopted no rule transposing it yet. */
export interface EuMinimumDuty extends Omit<ToolObligation, 'status' | 'dates'> {
  dates: ToolDate[];
  /** The state's own bills and drafts that would transpose it (their local ids). */
  proposals: string[];
}

/**
 * For each EU and EEA state, the Directive's duties to employers that no adopted national
 * rule of that state transposes, with the Directive's dates: what employers there can expect
 * once the state transposes it, labelled "EU minimum, not yet binding in <state>".
 */
export function euMinimumDuties(
  dataset: Dataset,
  today = isoToday(),
): Record<string, EuMinimumDuty[]> {
  const ptd = dataset.jurisdictions.find((j) => j.id === 'eu-ptd');
  if (!ptd) return {};
  const states = dataset.jurisdictions.filter(
    (j) => j.membership === 'eu' || j.membership === 'eea',
  );
  return Object.fromEntries(
    states.map((state) => {
      const binding = {status: 'eu-minimum' as const};
      const duties = ptd.obligations
        .filter((o) => o.kind !== 'transposition')
        .flatMap((o): EuMinimumDuty[] => {
          const implementing = state.obligations.filter((n) => n.implements === `eu-ptd.${o.id}`);
          const rule = transposingRule(state, `eu-ptd.${o.id}`);
          if (rule && isAdopted(rule)) return [];
          const dates = ptd.deadlines
            .filter((d) => d.obligation === o.id)
            .map((d): ToolDate => {
              const note = state.deadlines.find((s) => s.sharedFrom && s.key === d.key)?.note;
              return {
                ...toolDate(state, d, deadlineBinding(state, d, ptd, today)),
                ...(note && {note}),
              };
            });
          return [
            {
              ...toolDuty(o),
              binding: {...binding, label: bindingLabel(binding, state.name)},
              link: `${ptd.page}#${obligationAnchor(o.id)}`,
              dates,
              proposals: implementing.map((n) => n.id),
            },
          ];
        });
      return [state.id, duties];
    }),
  );
}

/**
 * Each jurisdiction's own dates that belong to no one duty, such as a bill's planned entry
 * into force; dates shared from the Directive are the Member States' own duties and left out.
 */
export function jurisdictionMilestones(dataset: Dataset): Record<string, ToolDate[]> {
  return Object.fromEntries(
    dataset.jurisdictions
      .filter((j) => j.membership !== 'eu-law')
      .map((j) => [
        j.id,
        j.deadlines
          .filter((d) => !d.sharedFrom && !d.obligation)
          .map((d) => toolDate(j, d, d.binding)),
      ]),
  );
}
