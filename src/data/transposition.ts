import {formatIsoDate} from '../utils/dates';
import {deadlineBinding, isAdopted, isoToday} from './binding';
import type {JurisdictionRecord, Obligation, TranspositionStatus} from './schema';
import type {Dataset, Jurisdiction, TranspositionRow} from './types';

/**
 * The one rule for where a state stands on transposing the Pay Transparency Directive, read
 * from its record, so "transposed", "partly transposed" and the rest mean the same on every
 * page and in the announcement bar. A state's recorded `directive.status` must agree with it
 * (transposition.test.ts checks every state in data/jurisdictions).
 *
 * - "eea-pending": an EEA state, because the Directive binds Iceland, Liechtenstein and Norway
 *   only once the EEA Joint Committee has incorporated it, and no incorporation is recorded.
 * - "transposed": every duty the Directive places on employers has an adopted national rule
 *   (in force, or enacted to apply from a later date) that names it in `implements`.
 * - "partly-transposed": at least one of those duties has one, but not all.
 * - "bill-or-draft": none has one, and a bill or draft implementing a duty or transposing the
 *   Directive is in progress.
 * - "halted": none has one, and every such bill is halted.
 * - "no-draft-reported": none has one, and no bill or draft is recorded.
 *
 * A later application date inside an adopted law does not make the state partial: the law is
 * adopted, and each duty's binding status ("Enacted, applies from …") says when it starts.
 * Notification to the Commission is not a separate test, because the record lists a notified
 * act through the duties it carries out. An older national rule that does not name a
 * Directive duty in `implements` (an existing pay register, say) counts for nothing here.
 */

/** The Directive's id in the dataset (data/jurisdictions/eu-ptd.yaml). */
export const DIRECTIVE_ID = 'eu-ptd';

/** The rule's answer for one state, with the duties it found adopted and those still missing. */
export interface TranspositionAssessment {
  status: TranspositionStatus;
  /** Dataset ids ("eu-ptd.<id>") of the employer duties an adopted national rule carries out. */
  adopted: string[];
  /** Dataset ids of the employer duties no adopted national rule carries out yet. */
  missing: string[];
}

type Directive<O extends Pick<Obligation, 'id' | 'kind'> = Pick<Obligation, 'id' | 'kind'>> =
  Pick<JurisdictionRecord, 'id'> & {obligations: readonly O[]};
type State = Pick<JurisdictionRecord, 'membership'> & {
  obligations: ReadonlyArray<Pick<Obligation, 'kind' | 'status' | 'implements'>>;
};

/** The Directive's duties for employers: all its obligations but the states' own duty to transpose. */
export const employerDuties = <O extends Pick<Obligation, 'id' | 'kind'>>(
  directive: Directive<O>,
): O[] => directive.obligations.filter((o) => o.kind !== 'transposition');

export function transpositionStatusRule(
  state: State,
  directive: Directive,
): TranspositionAssessment {
  const duties = employerDuties(directive).map((o) => `${directive.id}.${o.id}`);
  const adopted = duties.filter((duty) =>
    state.obligations.some((o) => o.implements === duty && isAdopted(o)),
  );
  const missing = duties.filter((duty) => !adopted.includes(duty));
  const result = (status: TranspositionStatus) => ({status, adopted, missing});
  if (state.membership === 'eea') return result('eea-pending');
  if (missing.length === 0) return result('transposed');
  if (adopted.length > 0) return result('partly-transposed');
  const proposals = state.obligations.filter(
    (o) =>
      (o.kind === 'transposition' || o.implements?.startsWith(`${directive.id}.`)) &&
      (o.status === 'bill' || o.status === 'draft' || o.status === 'halted'),
  );
  if (proposals.some((o) => o.status !== 'halted')) return result('bill-or-draft');
  return result(proposals.length > 0 ? 'halted' : 'no-draft-reported');
}

/**
 * How many of the Directive's employer duties bind in a state on `today`, grouped by their
 * binding status: each is read as a Directive date on the state's timeline would be.
 */
function directiveDuties(
  state: Jurisdiction,
  directive: Jurisdiction,
  today: string,
): TranspositionRow['duties'] {
  const groups = new Map<string, TranspositionRow['duties'][number]>();
  for (const duty of employerDuties(directive)) {
    const {status, label} = deadlineBinding(
      state,
      {status: 'confirmed', obligation: duty.id},
      directive,
      today,
    );
    const group = groups.get(label) ?? {status, label, count: 0};
    group.count += 1;
    groups.set(label, group);
  }
  return [...groups.values()];
}

/** The Directive's transposition table: every EU and EEA state, A to Z. */
export function transpositionRows(dataset: Dataset, today = isoToday()): TranspositionRow[] {
  const directive = dataset.jurisdictions.find((j) => j.id === DIRECTIVE_ID);
  return dataset.jurisdictions
    .flatMap((j): TranspositionRow[] =>
      j.directive && (j.membership === 'eu' || j.membership === 'eea')
        ? [
            {
              ...j.directive,
              id: j.id,
              country: j.name,
              membership: j.membership,
              page: j.page,
              duties: directive ? directiveDuties(j, directive, today) : [],
            },
          ]
        : [],
    )
    .sort((a, b) => a.country.localeCompare(b.country));
}

/**
 * The figures that summarise the table, so headlines cannot disagree with it. Each row's
 * status is the one transpositionStatusRule derives from the state's record (a test checks
 * every state), so these are the rule's counts.
 */
export function transpositionCounts(rows: readonly TranspositionRow[]) {
  const eu = rows.filter((r) => r.membership === 'eu');
  const count = (status: TranspositionRow['status']) =>
    eu.filter((r) => r.status === status).length;
  return {
    memberStates: eu.length,
    eeaStates: rows.length - eu.length,
    transposed: count('transposed'),
    partlyTransposed: count('partly-transposed'),
    billOrDraft: count('bill-or-draft'),
    halted: count('halted'),
    noDraftReported: count('no-draft-reported'),
  };
}

export type TranspositionCounts = ReturnType<typeof transpositionCounts>;

/** The announcement bar's default text, from the same data as the transposition table. */
export function transpositionHeadline(dataset: Dataset): string {
  const deadline = dataset.jurisdictions
    .find((j) => j.id === DIRECTIVE_ID)
    ?.deadlines.find((d) => d.id === 'transposition-deadline');
  if (!deadline) {
    throw new Error(
      'data/jurisdictions/eu-ptd.yaml: the deadline "transposition-deadline" is missing; the announcement bar quotes its date.',
    );
  }
  const counts = transpositionCounts(transpositionRows(dataset));
  return (
    `The EU Pay Transparency Directive transposition deadline passed on ${formatIsoDate(deadline.date)}; ` +
    `${counts.transposed} of ${counts.memberStates} Member States have transposed it in full and ${counts.partlyTransposed} in part. ` +
    '<a href="/eu-pay-transparency-directive#transposition-status">See where each country stands</a>.'
  );
}
