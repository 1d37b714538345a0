import {describe, expect, it} from 'vitest';
import {auditVerdict} from './report';

const report = (vulnerabilities: Record<string, {severity: string}>) =>
  JSON.stringify({
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, v]) => [name, {...v, via: []}]),
    ),
    metadata: {vulnerabilities: {low: 1, moderate: 0, high: 0, critical: 0, total: 1}},
  });

describe('auditVerdict', () => {
  it('passes a tree with only low and moderate advisories', () => {
    expect(auditVerdict(report({debug: {severity: 'low'}, qs: {severity: 'moderate'}}))).toEqual({
      kind: 'clean',
      counts: {low: 1, moderate: 0, high: 0, critical: 0},
    });
  });

  it('blocks on high and critical advisories, naming the packages', () => {
    const verdict = auditVerdict(report({ws: {severity: 'high'}, tar: {severity: 'critical'}}));
    expect(verdict).toMatchObject({kind: 'blocked', packages: ['tar (critical)', 'ws (high)']});
  });

  it('reports an unreachable audit endpoint instead of calling the tree clean', () => {
    // What npm 11 prints when a registry answers the bulk advisory request with 405.
    const output = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://mirror.example.test/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: {summary: '', detail: ''},
    });
    expect(auditVerdict(output)).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('405 Method Not Allowed') as string,
    });
    expect(auditVerdict('npm error something else')).toMatchObject({kind: 'unavailable'});
  });
});
