import {isAdopted} from './binding';
import type {JurisdictionRecord, Obligation, TranspositionStatus} from './schema';

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
