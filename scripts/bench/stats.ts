/**
 * Pure helpers shared by the benchmark scripts: statistics, units and a plain
 * text table. Kept free of I/O so they are unit-tested (stats.test.ts).
 */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** 1 KB = 1,000 bytes, as Lighthouse and the issue's figures count. */
export function kb(bytes: number, digits = 1): string {
  return `${(bytes / 1000).toFixed(digits)} KB`;
}

export function mib(bytes: number): string {
  return `${Math.round(bytes / 2 ** 20)} MiB`;
}

export function seconds(ms: number, digits = 2): string {
  return `${(ms / 1000).toFixed(digits)} s`;
}

export function millis(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** A Markdown table, so the output pastes as it is into the benchmarks log or a pull request. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
