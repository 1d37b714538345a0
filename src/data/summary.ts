import {placeName} from './placeName';
import {isStartNotConfirmed} from './binding';
import {obligationKindLabels, transpositionLabels} from '../components/Jurisdiction/format';
import {formatIsoDate} from '../utils/dates';
import {obligationAnchor} from './paths';
import type {
  Binding,
  Jurisdiction,
  ObligationKind,
  PlaceWithin,
  ResolvedObligation,
  Source,
  Verification,
} from './types';

/**
 * What a jurisdiction's record comes to for an employer, in words: the one-line status at the
 * top of its page and the "what to do now" list. Pure functions over a resolved record; they
 * read each duty's `binding` (src/data/binding.ts) and never work it out again.
 */

type Duty = Pick<
  ResolvedObligation,
  'id' | 'kind' | 'title' | 'appliesTo' | 'timing' | 'binding'
>;

/** "a", "a and b", "a, b and c". */
function list(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Duties an employer has, leaving out a state's duty to transpose and rules that expired. */
const employerDuties = (j: Pick<Jurisdiction, 'obligations'>): Duty[] =>
  j.obligations.filter((o) => o.kind !== 'transposition' && o.binding.status !== 'expired');

const byStatus = (duties: readonly Duty[], status: Binding['status']) =>
  duties.filter((o) => o.binding.status === status);

/** A label inside a sentence: "Pay history ban" → "pay history ban" ("EEA" stays as it is). */
export const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
export const upperFirst = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const kindPhrase = (kind: ObligationKind) => lowerFirst(obligationKindLabels[kind]);

/** Three kinds named, the rest counted (a lone fourth is named), so the status stays one line. */
const MAX_KINDS = 3;

function kindsText(duties: readonly Duty[]): {text: string; plural: boolean} {
  const kinds = [...new Set(duties.map((o) => kindPhrase(o.kind)))];
  const shown =
    kinds.length > MAX_KINDS + 1
      ? [...kinds.slice(0, MAX_KINDS), `${kinds.length - MAX_KINDS} more`]
      : kinds;
  return {text: list(shown), plural: shown.length > 1};
}

const STAGE_PHRASES = {
  bill: 'in a bill before parliament',
  draft: 'in a draft',
  halted: 'in a halted bill',
} as const;

type Stage = keyof typeof STAGE_PHRASES;

/** Proposed duties by how far their proposal has got, in the order bill, draft, halted. */
function proposalsByStage(duties: readonly Duty[]): Array<{stage: Stage; count: number}> {
  const proposed = byStatus(duties, 'proposed');
  return (Object.keys(STAGE_PHRASES) as Stage[])
    .map((stage) => ({
      stage,
      count: proposed.filter((o) => (o.binding.stage ?? 'draft') === stage).length,
    }))
    .filter(({count}) => count > 0);
}

const dutyCount = (count: number, further: boolean) =>
  `${count} ${further ? 'further ' : ''}${count === 1 ? 'duty is' : 'duties are'}`;

/** "7 further duties are in a draft; 1 is in a bill before parliament". */
function proposalsText(duties: readonly Duty[], further: boolean): string | undefined {
  const stages = proposalsByStage(duties);
  if (stages.length === 0) return undefined;
  return stages
    .map(({stage, count}, i) =>
      i === 0
        ? `${dutyCount(count, further)} ${STAGE_PHRASES[stage]}`
        : `${count} ${count === 1 ? 'is' : 'are'} ${STAGE_PHRASES[stage]}`,
    )
    .join('; ');
}

/** The date every duty in the list started on, when they share one. */
function sharedStart(duties: readonly Duty[]): string | undefined {
  const dates = new Set(duties.map((o) => o.timing.inForceFrom));
  const [only] = dates;
  return dates.size === 1 ? only : undefined;
}

/** The adjective for a jurisdiction's own law, by its level: "national", "state", "provincial", …. */
export const LEVEL_ADJECTIVES = {
  country: 'national',
  state: 'state',
  province: 'provincial',
  district: 'district',
  county: 'county',
  city: 'city',
} as const satisfies Record<Jurisdiction['level'], string>;

type Place = Pick<Jurisdiction, 'membership' | 'level' | 'directive'>;

/** Where the jurisdiction stands, before the colon of its status line. */
function statusHead(j: Place): string {
  if (j.directive) return transpositionLabels[j.directive.status];
  if (j.membership === 'eu-law') return 'EU law';
  return j.level === 'country' ? 'Outside the EU and EEA' : `${upperFirst(LEVEL_ADJECTIVES[j.level])} law`;
}

export interface StatusLine {
  /** Where the state stands: "Partly transposed". */
  head: string;
  /** What binds, what is coming and what is proposed, ending with a full stop. */
  detail: string;
  /** The whole line: "<head>: <detail>". */
  text: string;
}

/**
 * The page's status in one line, e.g. "Partly transposed: pay information before employment and
 * pay history ban apply since 24 December 2025; 7 further duties are in a draft."
 */
export function statusLine(j: Place & Pick<Jurisdiction, 'obligations'>): StatusLine {
  const duties = employerDuties(j);
  const inForce = byStatus(duties, 'in-force');
  const coming = byStatus(duties, 'applies-from');
  const clauses: string[] = [];
  if (inForce.length > 0) {
    const {text, plural} = kindsText(inForce);
    const since = sharedStart(inForce);
    clauses.push(
      `${text} ${plural ? 'apply' : 'applies'}${since ? ` since ${formatIsoDate(since)}` : ''}`,
    );
  }
  const comingDates = [...new Set(coming.map((o) => o.binding.from))].sort();
  for (const from of comingDates) {
    const dated = coming.filter((o) => o.binding.from === from);
    if (from) {
      const {text, plural} = kindsText(dated);
      clauses.push(`${text} ${plural ? 'apply' : 'applies'} from ${formatIsoDate(from)}`);
      continue;
    }
    // Undated: either waiting for a start, or with a start we could not confirm.
    const unconfirmed = dated.filter((o) => isStartNotConfirmed(o.binding));
    const pending = dated.filter((o) => !unconfirmed.includes(o));
    if (pending.length > 0) {
      const {text, plural} = kindsText(pending);
      clauses.push(`${text} ${plural ? 'are' : 'is'} enacted but not yet in force`);
    }
    if (unconfirmed.length > 0) {
      const {text, plural} = kindsText(unconfirmed);
      clauses.push(
        `${text} ${plural ? 'are' : 'is'} enacted, but whether ${plural ? 'they apply' : 'it applies'} yet is not confirmed`,
      );
    }
  }
  if (clauses.length === 0) clauses.push('nothing recorded binds employers yet');
  const proposals = proposalsText(duties, inForce.length + coming.length > 0);
  if (proposals) clauses.push(proposals);
  const head = statusHead(j);
  const detail = `${clauses.join('; ')}.`;
  return {head, detail, text: `${head}: ${detail}`};
}

/**
 * The first sentence of a text, where a full stop after a small letter, a digit or a bracket is
 * followed by a capital ("U.S. Code" and "No. 5" do not end one).
 */
export function firstSentence(text: string): string {
  return /^.+?[a-z0-9)]\.(?=\s+[A-Z])/s.exec(text)?.[0] ?? text;
}

/** One duty as a line of the "what to do now" list. */
export interface DutyLine {
  /** The obligation's local id; its anchor on the page is #obligation-<id>. */
  id: string;
  title: string;
  /** Whom it binds, with any threshold: the first sentence of the record's words. */
  who: string;
  /** Its binding status, with the day it started where known: "In force since 24 December 2025". */
  status: string;
  /** The whole line: "<title>. <who> <status>." */
  text: string;
}

/** A duty's binding status, with the day it started where known: "In force since 1 June 2025". */
export const dutyStatus = (o: Pick<Duty, 'binding' | 'timing'>) =>
  o.binding.status === 'in-force' && o.timing.inForceFrom
    ? `${o.binding.label} since ${formatIsoDate(o.timing.inForceFrom)}`
    : o.binding.label;

function dutyLine(o: Duty): DutyLine {
  const status = dutyStatus(o);
  const who = firstSentence(o.appliesTo.description);
  return {id: o.id, title: o.title, who, status, text: `${o.title}. ${who} ${status}.`};
}

export interface WhatToDoNow {
  /** Duties that bind employers now, one sentence each. */
  now: DutyLine[];
  /**
   * The places inside with records of their own, and the words that lead into their list:
   * "Cities inside Ohio have pages of their own, each saying which rules bind employers there:".
   */
  within?: {lead: string; places: PlaceWithin[]};
  /** When none binds: that it does not, and why. */
  nothingYet?: string;
  /** Duties enacted that apply from a later date. */
  coming: DutyLine[];
  /** Duties enacted whose start could not be confirmed: they may already apply. */
  startNotConfirmed: DutyLine[];
  /** How many duties are proposed, and how far, e.g. "7 further duties are in a draft." */
  proposed?: string;
}

/** The places inside a jurisdiction by kind, in the order they nest: "States, counties and cities". */
const PLACE_NOUNS: ReadonlyArray<[PlaceWithin['level'], string]> = [
  ['state', 'states'],
  ['province', 'provinces'],
  ['county', 'counties'],
  ['city', 'cities'],
];

function withinLead(j: Pick<Jurisdiction, 'name' | 'within'>): string {
  const levels = new Set(j.within.map((p) => p.level));
  // The District of Columbia is named in the list; as a kind it would read oddly beside states.
  const nouns = PLACE_NOUNS.filter(([level]) => levels.has(level)).map(([, noun]) => noun);
  return `${upperFirst(list(nouns.length > 0 ? nouns : ['places']))} inside ${placeName(j.name)} have pages of their own, each saying which rules bind employers there:`;
}

/** Why nothing binds yet, from the state's transposition status. */
function whyNothingBinds(j: Pick<Jurisdiction, 'name' | 'directive' | 'obligations'>): string {
  const asOf = j.directive && ` (information as of ${formatIsoDate(j.directive.asOf)})`;
  switch (j.directive?.status) {
    case 'no-draft-reported':
      return `no law or draft transposing the EU Pay Transparency Directive has been reported${asOf}`;
    case 'bill-or-draft':
      return `the law transposing the EU Pay Transparency Directive is still a bill or draft${asOf}`;
    case 'halted':
      return `the bill transposing the EU Pay Transparency Directive is halted${asOf}`;
    case 'eea-pending':
      return `the EU Pay Transparency Directive is not yet part of the EEA Agreement${asOf}`;
    case 'transposed':
    case 'partly-transposed':
      return `none of the rules ${placeName(j.name)} has adopted applies yet${asOf}`;
    case undefined: {
      const duties = employerDuties(j);
      const enacted = byStatus(duties, 'applies-from');
      if (enacted.length > 0) {
        return enacted.every((o) => isStartNotConfirmed(o.binding))
          ? `we could not confirm whether the rules ${placeName(j.name)} has enacted apply yet`
          : `none of the rules ${placeName(j.name)} has enacted applies yet`;
      }
      return byStatus(duties, 'proposed').length > 0
        ? `the rules recorded for ${placeName(j.name)} are proposals, not law`
        : `no pay transparency duty of its own is recorded for ${placeName(j.name)}`;
    }
  }
}

/**
 * What an employer must do now: each duty that binds, with its threshold; or, when none does,
 * a sentence saying so and why; then what is enacted and coming, and what is proposed.
 */
export function whatToDoNow(
  j: Place & Pick<Jurisdiction, 'name' | 'obligations' | 'within'>,
): WhatToDoNow {
  const duties = employerDuties(j);
  const now = byStatus(duties, 'in-force').map(dutyLine);
  const enacted = byStatus(duties, 'applies-from');
  const coming = enacted.filter((o) => !isStartNotConfirmed(o.binding)).map(dutyLine);
  const startNotConfirmed = enacted.filter((o) => isStartNotConfirmed(o.binding)).map(dutyLine);
  const proposals = proposalsText(duties, now.length + enacted.length > 0);
  return {
    now,
    ...(j.within.length > 0 && {within: {lead: withinLead(j), places: j.within}}),
    ...(now.length === 0 && {
      nothingYet:
        `No duty recorded on this page binds employers in ${placeName(j.name)} yet: ${whyNothingBinds(j)}.` +
        (j.membership === 'eu'
          ? ' The EU rule of equal pay for equal work or work of equal value (Article 157 TFEU) applies to every employer all the same.'
          : ''),
    }),
    coming,
    startNotConfirmed,
    ...(proposals && {proposed: `${upperFirst(proposals)}.`}),
  };
}

/** Facts one source supports that were last checked on the same day in the same way. */
export interface SourceCheck {
  verified: Verification;
  facts: Array<{title: string; anchor: string}>;
}

export interface SourceWithChecks {
  source: Source;
  checks: SourceCheck[];
}

/** The anchor of the Directive status section on a country page. */
export const DIRECTIVE_STATUS_ANCHOR = 'directive-status';

/**
 * Every source the record cites for a verified fact (the Directive status and each duty), once,
 * with the facts it supports grouped by when and how they were last checked; then the record's
 * other sources (laws, regulator, dates, further reading) that carry no check of their own.
 */
export function sourcesWithChecks(
  j: Pick<Jurisdiction, 'directive' | 'obligations' | 'laws' | 'regulator' | 'deadlines' | 'sources'>,
): {checked: SourceWithChecks[]; other: Source[]} {
  const facts = [
    ...(j.directive
      ? [
          {
            title: 'EU Directive status',
            anchor: DIRECTIVE_STATUS_ANCHOR,
            source: j.directive.source,
            verified: j.directive.verified,
          },
        ]
      : []),
    ...j.obligations.map((o) => ({
      title: o.title,
      anchor: obligationAnchor(o.id),
      source: o.source,
      verified: o.verified,
    })),
  ];
  // One entry per source as cited: sections of one act share its address but not their titles.
  const checked = new Map<string, SourceWithChecks>();
  const cited = new Set<string>();
  for (const {source, verified, ...fact} of facts) {
    const key = `${source.url} ${source.title}`;
    const entry = checked.get(key) ?? {source, checks: []};
    checked.set(key, entry);
    cited.add(source.url);
    const check = entry.checks.find(
      (c) => c.verified.date === verified.date && c.verified.method === verified.method,
    );
    if (check) check.facts.push(fact);
    else entry.checks.push({verified, facts: [fact]});
  }
  const other = new Map<string, Source>();
  for (const source of [
    ...j.laws.map((law) => ({title: law.name, url: law.url})),
    ...(j.regulator ? [j.regulator] : []),
    ...j.deadlines.map((d) => d.source),
    ...j.sources,
  ]) {
    if (!cited.has(source.url) && !other.has(source.url)) other.set(source.url, source);
  }
  return {checked: [...checked.values()], other: [...other.values()]};
}
