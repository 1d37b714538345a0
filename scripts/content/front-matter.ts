/**
 * The one front matter reader of the scripts and tests: the YAML between a file's opening `---`
 * fences, with the lines kept so problems can name the line of a key.
 */
import {LineCounter, parseDocument} from 'yaml';

export type YamlRecord = Record<string, unknown>;

export interface FrontMatter {
  data: YamlRecord;
  /** The lines between the `---` fences; index 0 is line 2 of the file. */
  lines: string[];
  /** The first line after the closing fence (1 when there is no front matter). */
  bodyLine: number;
  error?: {line: number; message: string};
}

const FENCED = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export function isRecord(value: unknown): value is YamlRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads YAML 1.2's core schema, which keeps dates as the strings the editor typed, so
 * `2025-02-30` can be reported instead of silently rolling over to 2 March.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const match = FENCED.exec(text);
  if (!match) {
    return {data: {}, lines: [], bodyLine: 1};
  }
  const block = match[1] ?? '';
  const lines = block === '' ? [] : block.split(/\r?\n/);
  const bodyLine = lines.length + 3;
  const lineCounter = new LineCounter();
  const document = parseDocument(block, {lineCounter, prettyErrors: false});
  // An unknown tag is only a warning to the parser; the build's YAML reader rejects it.
  const [problem] = [...document.errors, ...document.warnings];
  if (problem) {
    const blockLine = lineCounter.linePos(problem.pos[0]).line;
    return {data: {}, lines, bodyLine, error: {line: blockLine + 1, message: problem.message}};
  }
  const data: unknown = document.toJS() ?? {};
  if (!isRecord(data)) {
    return {
      data: {},
      lines,
      bodyLine,
      error: {line: 2, message: 'is not a list of `key: value` lines'},
    };
  }
  return {data, lines, bodyLine};
}

/** The file line of a top-level front matter key, or line 1 (the opening fence) when it is absent. */
export function keyLine(frontMatter: FrontMatter, key: string): number {
  const index = frontMatter.lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  return index === -1 ? 1 : index + 2;
}

/** The file line where `text` first appears in the value of `key`, which may span several lines. */
export function valueLine(frontMatter: FrontMatter, key: string, text: string): number {
  const start = keyLine(frontMatter, key) - 2;
  if (start < 0) {
    return 1;
  }
  for (let index = start; index < frontMatter.lines.length; index += 1) {
    const line = frontMatter.lines[index];
    if (index > start && !/^[\s-]/.test(line)) {
      break;
    }
    if (line.includes(text)) {
      return index + 2;
    }
  }
  return start + 2;
}
