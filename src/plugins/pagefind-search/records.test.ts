import {describe, expect, it} from 'vitest';
import {extractRecords, normalizeText, pathFromFile} from './records';
import {
  australiaPage,
  builtPage,
  directivePage,
  glossaryPage,
  heading,
  postPage,
} from './fixtures/testPages';

const AUSTRALIA = '/countries/australia-wgea-gender-pay-reports-due-may-31';

describe('extractRecords', () => {
  it('makes one record for the page and one per heading, like the DocSearch crawler', () => {
    const records = extractRecords(australiaPage, AUSTRALIA);
    expect(records.map((r) => r.url)).toEqual([
      `https://docs.example.com${AUSTRALIA}`,
      `https://docs.example.com${AUSTRALIA}#at-a-glance`,
      `https://docs.example.com${AUSTRALIA}#who-reports`,
      `https://docs.example.com${AUSTRALIA}#key-dates`,
    ]);
    expect(records[0]).toEqual({
      url: `https://docs.example.com${AUSTRALIA}`,
      hierarchy: {
        lvl0: 'Country guides',
        lvl1: 'Australia — WGEA gender pay gap reporting, due 31 May',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Employers with 100 or more staff report to the Workplace Gender Equality Agency.',
      language: 'en',
      docusaurusTags: ['docs-default-current'],
      contentType: 'Country guides',
      jurisdictions: ['Australia'],
      topics: ['Pay gap reporting'],
      searchTerms: ['Workplace Gender Equality Act 2012', 'WGEA'],
      pageSearchTerms: [],
    });
  });

  it("gives the page's other names to the page, and a section's to the section", () => {
    const [page, glance] = extractRecords(australiaPage, AUSTRALIA);
    expect(page!.searchTerms).toEqual(['Workplace Gender Equality Act 2012', 'WGEA']);
    expect(glance!.searchTerms).toEqual([]);
    expect(glance!.pageSearchTerms).toEqual(['Workplace Gender Equality Act 2012', 'WGEA']);
    const term = extractRecords(glossaryPage, '/glossary').find((r) =>
      r.url.endsWith('#compa-ratio'),
    );
    expect(term!.searchTerms).toEqual(['comparative ratio', 'CR']);
  });

  it("leaves a heading's status badge out of its name", () => {
    const page = builtPage({
      path: '/obligations',
      title: 'Obligations',
      markdown: `${heading(3, 'index', 'Pay index <span class="badge badge--success">In force</span>')}<p>x</p>`,
    });
    expect(extractRecords(page, '/obligations')[1]!.hierarchy.lvl3).toBe('Pay index');
  });

  it('recognises topics in the headings of each section', () => {
    const [, reporting, assessment] = extractRecords(
      directivePage,
      '/eu-pay-transparency-directive',
    );
    expect(reporting!.topics).toEqual(['Pay gap reporting']);
    expect(assessment!.topics).toEqual(['Pay gap reporting', 'Equal pay assessments']);
  });

  it('nests h3 sections under their h2 and resets deeper levels at the next h2', () => {
    const [, glance, who, dates] = extractRecords(australiaPage, AUSTRALIA);
    expect(glance!.hierarchy).toMatchObject({lvl2: 'At a glance', lvl3: null});
    expect(who!.hierarchy).toMatchObject({lvl2: 'At a glance', lvl3: 'Who reports'});
    expect(dates!.hierarchy).toMatchObject({lvl2: 'Key dates', lvl3: null});
  });

  it('keeps words of separate blocks apart and leaves heading links out', () => {
    const [, glance, who, dates] = extractRecords(australiaPage, AUSTRALIA);
    expect(glance!.content).toBe('Regulator WGEA Deadline 31 May');
    expect(who!.content).toBe('Private employers with 100+ staff');
    expect(dates!.content).toBe('Reports are due by 31 May each year.');
    expect(who!.hierarchy.lvl3).not.toContain('\u200B');
  });

  it('takes the category from the content type meta tag', () => {
    expect(extractRecords(directivePage, '/eu-pay-transparency-directive')[0]!.hierarchy.lvl0).toBe(
      'EU law',
    );
    expect(extractRecords(glossaryPage, '/glossary')[0]!.hierarchy.lvl0).toBe('Glossary');
    const post = extractRecords(postPage, '/news/netherlands-delay');
    expect(post[0]!.hierarchy.lvl0).toBe('News');
    expect(post[0]!.docusaurusTags).toEqual(['default']);
  });

  it('gives a glossary term its own anchor', () => {
    const term = extractRecords(glossaryPage, '/glossary').find(
      (r) => r.hierarchy.lvl3 === 'Compa-ratio',
    );
    expect(term?.url).toBe('https://docs.example.com/glossary#compa-ratio');
    expect(term?.content).toBe('Pay divided by the midpoint of the pay range.');
  });

  it('skips list, tag and search pages', () => {
    for (const htmlClass of [
      'blog-wrapper blog-list-page',
      'blog-wrapper blog-tags-post-list-page',
      'search-page-wrapper',
    ]) {
      expect(
        extractRecords(
          builtPage({path: '/news', htmlClass, title: 'News', markdown: '<p>x</p>'}),
          '/news',
        ),
      ).toEqual([]);
    }
  });

  it('skips a copy of another page (the docs landing shows the Australia guide)', () => {
    const landing = builtPage({
      path: '/',
      canonicalPath: AUSTRALIA,
      title: 'Australia',
      markdown: '<p>x</p>',
    });
    expect(extractRecords(landing, '/')).toEqual([]);
  });
});

describe('pathFromFile', () => {
  it('maps built files to clean paths', () => {
    expect(pathFromFile('index.html')).toBe('/');
    expect(pathFromFile('glossary.html')).toBe('/glossary');
    expect(pathFromFile('news/index.html')).toBe('/news');
    expect(pathFromFile('countries/uk-pay-transparency-reporting.html')).toBe(
      '/countries/uk-pay-transparency-reporting',
    );
  });
});

describe('normalizeText', () => {
  it('collapses whitespace and drops invisible characters', () => {
    expect(normalizeText('  a\u200B\n\t b\u00A0c ')).toBe('a b c');
  });
});
