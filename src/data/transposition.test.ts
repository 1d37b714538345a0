import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDatasetFrom} from './load';
import type {Obligation, ObligationStatus} from './schema';
import {DIRECTIVE_ID, transpositionStatusRule} from './transposition';

const directive = {
  id: 'eu-ptd',
  obligations: [
    {id: 'pay-history-ban', kind: 'pay-history-ban' as const},
    {id: 'pay-gap-reporting-250-plus', kind: 'gender-pay-gap-reporting' as const},
    {id: 'transposition', kind: 'transposition' as const},
  ],
};

const rule = (status: ObligationStatus, duty?: string) => ({
  kind: 'pay-history-ban' as const,
  status,
  ...(duty && {implements: duty}),
});
/** The rule's answer for a Member State with these obligations. */
const assess = (...obligations: Array<{kind: Obligation['kind']; status: ObligationStatus}>) =>
  transpositionStatusRule({membership: 'eu', obligations}, directive);
const transposition = (status: ObligationStatus) => ({kind: 'transposition' as const, status});

describe('transpositionStatusRule', () => {
  it('calls a state transposed when adopted rules carry out every employer duty', () => {
    expect(
      assess(
        rule('in-force', 'eu-ptd.pay-history-ban'),
        rule('adopted-not-in-force', 'eu-ptd.pay-gap-reporting-250-plus'),
      ),
    ).toEqual({
      status: 'transposed',
      adopted: ['eu-ptd.pay-history-ban', 'eu-ptd.pay-gap-reporting-250-plus'],
      missing: [],
    });
  });

  it('calls it partly transposed when some duties are adopted and others only drafted', () => {
    const result = assess(
      rule('in-force', 'eu-ptd.pay-history-ban'),
      rule('draft', 'eu-ptd.pay-gap-reporting-250-plus'),
    );
    expect(result.status).toBe('partly-transposed');
    expect(result.missing).toEqual(['eu-ptd.pay-gap-reporting-250-plus']);
  });

  it('tells a live bill or draft, a halted bill and nothing reported apart', () => {
    expect(assess(rule('bill', 'eu-ptd.pay-history-ban')).status).toBe('bill-or-draft');
    expect(assess(transposition('draft')).status).toBe('bill-or-draft');
    expect(assess(transposition('halted')).status).toBe('halted');
    expect(assess(transposition('nothing-reported')).status).toBe('no-draft-reported');
  });

  it('does not count older national rules that do not implement the Directive', () => {
    expect(assess(rule('in-force')).status).toBe('no-draft-reported');
  });

  it('keeps EEA states awaiting incorporation', () => {
    expect(
      transpositionStatusRule(
        {membership: 'eea', obligations: [rule('in-force', 'eu-ptd.pay-history-ban')]},
        directive,
      ).status,
    ).toBe('eea-pending');
  });
});

describe('every EU and EEA state in data/jurisdictions', () => {
  const {jurisdictions} = loadDatasetFrom(path.resolve(__dirname, '../..'));
  const ptd = jurisdictions.find((j) => j.id === DIRECTIVE_ID)!;
  const states = jurisdictions.filter((j) => j.membership === 'eu' || j.membership === 'eea');

  it('holds the 27 Member States and the 3 EEA states', () => {
    expect(states).toHaveLength(30);
  });

  it.each(states.map((j) => [j.id, j] as const))(
    '%s: the recorded directive.status agrees with the rule',
    (_, j) => {
      const {status, missing, adopted} = transpositionStatusRule(j, ptd);
      const why = `the rule gives "${status}" (adopted: ${adopted.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'})`;
      expect(j.directive?.status, `data/jurisdictions/${j.id}.yaml directive.status: ${why}`).toBe(
        status,
      );
    },
  );
});
