import {words, type PagefindFragment} from './hits';
import {LEVELS} from './levels';
import type {SearchRecord} from './records';

/**
 * The index's vocabulary: every word of four letters or more in its pages'
 * text, headings and other names (`search_terms`), most frequent first.
 * Pagefind has no typo tolerance: it answers a misspelt word with pages that
 * share its first letters, or with none. When the pages found lack a query
 * word, the search client loads this list (only then, once a visit) and
 * searches again with each word the list lacks replaced by its nearest word
 * here, as Algolia's typo tolerance would.
 */
export const VOCABULARY_FILE = 'vocabulary.json';

/** Shorter words are left as typed: one letter off is too often another word. */
const MIN_LENGTH = 4;

/** Letters, digits and inner hyphens or apostrophes, in any script; what a query word is compared by. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function wordsOf(text: string): string[] {
  return (text.toLocaleLowerCase('en').match(WORD) ?? []).filter(
    (word) => word.length >= MIN_LENGTH,
  );
}

/** Counts, into `counts`, the words of a page's records: their text, headings and other names. */
export function countVocabulary(
  records: readonly SearchRecord[],
  counts: Map<string, number>,
): void {
  for (const record of records) {
    const texts = [
      ...LEVELS.map((level) => record.hierarchy[level] ?? ''),
      record.content,
      ...record.searchTerms,
    ];
    for (const word of texts.flatMap(wordsOf)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}

/** Words kept at most: bounds the file on a large site; the rarest go first. */
const MAX_WORDS = 20_000;

/** The vocabulary file's content: the words, most frequent first, then A to Z. */
export function vocabularyJson(counts: ReadonlyMap<string, number>): string {
  const sorted = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return JSON.stringify(sorted.slice(0, MAX_WORDS).map(([word]) => word));
}

/** The letters one may be off by: none below 4 letters, one up to 6, two from 7. */
function allowedEdits(length: number): number {
  if (length < MIN_LENGTH) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, or
 * `max + 1` once it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a query word of four letters or more begins none of the words the
 * pages found matched (Pagefind's match locations): a sign it was misspelt.
 */
export function hasUnmatchedWord(query: string, fragments: readonly PagefindFragment[]): boolean {
  const matched = [
    ...new Set(
      fragments.flatMap((fragment) => {
        const tokens = words(fragment.content);
        return fragment.locations.flatMap((at) => wordsOf(tokens[at] ?? ''));
      }),
    ),
  ];
  return wordsOf(query).some((word) => !matched.some((form) => form.startsWith(word)));
}

/** The vocabulary as a set, made once per loaded list rather than on every search. */
const knownWords = new WeakMap<readonly string[], ReadonlySet<string>>();

function knownWordsOf(vocabulary: readonly string[]): ReadonlySet<string> {
  let known = knownWords.get(vocabulary);
  if (!known) knownWords.set(vocabulary, (known = new Set(vocabulary)));
  return known;
}

/**
 * The query with each word the vocabulary lacks replaced by its nearest word
 * (fewest edits, then the most frequent), or null when no word changes.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = knownWordsOf(vocabulary);
  let changed = false;
  const corrected = query.replace(WORD, (typed) => {
    const word = typed.toLocaleLowerCase('en');
    const max = allowedEdits(word.length);
    if (!max || known.has(word)) return typed;
    let best: {word: string; edits: number} | undefined;
    for (const candidate of vocabulary) {
      const edits = editDistance(word, candidate, best ? best.edits - 1 : max);
      if (edits <= max && (!best || edits < best.edits)) best = {word: candidate, edits};
      if (best?.edits === 1) break;
    }
    if (!best) return typed;
    changed = true;
    return best.word;
  });
  return changed ? corrected : null;
}
