import {describe, expect, it} from 'vitest';
import {kb, median, parseArgs, table} from './stats';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two otherwise', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('kb', () => {
  it('counts 1,000 bytes to the kilobyte, as Lighthouse does', () => {
    expect(kb(152_500)).toBe('152.5 KB');
  });
});

describe('table', () => {
  it('prints an aligned Markdown table with right-aligned figures', () => {
    expect(
      table(
        ['route', 'perf'],
        [
          ['/', '100'],
          ['/glossary', '99'],
        ],
      ),
    ).toBe(
      [
        '| route     | perf |',
        '| --------- | ---: |',
        '| /         |  100 |',
        '| /glossary |   99 |',
      ].join('\n'),
    );
  });
});

describe('parseArgs', () => {
  const spec = {values: ['runs', 'routes'], booleans: ['quick']};

  it('reads values in both spellings and boolean flags', () => {
    const args = parseArgs(['--runs', '3', '--routes=/,/news', '--quick'], spec);
    expect(args.values.get('runs')).toBe('3');
    expect(args.values.get('routes')).toBe('/,/news');
    expect(args.flags.has('quick')).toBe(true);
  });

  it('rejects unknown options and missing values', () => {
    expect(() => parseArgs(['--rusn', '3'], spec)).toThrow(/Unknown option --rusn/);
    expect(() => parseArgs(['--runs'], spec)).toThrow(/needs a value/);
  });
});
