/**
 * Turns a Pagefind result into the hit Algolia returns for a DocSearch record:
 * same fields, highlights and snippets, so DocSearch and the search page render
 * local results exactly as they render Algolia's. Runs in the browser.
 */
import {LEVELS, type Level} from './levels';

/** A heading with an id in a page, as Pagefind records it: where its words start in the content. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** A section of a page that the query matched (Pagefind's sub-result). */
export interface PagefindSubResult {
  /** The section's heading; absent for the text before the first heading. */
  anchor?: PagefindAnchor;
  locations: number[];
  weighted_locations: {balanced_score: number; location: number}[];
}

/** The parts of a loaded Pagefind result (one page, see pagefindDocument.ts) this module reads. */
export interface PagefindFragment {
  raw_url?: string;
  url: string;
  /** Plain text of the page: its title, then each section's heading and text. */
  content: string;
  meta: {title?: string; lvl0?: string};
  /** Word indexes, within the content, of the words the query matched. */
  locations: number[];
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
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
  /**
   * How well the section's heading or its other names (the page title for the
   * page itself) name the query: four points for each query word they hold,
   * two if one of them holds the whole query as a phrase, and one if one of
   * them is nothing but query words. The search client ranks sections by it
   * first, as Algolia ranks by the words matched, then by proximity, then by
   * exactness.
   */
  _headingScore: number;
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

/** A word without the punctuation around it, in lower case: how matches are compared. */
const bare = (token: string) =>
  token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();

function matchedWords(field: Field): string[] {
  return [...new Set([...field.matches].map((index) => bare(field.tokens[index]!)))];
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

/** A heading's level from its element ("h3" → 3); the page title is 1. */
const levelOf = (anchor: PagefindAnchor | undefined) =>
  anchor ? Number(/^h([2-6])$/i.exec(anchor.element)?.[1] ?? 1) : 1;

/** The words of `text`, marked where they are words the query matched elsewhere on the page. */
function fieldByWords(text: string, matchedWords: Set<string>): Field {
  const tokens = words(text);
  return {
    tokens,
    matches: new Set(tokens.flatMap((token, i) => (matchedWords.has(bare(token)) ? [i] : []))),
  };
}

/** The content's words from `start` to `end`, marked where Pagefind located a match. */
function fieldAt(tokens: string[], start: number, end: number, locations: Set<number>): Field {
  const slice = tokens.slice(start, end);
  return {
    tokens: slice,
    matches: new Set(slice.flatMap((_, i) => (locations.has(start + i) ? [i] : []))),
  };
}

/** A token as Pagefind writes it, without the full stop it adds after a heading or block. */
const unstopped = (token: string) => token.replace(/\.$/, '');

/**
 * Where a heading's own words start in the content: Pagefind indexes the
 * heading's other names (pagefindDocument.ts) just before them, from its anchor's location.
 */
function headingStart(tokens: string[], from: number, end: number, heading: string[]): number {
  const wanted = heading.map(unstopped);
  for (let at = from; at + wanted.length <= end; at += 1) {
    if (wanted.every((word, i) => unstopped(tokens[at + i]!) === word)) return at;
  }
  return from;
}

/**
 * About how many different words of the query a field holds: its matched
 * words, told apart by their first letters, as Pagefind matches "transparence"
 * and "transparency" to the one query word by their stem.
 */
function queryWordsIn(field: Field): number {
  const stems = matchedWords(field).map((word) =>
    word.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 5),
  );
  return new Set(stems).size;
}

/**
 * Whether a name holds a query of more than one word as a phrase: as many
 * matched words in a row as the query has (Algolia's proximity). A law's name
 * among a page's other names then outranks a page whose names hold the same
 * words apart, one in each name.
 */
function holdsPhrase(name: Field, queryWordCount: number): boolean {
  if (queryWordCount < 2) return false;
  let run = 0;
  for (let i = 0; i < name.tokens.length; i += 1) {
    run = name.matches.has(i) ? run + 1 : 0;
    if (run >= queryWordCount) return true;
  }
  return false;
}

/** A section's score within its page: the sum of its matched words' scores. */
const scoreOf = (sub: PagefindSubResult) =>
  sub.weighted_locations.reduce((sum, word) => sum + word.balanced_score, 0);

const splitContents = new WeakMap<PagefindFragment, {content: string; tokens: string[]}>();

/**
 * The page's words, split once per page: Pagefind hands back the same loaded
 * page to every search that finds it (each keystroke is one), and a guide
 * runs to thousands of words.
 */
function contentWords(fragment: PagefindFragment): string[] {
  const split = splitContents.get(fragment);
  if (split?.content === fragment.content) return split.tokens;
  const tokens = words(fragment.content);
  splitContents.set(fragment, {content: fragment.content, tokens});
  return tokens;
}

/**
 * The DocSearch hits of one page: its best-matching sections (Pagefind's
 * sub-results), best first, at most `limit`. A section's hierarchy is the
 * page's category and title and the headings above its own; its text runs
 * from its heading to the next heading. The parents' words are highlighted
 * where the query matched the same words elsewhere on the page.
 */
export function toHits(fragment: PagefindFragment, options: HitOptions, limit: number): LocalHit[] {
  const tokens = contentWords(fragment);
  const located = new Set(fragment.locations);
  const matchedForms = new Set(
    fragment.locations.flatMap((location) => (tokens[location] ? [bare(tokens[location])] : [])),
  );
  const headings = fragment.anchors
    .filter((anchor) => /^h[2-6]$/i.test(anchor.element))
    .sort((a, b) => a.location - b.location);
  const pageUrl = fragment.raw_url ?? fragment.url;
  const subResults: PagefindSubResult[] = fragment.sub_results.length
    ? fragment.sub_results
    : [{locations: [], weighted_locations: []}];
  const sections = subResults.map((sub) => {
    const own = levelOf(sub.anchor);
    const namesStart = sub.anchor?.location ?? 0;
    const end = headings.find((anchor) => anchor.location > namesStart)?.location ?? tokens.length;
    const headingText = sub.anchor?.text ?? fragment.meta.title ?? '';
    const start = headingStart(tokens, namesStart, end, words(headingText));
    const headingEnd = start + words(headingText).length;
    const named = fieldAt(tokens, namesStart, headingEnd, located);
    return {sub, own, namesStart, start, headingText, headingEnd, end, named};
  });
  // As Algolia ranks records: the sections whose heading (or other name) names
  // the query best first, then the page before its sections, then by
  // Pagefind's score of the section's words.
  // The heading and each of its other names, as the located words each holds.
  const namesOf = ({namesStart, start, headingEnd}: (typeof sections)[number]) => {
    const ranges: [number, number][] = [[start, headingEnd]];
    let from = namesStart;
    for (let at = namesStart; at < start; at += 1) {
      if (/[;.]$/.test(tokens[at]!)) {
        ranges.push([from, at + 1]);
        from = at + 1;
      }
    }
    return ranges.filter(([a, b]) => b > a).map(([a, b]) => fieldAt(tokens, a, b, located));
  };
  // Worked out once per section, not in every comparison of the sort: a glossary has hundreds.
  const ranked = sections.map((section) => {
    const names = namesOf(section);
    return {
      ...section,
      headingScore:
        Math.min(options.queryWordCount, queryWordsIn(section.named)) * 4 +
        (names.some((name) => holdsPhrase(name, options.queryWordCount)) ? 2 : 0) +
        (names.some((name) => name.matches.size === name.tokens.length) ? 1 : 0),
      wordScore: scoreOf(section.sub),
    };
  });
  ranked.sort(
    (a, b) => b.headingScore - a.headingScore || a.own - b.own || b.wordScore - a.wordScore,
  );
  return ranked.slice(0, limit).map((section) => {
    const {sub, own, namesStart, start, headingText, headingEnd, end, headingScore} = section;
    const parents: Partial<Record<Level, string>> = {
      lvl0: fragment.meta.lvl0,
      ...(own > 1 && {lvl1: fragment.meta.title}),
    };
    // The nearest heading above this one at each higher level, as records.ts nests them.
    for (const anchor of headings) {
      if (anchor.location >= namesStart) break;
      const level = levelOf(anchor);
      if (level >= own) continue;
      parents[`lvl${level}` as Level] = anchor.text;
      for (let deeper = level + 1; deeper < own; deeper += 1)
        delete parents[`lvl${deeper}` as Level];
    }
    const levels: Partial<Record<Level, Field>> = {};
    for (const [level, text] of Object.entries(parents) as [Level, string | undefined][])
      if (text) levels[level] = fieldByWords(text, matchedForms);
    const ownField = fieldAt(tokens, start, headingEnd, located);
    // Pagefind ends a heading with a full stop: the hierarchy keeps the heading as written.
    levels[`lvl${own}` as Level] = {tokens: words(headingText), matches: ownField.matches};
    return toHit({
      url: sub.anchor ? `${pageUrl}#${sub.anchor.id}` : pageUrl,
      levels,
      content: fieldAt(tokens, headingEnd, end, located),
      ownLevel: `lvl${own}` as HitType,
      namedByOtherName: fieldAt(tokens, namesStart, start, located).matches.size > 0,
      headingScore,
      options,
    });
  });
}

function toHit({
  url,
  levels,
  content,
  ownLevel,
  namedByOtherName,
  headingScore,
  options,
}: {
  url: string;
  levels: Partial<Record<Level, Field>>;
  content: Field;
  ownLevel: HitType;
  /** Whether the query matched one of the section's other names, which stand for its heading. */
  namedByOtherName: boolean;
  headingScore: number;
  options: HitOptions;
}): LocalHit {
  const hashAt = url.indexOf('#');
  const headingMatched = namedByOtherName || (levels[ownLevel as Level]?.matches.size ?? 0) > 0;
  const hit: LocalHit = {
    objectID: url,
    url,
    url_without_anchor: hashAt === -1 ? url : url.slice(0, hashAt),
    anchor: hashAt === -1 ? null : url.slice(hashAt + 1),
    // Like Algolia's best record for the section: the heading when the query
    // names it, else the paragraph that holds the query.
    type: content.matches.size > 0 && !headingMatched ? 'content' : ownLevel,
    hierarchy: {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: content.tokens.length ? escapeHtml(content.tokens.join(' ')) : null,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
    _headingScore: headingScore,
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
