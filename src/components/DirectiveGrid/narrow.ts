import {quote, splitKnown} from '../ReadingTools/urlState';

/**
 * The reader's own states on the Directive grid, kept in the address as `?j=france,germany`
 * like the comparison's. No states chosen means every state, which is also what the static
 * HTML shows before the page reads the address.
 */
export interface StateChoice {
  /** The ids of the states to keep, in the order the reader chose them; empty for all. */
  chosen: string[];
  /** Sentences naming what the address asked for that is not a state of the grid. */
  notices: string[];
}

export const EVERY_STATE: StateChoice = {chosen: [], notices: []};

export function parseStateChoice(params: URLSearchParams, known: ReadonlySet<string>): StateChoice {
  const {found, unknown} = splitKnown(params.get('j'), known);
  return {
    chosen: found,
    notices:
      unknown.length > 0
        ? [`Ignored codes that name no EU or EEA state: ${quote(unknown)}; showing the rest.`]
        : [],
  };
}

export function serialiseStateChoice({chosen}: StateChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (chosen.length > 0) params.set('j', chosen.join(','));
  return params;
}

/** Adds a state to the choice, or takes it out; the notices have been read by then. */
export function toggleState({chosen}: StateChoice, id: string): StateChoice {
  return {
    chosen: chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id],
    notices: [],
  };
}

/** The states the reader chose (all when none), of the statuses shown, in the grid's order. */
export function narrowStates<S extends {id: string; transposition: string}>(
  states: readonly S[],
  {chosen}: StateChoice,
  shownStatuses: ReadonlySet<string>,
): S[] {
  return states.filter(
    (state) =>
      (chosen.length === 0 || chosen.includes(state.id)) && shownStatuses.has(state.transposition),
  );
}
