/**
 * Turns a Pagefind result into the hit Algolia returns for a DocSearch record:
 * same fields, highlights and snippets, so DocSearch and the search page render
 * local results exactly as they render Algolia's. Runs in the browser.
 */
import {LEVELS, type Level} from './levels';

/** The parts of a loaded Pagefind result this module reads. */
export interface PagefindFragment {
  raw_url?: string;
  url: string;
  /** Plain text: the record's hierarchy, then its content (see pagefindDocument.ts). */
  content: string;
  meta: Partial<Record<Level, string>>;
  locations: number[];
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type HitType = Exclude<Level, 'lvl0'> | 'content';

/** A DocSearch hit, with every text HTML-escaped (only the highlight tags are markup). */
export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  hierarchy: Record<Level, string | null>;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<Level, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface HitOptions {
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /** Words per snippet, by attribute ("content", "hierarchy.lvl1", …). */
  snippetWords: Record<string, number>;
  /** Number of words in the query, to tell a full match from a partial one. */
  queryWordCount: number;
}

/** Pagefind's own word boundaries: its match locations index this split. */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;

export function words(text: string): string[] {
  return text.split(WORD_SEPARATORS).filter(Boolean);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Algolia's snippet syntax: "content:10" → {content: 10}. */
export function parseSnippetAttributes(attributes: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [name, count] = attribute.split(':');
      return [name, Number(count) || 10];
    }),
  );
}

interface Field {
  tokens: string[];
  /** Indexes, within tokens, of the words the query matched. */
  matches: Set<number>;
}

/** Wraps the word inside a token in highlight tags, leaving its punctuation outside. */
function markToken(token: string, options: HitOptions): string {
  const [, before = '', word = '', after = ''] =
    /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token) ?? [];
  const core = word || token;
  const outside = word ? [before, after] : ['', ''];
  return `${escapeHtml(outside[0]!)}${options.highlightPreTag}${escapeHtml(core)}${options.highlightPostTag}${escapeHtml(outside[1]!)}`;
}

function render(field: Field, start: number, end: number, options: HitOptions): string {
  return field.tokens
    .slice(start, end)
    .map((token, offset) =>
      field.matches.has(start + offset) ? markToken(token, options) : escapeHtml(token),
    )
    .join(' ');
}

function matchLevel(field: Field, options: HitOptions): HighlightResult['matchLevel'] {
  if (field.matches.size === 0) return 'none';
  return matchedWords(field).length >= options.queryWordCount ? 'full' : 'partial';
}

function matchedWords(field: Field): string[] {
  const found = [...field.matches].map((index) =>
    field.tokens[index]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase(),
  );
  return [...new Set(found)];
}

function highlight(field: Field, options: HitOptions): HighlightResult {
  return {
    value: render(field, 0, field.tokens.length, options),
    matchLevel: matchLevel(field, options),
    matchedWords: matchedWords(field),
  };
}

/** The window of `size` words holding the most matches, with the matches centred. */
export function snippetWindow(tokenCount: number, matches: Set<number>, size: number): number {
  if (tokenCount <= size || matches.size === 0) return 0;
  const sorted = [...matches].sort((a, b) => a - b);
  let best = {count: 0, first: 0, last: 0};
  for (let i = 0; i < sorted.length; i += 1) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]! < sorted[i]! + size) j += 1;
    if (j - i + 1 > best.count) best = {count: j - i + 1, first: sorted[i]!, last: sorted[j]!};
  }
  const slack = size - (best.last - best.first + 1);
  const start = best.first - Math.floor(slack / 2);
  return Math.max(0, Math.min(start, tokenCount - size));
}

function snippet(field: Field, size: number, options: HitOptions): SnippetResult {
  const start = snippetWindow(field.tokens.length, field.matches, size);
  const end = Math.min(field.tokens.length, start + size);
  const ellipsis = options.snippetEllipsisText;
  return {
    value: `${start > 0 ? ellipsis : ''}${render(field, start, end, options)}${end < field.tokens.length ? ellipsis : ''}`,
    matchLevel: matchLevel(field, options),
  };
}

/**
 * Splits the record's text back into its fields. The indexer writes the
 * hierarchy levels first, in order, then the content, so each field owns the
 * next run of words; the levels' own words come from the metadata.
 */
function splitFields(fragment: PagefindFragment) {
  const matched = new Set(fragment.locations);
  let cursor = 0;
  const field = (tokens: string[]): Field => {
    const matches = new Set<number>();
    tokens.forEach((_, i) => matched.has(cursor + i) && matches.add(i));
    cursor += tokens.length;
    return {tokens, matches};
  };
  const levels: Partial<Record<Level, Field>> = {};
  for (const level of LEVELS) {
    const value = fragment.meta[level];
    if (value) levels[level] = field(words(value));
  }
  return {levels, content: field(words(fragment.content).slice(cursor))};
}

export function toHit(fragment: PagefindFragment, options: HitOptions): LocalHit {
  const url = fragment.raw_url ?? fragment.url;
  const hashAt = url.indexOf('#');
  const {levels, content} = splitFields(fragment);
  const ownLevel = LEVELS.filter((level) => levels[level] && level !== 'lvl0').pop() ?? 'lvl1';
  const headingMatched = (levels[ownLevel]?.matches.size ?? 0) > 0;
  const hit: LocalHit = {
    objectID: url,
    url,
    url_without_anchor: hashAt === -1 ? url : url.slice(0, hashAt),
    anchor: hashAt === -1 ? null : url.slice(hashAt + 1),
    // Like Algolia's best record for the section: the heading when the query
    // names it, else the paragraph that holds the query.
    type: content.matches.size > 0 && !headingMatched ? 'content' : (ownLevel as HitType),
    hierarchy: {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: content.tokens.length ? escapeHtml(content.tokens.join(' ')) : null,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
  };
  for (const level of LEVELS) {
    const field = levels[level];
    if (!field) continue;
    hit.hierarchy[level] = escapeHtml(field.tokens.join(' '));
    hit._highlightResult.hierarchy[level] = highlight(field, options);
    const size = options.snippetWords[`hierarchy.${level}`];
    if (size) hit._snippetResult.hierarchy[level] = snippet(field, size, options);
  }
  if (content.tokens.length) {
    hit._highlightResult.content = highlight(content, options);
    const size = options.snippetWords.content;
    if (size) hit._snippetResult.content = snippet(content, size, options);
  }
  return hit;
}
