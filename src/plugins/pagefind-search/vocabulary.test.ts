import {describe, expect, it} from 'vitest';
import type {PagefindFragment} from './hits';
import {
  correctQuery,
  countVocabulary,
  editDistance,
  hasUnmatchedWord,
  vocabularyJson,
} from './vocabulary';
import type {SearchRecord} from './records';

const VOCABULARY = [
  'directive',
  'equal',
  'remuneration',
  'total',
  'ratio',
  'value',
  'work',
  'direct',
];

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours as one edit each', () => {
    expect(editDistance('directve', 'directive', 2)).toBe(1);
    expect(editDistance('equel', 'equal', 2)).toBe(1);
    expect(editDistance('ratoi', 'ratio', 2)).toBe(1);
    expect(editDistance('remuneratoin', 'remuneration', 2)).toBe(1);
    expect(editDistance('same', 'same', 2)).toBe(0);
  });

  it('stops at max + 1 once the words are further apart', () => {
    expect(editDistance('gender', 'directive', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctQuery', () => {
  it('replaces the words within one or two letters of an indexed word', () => {
    expect(correctQuery('directve', VOCABULARY)).toBe('directive');
    expect(correctQuery('equel pay for work of equal value', VOCABULARY)).toBe(
      'equal pay for work of equal value',
    );
    expect(correctQuery('total remuneraton ratio', VOCABULARY)).toBe('total remuneration ratio');
  });

  it('prefers fewer edits, then the more frequent word', () => {
    expect(correctQuery('directiv', VOCABULARY)).toBe('directive');
    expect(correctQuery('wrok', ['word', 'work'])).toBe('work');
    expect(correctQuery('worl', ['word', 'work'])).toBe('word');
  });

  it('returns null when every word is known, short or too far from any', () => {
    expect(correctQuery('equal value', VOCABULARY)).toBe(null);
    expect(correctQuery('pay gap', VOCABULARY)).toBe(null);
    expect(correctQuery('zzzzzzzz', VOCABULARY)).toBe(null);
    expect(correctQuery('!!! 😀 <b>', VOCABULARY)).toBe(null);
  });
});

describe('countVocabulary and vocabularyJson', () => {
  it('counts the words of four letters or more in text, headings and other names, most frequent first', () => {
    const record = (lvl1: string, lvl2: string | null, searchTerms: string[] = []) =>
      ({
        hierarchy: {lvl0: 'Glossary', lvl1, lvl2},
        content: 'Equal pay.',
        searchTerms,
      }) as unknown as SearchRecord;
    const counts = new Map<string, number>();
    countVocabulary(
      [record('Glossary', 'Pay gap'), record('Glossary', 'Equal pay', ['Lohntransparenzgesetz'])],
      counts,
    );
    expect(JSON.parse(vocabularyJson(counts))).toEqual([
      'glossary',
      'equal',
      'lohntransparenzgesetz',
    ]);
    expect(counts.get('equal')).toBe(3);
  });
});

describe('hasUnmatchedWord', () => {
  const fragment = (content: string, locations: number[]) =>
    ({content, locations}) as unknown as PagefindFragment;
  const found = [fragment('The Directive on pay transparency.', [1, 4])];

  it('is false when each query word of four letters or more begins a matched word', () => {
    expect(hasUnmatchedWord('directive transparency', found)).toBe(false);
    expect(hasUnmatchedWord('direct transp', found)).toBe(false);
    expect(hasUnmatchedWord('pay', [])).toBe(false);
  });

  it('is true when a query word matched nothing on the pages found, or nothing was found', () => {
    expect(hasUnmatchedWord('directve', found)).toBe(true);
    expect(hasUnmatchedWord('transparency directve', found)).toBe(true);
    expect(hasUnmatchedWord('directive', [])).toBe(true);
  });
});
