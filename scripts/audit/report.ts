/**
 * Reads the JSON that `npm audit --json` prints. Kept free of I/O so the
 * verdicts are unit-tested (report.test.ts).
 */

const BLOCKING = new Set(['high', 'critical']);

export type AuditVerdict =
  | {kind: 'clean'; counts: Record<string, number>}
  | {kind: 'blocked'; counts: Record<string, number>; packages: string[]}
  | {kind: 'unavailable'; reason: string};

interface AuditJson {
  error?: {summary?: string; code?: string};
  message?: string;
  vulnerabilities?: Record<string, {severity: string; via: unknown[]}>;
  metadata?: {vulnerabilities?: Record<string, number>};
}

export function auditVerdict(output: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return {kind: 'unavailable', reason: 'npm audit printed no JSON report'};
  }
  if (report.error || !report.vulnerabilities) {
    const reason =
      report.message || report.error?.summary || 'the report has no vulnerability list';
    return {kind: 'unavailable', reason};
  }
  const counts = {...report.metadata?.vulnerabilities};
  delete counts.total;
  const packages = Object.entries(report.vulnerabilities)
    .filter(([, vulnerability]) => BLOCKING.has(vulnerability.severity))
    .map(([name, vulnerability]) => `${name} (${vulnerability.severity})`)
    .sort();
  return packages.length ? {kind: 'blocked', counts, packages} : {kind: 'clean', counts};
}
