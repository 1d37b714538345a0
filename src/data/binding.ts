import {formatIsoDate} from '../utils/dates';
import {placeName} from './placeName';
import type {Binding, JurisdictionRecord, Obligation, OwnDeadline} from './schema';

/**
 * The one rule for whether a dated duty binds an employer, and the words every page, tool,
 * calendar, feed and download uses for it. A reader must never see an EU date as a national
 * deadline: a Directive date binds employers in a state only through that state's law, so
 * until the state has adopted a rule transposing the duty the date is an "EU minimum".
 *
 * Pure functions over the validated records; src/data/load.ts attaches the result to every
 * obligation and deadline, so consumers read `binding` and never work it out again.
 */

/** How far a proposal has got, in words; listed furthest first. */
const STAGE_WORDS = {
  bill: 'bill before parliament',
  draft: 'draft',
  halted: 'bill halted',
} as const;

const PROPOSAL_STAGES = Object.keys(STAGE_WORDS) as Array<keyof typeof STAGE_WORDS>;

/** The label of a date still to come that law in force sets: the law binds, the date is ahead. */
export const SET_BY_LAW_IN_FORCE = 'Set by law in force';

/** The label of an enacted duty whose start could not be confirmed: it may already apply. */
export const ENACTED_START_NOT_CONFIRMED = 'Enacted, start not confirmed';

/** Whether a binding is that of an enacted duty whose start could not be confirmed. */
export const isStartNotConfirmed = (binding: Pick<Binding, 'label'>) =>
  binding.label === ENACTED_START_NOT_CONFIRMED;

/** The label for a status; `where` is the state an EU minimum does not yet bind. */
export function bindingLabel(binding: Omit<Binding, 'label'>, where?: string): string {
  switch (binding.status) {
    case 'in-force':
      return 'In force';
    case 'applies-from':
      return binding.from
        ? `Enacted, applies from ${formatIsoDate(binding.from)}`
        : 'Enacted, not yet in force';
    case 'proposed':
      return `Proposed (${STAGE_WORDS[binding.stage ?? 'draft']})`;
    case 'eu-minimum':
      return where
        ? `EU minimum, not yet binding in ${placeName(where)}`
        : 'EU minimum: binds employers once each state transposes it';
    case 'expired':
      return 'No longer applies';
  }
}

const withLabel = (binding: Omit<Binding, 'label'>, where?: string): Binding => ({
  ...binding,
  label: bindingLabel(binding, where),
});

/** Whether a jurisdiction's own rules are EU instruments, which bind employers only through states. */
const isEuLaw = (j: Pick<JurisdictionRecord, 'membership'>) => j.membership === 'eu-law';

/**
 * The binding status of one obligation in its own jurisdiction on `today` (YYYY-MM-DD).
 * An EU instrument's duties are EU minimums; a national rule is in force, enacted with a
 * later start, proposed, or expired. A record that no rule has been reported (a state's
 * transposition with no draft) proposes nothing: what it stands for is the EU minimum.
 */
export function obligationBinding(
  j: Pick<JurisdictionRecord, 'membership' | 'name'>,
  o: Pick<Obligation, 'status' | 'timing' | 'kind'>,
  today: string,
): Binding {
  if (isEuLaw(j) && o.kind !== 'transposition') return withLabel({status: 'eu-minimum'});
  const from = o.timing.inForceFrom;
  switch (o.status) {
    case 'in-force':
      return from && from > today
        ? withLabel({status: 'applies-from', from})
        : withLabel({status: 'in-force'});
    case 'adopted-not-in-force':
      // "Not yet in force" would state as pending a rule that may already apply.
      return o.timing.startNotConfirmed
        ? {status: 'applies-from', label: ENACTED_START_NOT_CONFIRMED}
        : withLabel({status: 'applies-from', ...(from && {from})});
    case 'bill':
    case 'draft':
    case 'halted':
      return withLabel({status: 'proposed', stage: o.status});
    case 'nothing-reported':
      return withLabel({status: 'eu-minimum'}, j.name);
    case 'expired':
      return withLabel({status: 'expired'});
  }
}

/** Whether a national rule is adopted law: in force, or enacted to apply from a set date. */
export const isAdopted = (o: Pick<Obligation, 'status'>) =>
  o.status === 'in-force' || o.status === 'adopted-not-in-force';

/**
 * The national rule of `state` that transposes an EU obligation ("eu-ptd.<id>"), preferring
 * an adopted rule to a proposed one.
 */
export function transposingRule<O extends Pick<Obligation, 'implements' | 'status'>>(
  state: {obligations: readonly O[]},
  euObligation: string,
): O | undefined {
  const rules = state.obligations.filter((o) => o.implements === euObligation);
  return rules.find(isAdopted) ?? rules[0];
}

/**
 * The binding status of a deadline on `state`'s timeline. Its own dates follow the rule they
 * belong to (or their "proposed" flag); an employer duty's date shared from an EU instrument
 * binds only once the state has adopted the rule that transposes it, and is an EU minimum until
 * then, while the instrument's dates for states and for itself are law in force.
 */
export function deadlineBinding(
  state: Pick<JurisdictionRecord, 'id' | 'name' | 'membership' | 'obligations'>,
  deadline: Pick<OwnDeadline, 'status' | 'obligation'> & Partial<Pick<OwnDeadline, 'date'>>,
  owner: Pick<JurisdictionRecord, 'id' | 'name' | 'membership' | 'obligations'>,
  today: string,
): Binding {
  const binding = dateBinding(state, deadline, owner, today);
  // A date still to come under law in force (a report due, a new rule's start, a sunset) is
  // not something that already applies: the law binds now, the date does not yet.
  return binding.status === 'in-force' && deadline.date && deadline.date > today
    ? {...binding, label: SET_BY_LAW_IN_FORCE}
    : binding;
}

function dateBinding(
  state: Pick<JurisdictionRecord, 'id' | 'name' | 'membership' | 'obligations'>,
  deadline: Pick<OwnDeadline, 'status' | 'obligation'>,
  owner: Pick<JurisdictionRecord, 'id' | 'name' | 'membership' | 'obligations'>,
  today: string,
): Binding {
  const rule = deadline.obligation
    ? owner.obligations.find((o) => o.id === deadline.obligation)
    : undefined;
  if (isEuLaw(owner)) {
    // A date that binds the member states (the transposition deadline) or the EU itself (entry
    // into force) is EU law in force; only an employer duty waits for each state's law.
    if (!rule || rule.kind === 'transposition') {
      return rule ? obligationBinding(owner, rule, today) : withLabel({status: 'in-force'});
    }
    if (owner.id === state.id) return withLabel({status: 'eu-minimum'});
    const national = rule ? transposingRule(state, `${owner.id}.${rule.id}`) : undefined;
    if (national && isAdopted(national)) {
      return obligationBinding(state, national, today);
    }
    return withLabel({status: 'eu-minimum'}, state.name);
  }
  if (deadline.status === 'proposed') {
    // A proposed date outside any one rule (an act's planned start) comes from the state's
    // proposals: it has got as far as the furthest of them, a bill before a draft.
    const basis = rule ? [rule] : owner.obligations;
    const stage = PROPOSAL_STAGES.find((s) => basis.some((o) => o.status === s));
    return withLabel({status: 'proposed', stage: stage ?? 'draft'});
  }
  // A confirmed date outside any one rule is set by law in force (the schema's "confirmed").
  return rule ? obligationBinding(state, rule, today) : withLabel({status: 'in-force'});
}

/** Today as YYYY-MM-DD in UTC: the date the build states every status at. */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);
