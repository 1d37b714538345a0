import {describe, expect, it} from 'vitest';
import {keyLine, parseFrontMatter, valueLine} from './front-matter';

const POST = [
  '---',
  'slug: pay-gap-2027',
  "title: 'Pay gap reports: what changes in 2027?'",
  'date: 2025-02-30',
  'tags:',
  '  - pay-gap',
  '  - gender-pay-gap',
  '---',
  '',
  'The opening paragraph.',
].join('\n');

describe('parseFrontMatter', () => {
  it('reads the fenced YAML, keeping dates as the text the editor typed', () => {
    const frontMatter = parseFrontMatter(POST);
    expect(frontMatter.data).toEqual({
      slug: 'pay-gap-2027',
      title: 'Pay gap reports: what changes in 2027?',
      date: '2025-02-30',
      tags: ['pay-gap', 'gender-pay-gap'],
    });
    expect(frontMatter.bodyLine).toBe(9);
    expect(frontMatter.error).toBeUndefined();
  });

  it('reads a file without front matter, or with an empty block, as no data', () => {
    expect(parseFrontMatter('# Title\n')).toEqual({data: {}, lines: [], bodyLine: 1});
    expect(parseFrontMatter('---\n---\nText')).toEqual({data: {}, lines: [], bodyLine: 3});
  });

  it('names the file line of invalid YAML', () => {
    const text = '---\ntitle: A post\ntitle: Again\n---\n';
    expect(parseFrontMatter(text).error).toEqual({line: 3, message: 'Map keys must be unique'});
    expect(parseFrontMatter('---\ntitle: x\ntags: !list a\n---\n').error?.line).toBe(3);
  });

  it('refuses YAML that is not a list of keys', () => {
    expect(parseFrontMatter('---\n- a\n- b\n---\n').error).toEqual({
      line: 2,
      message: 'is not a list of `key: value` lines',
    });
  });
});

describe('keyLine and valueLine', () => {
  const frontMatter = parseFrontMatter(POST);

  it('give the file line of a key, of a value inside it, or the opening fence', () => {
    expect(keyLine(frontMatter, 'date')).toBe(4);
    expect(keyLine(frontMatter, 'authors')).toBe(1);
    expect(valueLine(frontMatter, 'tags', 'gender-pay-gap')).toBe(7);
    expect(valueLine(frontMatter, 'tags', 'unknown')).toBe(5);
  });
});
