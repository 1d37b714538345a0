import {placeName} from '../../../data/placeName';
import {LEVEL_ADJECTIVES} from '../../../data/summary';
import type {Binding, BindingStatus, TranspositionStatus} from '../../../data/types';
import type {
  EuMinimumDuty,
  ToolDate,
  ToolJurisdiction,
  ToolObligation,
} from '../../../plugins/legal-data/tools';
import {compareIso, formatIsoDate, nextOccurrence} from '../../../utils/dates';
import {compareNames} from '../../../utils/names';
import {TOTAL_PLACE, type Order, type Sector} from './parse';

/**
 * The answer of "Which rules apply to us?" for each jurisdiction a reader names: what binds
 * now, what is enacted for later, what the Directive will require once the state transposes
 * it, what is proposed, and every date ahead once, each with the binding status the whole site
 * uses (src/data/binding.ts). Pure: the page renders it and the tests check it.
 */

/** What the build writes for the finder (src/plugins/legal-data/tools.ts). */
export interface FinderData {
  jurisdictions: readonly ToolJurisdiction[];
  /** By state id: the Directive's duties no adopted national rule transposes yet. */
  euMinimum: Readonly<Record<string, readonly EuMinimumDuty[]>>;
  /** By jurisdiction id: its own dates that belong to no one duty. */
  milestones: Readonly<Record<string, readonly ToolDate[]>>;
}

/** One validated entry: a jurisdiction, a headcount there and a sector. */
export interface Question {
  id: string;
  headcount: number;
  sector: Sector;
  /**
   * Employees everywhere, for the rules that count them wherever they work (many US state
   * laws); without it, such a rule counts only the headcount given here.
   */
  total?: number;
  /**
   * Set for a place where the employer has no employees but advertises remote roles that could
   * be done there; `headcount` is then 0 and the rules are counted on `total`.
   */
  remote?: boolean;
}

/** A duty in the answer. */
export interface DutyRow {
  /** "<jurisdiction>.<obligation>", or "eu-ptd.<obligation>" for a Directive duty. */
  ref: string;
  title: string;
  link: string;
  /** The address of its official source. */
  source: string;
  who: string;
  min?: number;
  max?: number;
  /** A condition beyond headcount and sector that the answer cannot check, after "if". */
  onlyIf?: string;
  binding: Binding;
  /** For a Directive duty: the state's bills or drafts that would transpose it. */
  proposals: DutyRow[];
}

/** One date ahead: every duty it concerns, once. */
export interface DateRow {
  key: string;
  date: string;
  title: string;
  binding: Binding;
  yearly: boolean;
  duties: Array<{title: string; link: string; source: string}>;
  notes: string[];
}

export interface Answer {
  jurisdiction: Pick<
    ToolJurisdiction,
    'id' | 'name' | 'page' | 'lastReviewed' | 'membership' | 'coverage'
  >;
  headcount: number;
  sector: Sector;
  /** Whether the jurisdiction's rules differ between the sectors. */
  sectorMatters: boolean;
  now: DutyRow[];
  /** Why nothing binds now, when nothing does. */
  nowReason?: string;
  coming: DutyRow[];
  /** For EU and EEA states: the Directive's duties not yet binding there, and why. */
  euMinimum?: {rows: DutyRow[]; intro: string};
  proposed: DutyRow[];
  /** What the proposed part does not list itself: proposals shown elsewhere, or none. */
  proposedNote?: string;
  dates: DateRow[];
  /** For a place asked about for remote roles only: the duties that do not reach them, or may not. */
  remote?: RemoteReach;
}

/** A duty that does not catch this employer's remote roles, and why. */
export interface OutsideRow extends DutyRow {
  reason: string;
}

export interface RemoteReach {
  /** Duties that do not reach the remote roles: they need staff there, or a larger headcount. */
  outside: OutsideRow[];
  /** Duties whose sources do not say whether they reach remote roles. */
  unknown: DutyRow[];
}

/** "1 deadline", "2 deadlines". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const hasSectorRules = (j: Pick<ToolJurisdiction, 'obligations'>) =>
  j.obligations.some((o) => o.sector !== 'all');

type Duty = Pick<
  ToolObligation,
  'min' | 'max' | 'sector' | 'headcountScope' | 'minInJurisdiction' | 'coversRemoteRoles'
>;

const coversSector = (o: Duty, sector: Sector) => o.sector === 'all' || o.sector === sector;
/**
 * The headcount a rule's threshold is counted on: here, or everywhere (with some here). For
 * remote roles alone nobody works here, so only a count of all employees can reach a threshold.
 */
const countedHeadcount = (o: Duty, q: Question) =>
  o.headcountScope === 'anywhere' || q.remote ? Math.max(q.total ?? 0, q.headcount) : q.headcount;
const withinBand = (o: Duty, q: Question) => {
  const headcount = countedHeadcount(o, q);
  return headcount >= (o.min ?? 1) && headcount <= (o.max ?? Number.POSITIVE_INFINITY);
};
/** Employees a rule needs in its own jurisdiction before it applies there, if any. */
const neededHere = (o: Duty) =>
  o.minInJurisdiction ?? (o.headcountScope === 'in-jurisdiction' ? o.min : undefined);
const coversHeadcount = (o: Duty, q: Question) =>
  withinBand(o, q) && q.headcount >= (o.minInJurisdiction ?? 1);
const coversRemote = (o: Duty, q: Question) =>
  o.coversRemoteRoles === true && neededHere(o) === undefined && withinBand(o, q);
const applies = (o: Duty, q: Question) =>
  coversSector(o, q.sector) && (q.remote ? coversRemote(o, q) : coversHeadcount(o, q));

/**
 * For remote roles alone: the duties in the sector that do not reach them, each with the reason,
 * and those whose sources do not say whether they do.
 */
function remoteReach(j: ToolJurisdiction, q: Question): RemoteReach {
  const place = placeName(j.name);
  const outside: OutsideRow[] = [];
  const unknown: DutyRow[] = [];
  for (const o of j.obligations) {
    if (!coversSector(o, q.sector) || applies(o, q)) continue;
    const row = dutyRow(`${j.id}.${o.id}`, o);
    const here = neededHere(o);
    if (here !== undefined) {
      outside.push({
        ...row,
        reason: `applies only to employers with at least ${countOf(here, 'employee')} in ${place}`,
      });
    } else if (o.coversRemoteRoles === false) {
      outside.push({...row, reason: 'does not reach remote roles'});
    } else if (o.coversRemoteRoles === undefined) {
      unknown.push(row);
    } else {
      const counted = countedHeadcount(o, q);
      const limit =
        counted < (o.min ?? 1)
          ? `from ${countOf(o.min ?? 1, 'employee')}`
          : `only up to ${countOf(o.max ?? 0, 'employee')}`;
      outside.push({
        ...row,
        reason: `reaches remote roles, but applies ${limit}, and you have ${countOf(counted, 'employee')} in ${TOTAL_PLACE}`,
      });
    }
  }
  return {outside, unknown};
}

/** Whether any of a jurisdiction's rules counts employees wherever they work. */
export const countsEverywhere = (j: Pick<ToolJurisdiction, 'obligations'>) =>
  j.obligations.some((o) => o.headcountScope === 'anywhere');

function dutyRow(
  ref: string,
  o: Omit<ToolObligation, 'id' | 'kind' | 'status' | 'dates' | 'frequency'>,
  proposals: DutyRow[] = [],
): DutyRow {
  return {
    ref,
    title: o.title,
    link: o.link,
    source: o.source,
    who: o.who,
    ...(o.min && {min: o.min}),
    ...(o.max && {max: o.max}),
    ...(o.onlyIf && {onlyIf: o.onlyIf}),
    binding: o.binding,
    proposals,
  };
}

/** A dated item before the answer merges what belongs together. */
interface Candidate {
  /** Shared by every mention of the same event, e.g. "germany:eu-ptd.first-report-150-249". */
  key: string;
  /** Set when the item comes from a duty's start or first deadline, not a dated event. */
  synthetic?: 'start' | 'first';
  date: string;
  title: string;
  binding: Binding;
  yearly: boolean;
  duty?: {title: string; link: string; source: string};
  note?: string;
}

const SYNTHETIC_TITLES = {start: 'Starts to apply', first: 'First deadline'} as const;

/** A duty's own dated events and, where no event falls on them, its start and first deadline. */
function candidatesOf(
  jurisdictionId: string,
  o: Pick<
    ToolObligation,
    'id' | 'title' | 'link' | 'source' | 'binding' | 'inForceFrom' | 'firstDeadline'
  > & {
    dates: readonly ToolDate[];
  },
  today: string,
): Candidate[] {
  const duty = {title: o.title, link: o.link, source: o.source};
  const events = o.dates.flatMap((d): Candidate[] => {
    const date = nextOccurrence(d.date, today, d.yearly);
    return date
      ? [
          {
            key: d.key,
            date,
            title: d.title,
            binding: d.binding,
            yearly: d.yearly,
            duty,
            ...(d.note && {note: d.note}),
          },
        ]
      : [];
  });
  const synthetic = (['start', 'first'] as const).flatMap((kind): Candidate[] => {
    const date = kind === 'start' ? o.inForceFrom : o.firstDeadline;
    if (!date || date < today || events.some((e) => e.date === date)) return [];
    return [
      {
        key: `${jurisdictionId}:${o.id}:${kind}`,
        synthetic: kind,
        date,
        title: `${SYNTHETIC_TITLES[kind]}: ${o.title}`,
        binding: o.binding,
        yearly: false,
        duty,
      },
    ];
  });
  return [
    ...events,
    ...synthetic.filter((s, i) => synthetic.findIndex((t) => t.date === s.date) === i),
  ];
}

/**
 * A Directive duty's dates with those of the national proposals that would transpose it. A
 * proposal's date on a day the Directive already sets is not a second row but a mention on
 * the Directive's; its other dates stay rows of their own.
 */
function foldedCandidates(
  eu: readonly Candidate[],
  proposals: ReadonlyArray<{row: DutyRow; items: readonly Candidate[]}>,
): Candidate[] {
  const kept = eu.map((c) => ({...c}));
  for (const {row, items} of proposals) {
    for (const item of items) {
      const directive = kept.find((k) => k.date === item.date && eu.some((e) => e.key === k.key));
      if (!directive) {
        kept.push(item);
        continue;
      }
      const mention = `The national proposal “${row.title}” keeps this date (${row.binding.label}).`;
      if (!directive.note?.includes(mention)) {
        directive.note = directive.note ? `${directive.note} ${mention}` : mention;
      }
    }
  }
  return kept;
}

type RowKind = 'event' | 'milestone' | NonNullable<Candidate['synthetic']>;

const MERGED_TITLES = {start: 'Duties start to apply', first: 'First deadlines'} as const;

/**
 * Every date ahead once. Mentions of the same event merge. A duty's start or first deadline
 * merges into a jurisdiction-wide date of the same day and status (such as a bill's planned
 * entry into force), or else with the other duties starting, or first due, that day.
 */
function dateRows(candidates: readonly Candidate[]): DateRow[] {
  const rows = new Map<string, DateRow & {kind: RowKind}>();
  const named = candidates.filter((c) => !c.synthetic);
  const synthetic = candidates.filter((c) => c.synthetic);
  for (const c of [...named, ...synthetic]) {
    const row =
      c.synthetic === undefined
        ? rows.get(c.key)
        : [...rows.values()].find(
            (r) =>
              r.date === c.date &&
              ((r.kind === 'milestone' && r.binding.status === c.binding.status) ||
                (r.kind === c.synthetic && r.binding.label === c.binding.label)),
          );
    if (!row) {
      const kind: RowKind = c.synthetic ?? (c.duty ? 'event' : 'milestone');
      const key = c.synthetic ? `${c.key}:${c.date}` : c.key;
      rows.set(key, {
        kind,
        key,
        date: c.date,
        title: c.title,
        binding: c.binding,
        yearly: c.yearly,
        duties: c.duty ? [c.duty] : [],
        notes: c.note ? [c.note] : [],
      });
      continue;
    }
    if (c.duty && !row.duties.some((d) => d.link === c.duty!.link)) {
      row.duties.push(c.duty);
      if (row.kind === c.synthetic) row.title = MERGED_TITLES[c.synthetic];
    }
    if (c.note && !row.notes.includes(c.note)) row.notes.push(c.note);
  }
  return [...rows.values()]
    .map(({key, date, title, binding, yearly, duties, notes}) => ({
      key,
      date,
      title,
      binding,
      yearly,
      duties,
      notes,
    }))
    .sort((a, b) => compareIso(a.date, b.date) || compareNames(a.title, b.title));
}

/**
 * Why no rule in force applies to this employer: no rule at all, another sector, or a
 * threshold above the headcount. The answer's heading names the jurisdiction, so the
 * sentences need not.
 */
function nowReason(j: ToolJurisdiction, q: Question): string {
  if (q.remote) {
    return `No rule in force here is known to reach remote roles that could be done in ${placeName(j.name)} for an employer with no employees there; the rules that do not, or may not, are listed below.`;
  }
  const inForce = j.obligations.filter((o) => o.binding.status === 'in-force');
  const people = countOf(q.headcount, 'employee');
  if (inForce.length === 0) {
    const own = LEVEL_ADJECTIVES[j.level];
    return j.obligations.some((o) => o.binding.status === 'applies-from')
      ? `No ${own} pay transparency rule is in force yet; what has been enacted for later is listed below.`
      : `No ${own} pay transparency rule is in force yet, as far as this dataset records.`;
  }
  const inSector = inForce.filter((o) => coversSector(o, q.sector));
  if (inSector.length === 0) {
    const other = q.sector === 'private' ? 'public' : 'private';
    return `The rules in force apply only to ${other}-sector employers, and you chose the ${q.sector} sector.`;
  }
  const higher = inSector.filter((o) => (o.min ?? 1) > countedHeadcount(o, q));
  if (higher.length === inSector.length) {
    const lowest = higher.reduce((a, b) => ((a.min ?? 1) <= (b.min ?? 1) ? a : b));
    const counted = lowest.headcountScope === 'anywhere' ? ', counted everywhere you employ' : '';
    return `None of the rules in force applies at ${people}: the lowest threshold is ${lowest.min} employees${counted} (${lowest.title}).`;
  }
  return `None of the rules in force covers ${people} in the ${q.sector} sector.`;
}

function euIntro(
  j: ToolJurisdiction,
  duties: readonly EuMinimumDuty[],
  q: Question,
  today: string,
): string {
  if (duties.length === 0) {
    return `Every duty the Directive sets at ${countOf(q.headcount, 'employee')} has an adopted national rule here.`;
  }
  if (j.directive?.status === 'eea-pending') {
    return 'The Directive is not yet part of the EEA Agreement. Once it is, these duties bind employers here only through the national law that transposes them.';
  }
  const passed = duties.flatMap((d) =>
    d.inForceFrom && d.inForceFrom < today ? [d.inForceFrom] : [],
  );
  const due = passed.length > 0 ? passed.reduce((a, b) => (a < b ? a : b)) : undefined;
  return (
    (due ? `Member States had until ${formatIsoDate(due)} to transpose the Directive. ` : '') +
    'It binds employers only through national law, and no adopted national rule transposes these duties here yet. A transposing law must require at least this.'
  );
}

/** Why the proposed part lists nothing, or what it leaves to the Directive's part. */
const NO_PROPOSAL: Partial<Record<TranspositionStatus, (asOf: string) => string>> = {
  'bill-or-draft': () =>
    'A bill or draft transposing the Directive is in progress, but this dataset does not yet list a duty from it that applies at this size.',
  halted: () => 'The bill transposing the Directive is halted, and no other proposal is recorded.',
  'no-draft-reported': (asOf) =>
    `No bill or draft transposing the Directive had been reported by ${formatIsoDate(asOf)}, the date of the newest information found.`,
};

function proposedNote(
  j: ToolJurisdiction,
  proposed: readonly DutyRow[],
  folded: number,
  q: Question,
): string | undefined {
  if (folded > 0 && proposed.length > 0) {
    return `${countOf(folded, 'other proposed rule')} would transpose a Directive duty and ${folded === 1 ? 'is' : 'are'} shown with it above.`;
  }
  if (folded > 0) {
    return folded === 1
      ? 'The one proposed rule at this size would transpose a Directive duty and is shown with it above.'
      : `All ${folded} proposed rules at this size would transpose Directive duties and are shown with them above.`;
  }
  if (proposed.length > 0) return undefined;
  if (j.obligations.some((o) => o.binding.status === 'proposed')) {
    return `None of the proposed rules recorded would apply at ${countOf(q.headcount, 'employee')} in the ${q.sector} sector.`;
  }
  const reason = j.directive && NO_PROPOSAL[j.directive.status];
  return reason ? reason(j.directive!.asOf) : 'No bill or draft is recorded.';
}

/** The answer for one jurisdiction. */
export function answerFor(q: Question, data: FinderData, today: string): Answer {
  const j = data.jurisdictions.find((x) => x.id === q.id);
  if (!j) throw new Error(`No jurisdiction "${q.id}" in the finder's data.`);
  const national = j.obligations.filter((o) => applies(o, q));
  const byStatus = (status: BindingStatus) => national.filter((o) => o.binding.status === status);
  const row = (o: ToolObligation) => dutyRow(`${j.id}.${o.id}`, o);
  const candidates: Candidate[] = [];
  const addOwn = (list: readonly ToolObligation[]) => {
    for (const o of list) candidates.push(...candidatesOf(j.id, o, today));
    return list.map(row);
  };
  const now = addOwn(byStatus('in-force'));
  const coming = addOwn(byStatus('applies-from'));

  const proposals = byStatus('proposed');
  const folded = new Set<string>();
  const euDuties = q.remote ? undefined : data.euMinimum[j.id];
  const euApplying = (euDuties ?? []).filter((d) => applies(d, q));
  const euRows = euApplying.map((d) => {
    const own = proposals.filter((p) => d.proposals.includes(p.id));
    for (const p of own) folded.add(p.id);
    const ownRows = own.map(row);
    candidates.push(
      ...foldedCandidates(
        candidatesOf(j.id, d, today),
        own.map((p, i) => ({row: ownRows[i]!, items: candidatesOf(j.id, p, today)})),
      ),
    );
    return dutyRow(`eu-ptd.${d.id}`, d, ownRows);
  });
  const proposed = addOwn(proposals.filter((p) => !folded.has(p.id)));

  for (const m of q.remote ? [] : (data.milestones[j.id] ?? [])) {
    const date = nextOccurrence(m.date, today, m.yearly);
    if (date) candidates.push({...m, date});
  }

  const nothingNow = now.length === 0;
  const note = proposedNote(j, proposed, folded.size, q);
  return {
    jurisdiction: {
      id: j.id,
      name: j.name,
      page: j.page,
      lastReviewed: j.lastReviewed,
      membership: j.membership,
      ...(j.coverage && {coverage: j.coverage}),
    },
    headcount: q.headcount,
    sector: q.sector,
    sectorMatters: hasSectorRules(j),
    now,
    ...(nothingNow && {nowReason: nowReason(j, q)}),
    coming,
    ...(euDuties && {euMinimum: {rows: euRows, intro: euIntro(j, euApplying, q, today)}}),
    proposed,
    ...(note && {proposedNote: note}),
    dates: dateRows(candidates),
    ...(q.remote && {remote: remoteReach(j, q)}),
  };
}

/** The answer for every question, in the order asked or with the nearest date first. */
export function answer(
  questions: readonly Question[],
  data: FinderData,
  today: string,
  order: Order = 'entered',
): Answer[] {
  const answers = questions.map((q) => answerFor(q, data, today));
  if (order === 'entered') return answers;
  const next = (a: Answer) => a.dates[0]?.date ?? '9999-12-31';
  return answers
    .map((a, i) => ({a, i}))
    .sort((x, y) => compareIso(next(x.a), next(y.a)) || x.i - y.i)
    .map(({a}) => a);
}

/** How the finder names the places of each level inside a country, in this order. */
const LEVEL_PLURALS: ReadonlyArray<[ToolJurisdiction['level'], string]> = [
  ['state', 'states'],
  ['district', 'states'],
  ['province', 'provinces'],
  ['city', 'cities'],
  ['county', 'counties'],
];

/**
 * A sentence for each state, province or city entered without the place it lies in, whose own
 * rules apply there too (New York City without New York); none for a state within a country.
 * And one for each country entered alone whose states, provinces or cities have rules of their
 * own: its answer holds only the national rules, which most employers there are not limited to.
 */
export function missingPlaces(
  ids: readonly string[],
  jurisdictions: readonly Pick<ToolJurisdiction, 'id' | 'name' | 'level' | 'parent'>[],
): string[] {
  const byId = new Map(jurisdictions.map((j) => [j.id, j]));
  const countryOf = (j: (typeof jurisdictions)[number]): string | undefined => {
    const parent = j.parent ? byId.get(j.parent) : undefined;
    if (!parent) return undefined;
    return parent.level === 'country' ? parent.id : countryOf(parent);
  };
  return ids.flatMap((id) => {
    const j = byId.get(id);
    if (j?.level === 'country') {
      const within = jurisdictions.filter((place) => countryOf(place) === id);
      if (within.length === 0 || within.some((place) => ids.includes(place.id))) return [];
      const levels = new Set(within.map((place) => place.level));
      const nouns = [
        ...new Set(LEVEL_PLURALS.filter(([level]) => levels.has(level)).map(([, n]) => n)),
      ];
      const listed =
        nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}` : nouns[0];
      return [
        `The answer for ${placeName(j.name)} holds its national rules only. ${within.length} of its ${listed} have rules of their own, which apply on top: add each one where you employ staff, with your headcount there, to see them.`,
      ];
    }
    const parent = j?.parent ? byId.get(j.parent) : undefined;
    if (!j || !parent || parent.level === 'country' || ids.includes(parent.id)) return [];
    return [
      `${j.name} lies in ${placeName(parent.name)}, whose own rules apply there too; add ${placeName(parent.name)} with the same headcount to see them.`,
    ];
  });
}

/**
 * The places to answer for remote roles alone: those named for remote roles where no employees
 * are entered. A place entered with employees is answered in full, which a sentence says.
 */
export function remotePlaces(
  remote: readonly string[],
  entered: readonly string[],
  names: ReadonlyMap<string, string>,
): {ids: string[]; sentences: string[]} {
  const also = remote.filter((id) => entered.includes(id));
  return {
    ids: remote.filter((id) => !entered.includes(id)),
    sentences: also.map(
      (id) =>
        `${names.get(id)} is entered with employees, so its answer covers every rule there, not only those reaching remote roles.`,
    ),
  };
}
