import {describe, expect, it} from 'vitest';
import * as narrow from './narrow';

const {EVERY_STATE, narrowStates, serialiseStateChoice, toggleState} = narrow;

const STATES = [
  {id: 'austria', transposition: 'bill'},
  {id: 'belgium', transposition: 'partial'},
  {id: 'france', transposition: 'bill'},
  {id: 'malta', transposition: 'transposed'},
];
const KNOWN = new Set(STATES.map((s) => s.id));
const ALL_STATUSES = new Set(['bill', 'partial', 'transposed']);
const parse = (query: string) => narrow.parseStateChoice(new URLSearchParams(query), KNOWN);

describe('narrowing the Directive grid to the reader’s states', () => {
  it('keeps every state when the address names none', () => {
    expect(parse('')).toEqual(EVERY_STATE);
    expect(narrowStates(STATES, EVERY_STATE, ALL_STATUSES)).toEqual(STATES);
  });

  it('keeps the chosen states in the grid’s order, whatever order the address gives', () => {
    const choice = parse('j=malta,austria');
    expect(choice).toEqual({chosen: ['malta', 'austria'], notices: []});
    expect(narrowStates(STATES, choice, ALL_STATUSES).map((s) => s.id)).toEqual([
      'austria',
      'malta',
    ]);
  });

  it('names the codes that are no state of the grid and shows the rest', () => {
    const choice = parse('j=uk,france,<b>');
    expect(choice.chosen).toEqual(['france']);
    expect(choice.notices).toEqual([
      'Ignored codes that name no EU or EEA state: "uk", "<b>"; showing the rest.',
    ]);
  });

  it('applies the status filter to the chosen states too', () => {
    const choice = parse('j=austria,malta');
    expect(narrowStates(STATES, choice, new Set(['transposed'])).map((s) => s.id)).toEqual([
      'malta',
    ]);
  });

  it('writes the choice back to the address, and no parameter for every state', () => {
    const choice = toggleState(toggleState(EVERY_STATE, 'france'), 'belgium');
    expect(serialiseStateChoice(choice).toString()).toBe('j=france%2Cbelgium');
    expect(parse(serialiseStateChoice(choice).toString())).toEqual(choice);
    expect(
      serialiseStateChoice(toggleState(toggleState(choice, 'france'), 'belgium')).toString(),
    ).toBe('');
  });

  it('clears the notices once the reader changes the choice', () => {
    expect(toggleState(parse('j=zz,france'), 'malta')).toEqual({
      chosen: ['france', 'malta'],
      notices: [],
    });
  });
});
