/** The kinds of finding, so tests and readers can tell them apart. */
export type Rule =
  | 'syntax'
  | 'front-matter'
  | 'date'
  | 'slug'
  | 'tags'
  | 'authors'
  | 'truncate'
  | 'update-note'
  | 'writing-prompt'
  | 'placeholder'
  | 'image-alt'
  | 'hydration'
  | 'broken-link'
  | 'broken-anchor'
  | 'markdownlint'
  | 'spelling'
  | 'data';

/** One finding, printed as `file:line — what is wrong — how to fix`. */
export interface Problem {
  /** Path from the site root with forward slashes, e.g. `news/2025-05-13-x.md`. */
  file: string;
  line: number;
  rule: Rule;
  message: string;
  fix: string;
}

export function formatProblem({file, line, message, fix}: Problem): string {
  return `${file}:${line} — ${message} — ${fix}`;
}

export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule);
}
