import {describe, expect, it} from 'vitest';
import {missingResultsUrl} from './missingResultsUrl';

describe('missingResultsUrl', () => {
  it('puts the query, URL-encoded, wherever the template says {query}', () => {
    expect(
      missingResultsUrl('https://example.test/report?q={query}&again={query}', 'pay & gap?'),
    ).toBe('https://example.test/report?q=pay%20%26%20gap%3F&again=pay%20%26%20gap%3F');
  });

  it('leaves a template without {query} as it is', () => {
    expect(missingResultsUrl('https://example.test/feedback', 'pay gap')).toBe(
      'https://example.test/feedback',
    );
  });
});
