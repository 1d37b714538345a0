import {describe, expect, it} from 'vitest';
import {deadlineBinding, obligationBinding} from './binding';
import type {Obligation} from './schema';

const TODAY = '2026-11-26';

const rule = (over: Partial<Obligation>): Obligation => ({
  id: 'report',
  kind: 'gender-pay-gap-reporting',
  title: 'Report',
  status: 'in-force',
  appliesTo: {description: 'Employers', sector: 'all'},
  requires: 'Report.',
  timing: {frequency: 'yearly'},
  penalties: 'None.',
  source: {title: 'Act', url: 'https://example.org/act'},
  verified: {date: TODAY, method: 'official-text'},
  ...over,
});

const directive = {
  id: 'eu-ptd',
  name: 'Directive',
  membership: 'eu-law' as const,
  obligations: [rule({id: 'pay-gap-reporting-150-249'})],
};
const euDate = {status: 'confirmed' as const, obligation: 'pay-gap-reporting-150-249'};
const state = (obligations: Obligation[]) => ({
  id: 'germany',
  name: 'Germany',
  membership: 'eu' as const,
  obligations,
});

describe('obligationBinding', () => {
  it('tells in force, enacted with a later start, proposed with its stage, and expired apart', () => {
    const national = {membership: 'eu' as const, name: 'Germany'};
    expect(obligationBinding(national, rule({}), TODAY).label).toBe('In force');
    expect(
      obligationBinding(national, rule({timing: {frequency: 'yearly', inForceFrom: '2027-06-07'}}), TODAY),
    ).toEqual({status: 'applies-from', from: '2027-06-07', label: 'Enacted, applies from 7 June 2027'});
    expect(obligationBinding(national, rule({status: 'adopted-not-in-force'}), TODAY).label).toBe(
      'Enacted, not yet in force',
    );
    const unconfirmed = rule({
      status: 'adopted-not-in-force',
      timing: {frequency: 'continuous', startNotConfirmed: true},
    });
    expect(obligationBinding(national, unconfirmed, TODAY)).toEqual({
      status: 'applies-from',
      label: 'Enacted, start not confirmed',
    });
    expect(obligationBinding(national, rule({status: 'bill'}), TODAY).label).toBe(
      'Proposed (bill before parliament)',
    );
    expect(obligationBinding(national, rule({status: 'expired'}), TODAY).status).toBe('expired');
  });

  it('reads a record that no rule has been reported as the EU minimum, not as a proposal', () => {
    const nothing = rule({kind: 'transposition', status: 'nothing-reported'});
    expect(obligationBinding({membership: 'eu', name: 'Germany'}, nothing, TODAY)).toEqual({
      status: 'eu-minimum',
      label: 'EU minimum, not yet binding in Germany',
    });
  });

  it('calls an EU instrument’s own duties EU minimums', () => {
    expect(obligationBinding(directive, directive.obligations[0]!, TODAY).status).toBe('eu-minimum');
  });
});

describe('deadlineBinding', () => {
  it('labels a Directive date in a state without a transposing law as not binding there', () => {
    expect(deadlineBinding(state([]), euDate, directive, TODAY)).toEqual({
      status: 'eu-minimum',
      label: 'EU minimum, not yet binding in Germany',
    });
  });

  it('keeps a Directive date an EU minimum while the national rule is only a draft', () => {
    const draft = rule({status: 'draft', implements: 'eu-ptd.pay-gap-reporting-150-249'});
    expect(deadlineBinding(state([draft]), euDate, directive, TODAY).status).toBe('eu-minimum');
  });

  it('binds a Directive date through an adopted national rule, with its start date', () => {
    const adopted = rule({
      implements: 'eu-ptd.pay-gap-reporting-150-249',
      timing: {frequency: 'every-3-years', inForceFrom: '2027-01-01'},
    });
    expect(deadlineBinding(state([adopted]), euDate, directive, TODAY).label).toBe(
      'Enacted, applies from 1 January 2027',
    );
  });

  it('calls the Directive’s dates for states and for itself law in force, not an EU minimum', () => {
    const withTransposition = {
      ...directive,
      obligations: [...directive.obligations, rule({id: 'transposition', kind: 'transposition'})],
    };
    const deadline = {status: 'confirmed' as const, obligation: 'transposition'};
    expect(deadlineBinding(state([]), deadline, withTransposition, TODAY).label).toBe('In force');
    expect(deadlineBinding(state([]), {status: 'confirmed'}, directive, TODAY).status).toBe(
      'in-force',
    );
  });

  it('labels a date still to come under law in force as set by that law, not as applying', () => {
    const own = state([rule({})]);
    const date = (d: string) => ({status: 'confirmed' as const, obligation: 'report', date: d});
    expect(deadlineBinding(own, date('2027-01-01'), own, TODAY)).toEqual({
      status: 'in-force',
      label: 'Set by law in force',
    });
    expect(deadlineBinding(own, date(TODAY), own, TODAY).label).toBe('In force');
    expect(deadlineBinding(own, date('2025-06-01'), own, TODAY).label).toBe('In force');
  });

  it('follows a state’s own date: proposed, or the rule it belongs to', () => {
    const own = state([rule({status: 'bill'})]);
    expect(deadlineBinding(own, {status: 'proposed', obligation: 'report'}, own, TODAY).label).toBe(
      'Proposed (bill before parliament)',
    );
    expect(deadlineBinding(own, {status: 'confirmed'}, own, TODAY).status).toBe('in-force');
    const withBill = state([rule({id: 'transposition', kind: 'transposition', status: 'bill'})]);
    expect(deadlineBinding(withBill, {status: 'proposed'}, withBill, TODAY).label).toBe(
      'Proposed (bill before parliament)',
    );
  });

  it('gives an act’s planned start the stage of the state’s furthest proposal', () => {
    // The Netherlands: every rule is in a bill, and the planned start belongs to none of them.
    const bills = state([rule({status: 'in-force'}), rule({id: 'range', status: 'bill'})]);
    expect(deadlineBinding(bills, {status: 'proposed'}, bills, TODAY).label).toBe(
      'Proposed (bill before parliament)',
    );
    const drafts = state([rule({status: 'draft'})]);
    expect(deadlineBinding(drafts, {status: 'proposed'}, drafts, TODAY).label).toBe(
      'Proposed (draft)',
    );
  });
});
