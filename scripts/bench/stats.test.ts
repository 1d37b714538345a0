import {describe, expect, it} from 'vitest';
import {kb, median, table} from './stats';

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
