import type {Binding} from '../../data/types';
import type {ToolJurisdiction, ToolObligation} from '../../plugins/legal-data/tools';
import {band, obligationKindLabels} from '../Jurisdiction/format';
import {compareIso, nextOccurrence} from '../../utils/dates';
import {compareNames} from '../../utils/names';

/**
 * The states, provinces, districts, counties and cities inside one jurisdiction, as the
 * overview table shows them: one row each, its duties in short lines. Pure functions over the
 * reading tools' data, run at build time: the legal-data plugin writes their result as
 * `@legal-data/places.json`, so a page with the table does not load every record.
 */

export interface DutyLine {
  /** The kinds of duty that share this threshold, date and status, each linking to its record. */
  kinds: Array<{label: string; link: string}>;
  /** Who is caught, as the law counts the headcount: "15+ employees anywhere, at least 1 in the state". */
  who: string;
  /** The date the duties apply from, or failing that their first deadline (YYYY-MM-DD). */
  date?: {iso: string; firstDeadline: boolean};
  binding: Binding;
}

export interface PlaceRow {
  id: string;
  name: string;
  page: string;
  /** 1 for a direct child of the table's jurisdiction, 2 for a city inside one of its states. */
  depth: number;
  /** The name of the jurisdiction it lies in, for rows below the first level. */
  within?: string;
  /** Whether other rows of the table lie inside this one. */
  hasChildren: boolean;
  duties: DutyLine[];
}

type Level = ToolJurisdiction['level'];

/** "the state", "the city": where a headcount is counted, in the row's own terms. */
const PLACE_WORDS: Record<Level, string> = {
  country: 'the country',
  state: 'the state',
  province: 'the province',
  district: 'the District',
  county: 'the county',
  city: 'the city',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whom a duty catches, in the words of its record's threshold fields: the headcount, where the
 * law counts it and how many must work in the jurisdiction itself.
 */
export function whoText(
  o: Pick<
    ToolObligation,
    'min' | 'max' | 'sector' | 'headcountScope' | 'minInJurisdiction' | 'onlyIf'
  >,
  level: Level,
): string {
  const place = PLACE_WORDS[level];
  const count = band(o);
  const counted = !count
    ? ''
    : o.headcountScope === 'anywhere'
      ? `${count} anywhere`
      : o.headcountScope === 'in-jurisdiction'
        ? `${count} in ${place}`
        : count;
  // "15+ employees in the city" already says that 15 must work there.
  const impliedByScope = o.headcountScope === 'in-jurisdiction' && o.minInJurisdiction === o.min;
  const local = impliedByScope ? undefined : o.minInJurisdiction;
  const threshold =
    counted && local
      ? `${counted}, at least ${local} in ${place}`
      : counted ||
        (local ? `at least ${local} ${local === 1 ? 'employee' : 'employees'} in ${place}` : '');
  // A condition the duty states (e.g. workers supplied by labour contractors) takes the place of a
  // headcount; "no threshold" would tell the reader the duty catches everyone.
  const none = o.onlyIf ? 'a condition, not your headcount, decides' : 'no headcount threshold';
  if (o.sector === 'all') return capitalise(threshold || none);
  return threshold
    ? `${capitalise(o.sector)} employers with ${threshold}`
    : `${capitalise(o.sector)} sector; ${none}`;
}

/** A jurisdiction's duties, those sharing a threshold, date and status on one line. */
export function dutyLines(j: Pick<ToolJurisdiction, 'level' | 'obligations'>): DutyLine[] {
  const lines = new Map<string, DutyLine>();
  for (const o of j.obligations) {
    const who = whoText(o, j.level);
    const iso = o.inForceFrom ?? o.firstDeadline;
    const date = iso ? {iso, firstDeadline: !o.inForceFrom} : undefined;
    const key = [who, date?.iso, date?.firstDeadline, o.binding.label].join('|');
    const line = lines.get(key) ?? {kinds: [], who, ...(date && {date}), binding: o.binding};
    const label = obligationKindLabels[o.kind];
    if (!line.kinds.some((k) => k.label === label)) line.kinds.push({label, link: o.link});
    lines.set(key, line);
  }
  return [...lines.values()];
}

/**
 * Every jurisdiction inside `parent`, its own children straight after it (a city after its
 * state), names A to Z at each level.
 */
export function subJurisdictionRows(
  jurisdictions: readonly ToolJurisdiction[],
  parent: string,
): PlaceRow[] {
  const byName = [...jurisdictions].sort((a, b) => compareNames(a.name, b.name));
  const childrenOf = (id: string) => byName.filter((j) => j.parent === id);
  const rowsUnder = (outer: ToolJurisdiction | undefined, id: string, depth: number): PlaceRow[] =>
    childrenOf(id).flatMap((j) => [
      {
        id: j.id,
        name: j.name,
        page: j.page,
        depth,
        ...(depth > 1 && outer && {within: outer.name}),
        hasChildren: childrenOf(j.id).length > 0,
        duties: dutyLines(j),
      },
      ...rowsUnder(j, j.id, depth + 1),
    ]);
  return rowsUnder(undefined, parent, 1);
}

export interface UpcomingDate {
  key: string;
  /** The name of the state, province or city whose date it is. */
  place: string;
  date: string;
  title: string;
  yearly: boolean;
  binding: Binding;
  /** The duty's anchor on its jurisdiction's page. */
  link: string;
}

/**
 * The dated events of every jurisdiction inside `parent` from `today` on, soonest first: a
 * yearly date at its next occurrence, a passed one-off date left out.
 */
export function upcomingDates(
  jurisdictions: readonly ToolJurisdiction[],
  parent: string,
  today: string,
): UpcomingDate[] {
  const inside = new Set(subJurisdictionRows(jurisdictions, parent).map((row) => row.id));
  return jurisdictions
    .filter((j) => inside.has(j.id))
    .flatMap((j) =>
      j.obligations.flatMap((o) =>
        o.dates.flatMap(({key, date, title, yearly, binding}) => {
          const next = nextOccurrence(date, today, yearly);
          return next
            ? [{key, place: j.name, date: next, title, yearly, binding, link: o.link}]
            : [];
        }),
      ),
    )
    .sort((a, b) => compareIso(a.date, b.date) || compareNames(a.title, b.title));
}

/** A day on which duties of one place, in force now, began to apply or first fell due. */
export interface Milestone {
  key: string;
  place: string;
  date: string;
  /** `in-force`: the duties applied from that day; `first-deadline`: they first fell due. */
  event: 'in-force' | 'first-deadline';
  /** The duties, each linking to its record, as DutyLine's kinds do. */
  duties: Array<{label: string; link: string}>;
}

/**
 * When each duty of `parent` itself and of every place inside it that is in force began to apply
 * and first fell due, as the records date them, oldest first: the milestones a country's guide
 * lists. A duty not in force yet (proposed, or enacted for a later date) has no milestone, even
 * where its planned date has passed.
 */
export function milestones(
  jurisdictions: readonly ToolJurisdiction[],
  parent: string,
): Milestone[] {
  const inside = new Set([parent, ...subJurisdictionRows(jurisdictions, parent).map((r) => r.id)]);
  const byKey = new Map<string, Milestone>();
  for (const j of jurisdictions.filter((j) => inside.has(j.id))) {
    for (const o of j.obligations.filter((o) => o.binding.status === 'in-force')) {
      const events = [
        ['in-force', o.inForceFrom],
        ['first-deadline', o.firstDeadline],
      ] as const;
      for (const [event, date] of events) {
        if (!date) continue;
        const key = `${j.id}:${date}:${event}`;
        const milestone = byKey.get(key) ?? {key, place: j.name, date, event, duties: []};
        milestone.duties.push({label: o.title, link: o.link});
        byKey.set(key, milestone);
      }
    }
  }
  return [...byKey.values()].sort(
    (a, b) => compareIso(a.date, b.date) || compareNames(a.place, b.place),
  );
}

/** What the overview of one jurisdiction shows: its name, the places inside it and their dates. */
export interface PlaceTable {
  name: string;
  rows: PlaceRow[];
  /** Every dated event inside it from the build's day on, soonest first. */
  dates: UpcomingDate[];
  /** When its duties and those of the places inside it began to apply or first fell due. */
  milestones: Milestone[];
}

/** The overview of every jurisdiction, by id. */
export function placeTables(
  jurisdictions: readonly ToolJurisdiction[],
  today: string,
): Record<string, PlaceTable> {
  return Object.fromEntries(
    jurisdictions.map((j) => [
      j.id,
      {
        name: j.name,
        rows: subJurisdictionRows(jurisdictions, j.id),
        dates: upcomingDates(jurisdictions, j.id, today),
        milestones: milestones(jurisdictions, j.id),
      },
    ]),
  );
}
