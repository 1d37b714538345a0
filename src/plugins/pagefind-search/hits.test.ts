import {describe, expect, it} from 'vitest';
import {
  escapeHtml,
  parseSnippetAttributes,
  snippetWindow,
  toHits,
  type PagefindAnchor,
  type PagefindFragment,
  type PagefindSubResult,
} from './hits';

const options = {
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  snippetWords: parseSnippetAttributes(['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10']),
  queryWordCount: 1,
};

const PAGE_URL = 'https://docs.example.com/eu-pay-transparency-directive';

interface Section {
  /** "h2" to "h6"; absent for the text under the title. */
  element?: string;
  id?: string;
  heading: string;
  /** Its other names (search_terms), indexed just before the heading's own words. */
  names?: string[];
  text: string;
}

/**
 * A page as Pagefind returns it (see pagefindDocument.ts): the title and each
 * section's heading and text in one content, anchors where headings start, and
 * a sub-result for each section holding one of the matched words.
 */
function page(lvl0: string, sections: Section[], matchedWords: string[]): PagefindFragment {
  const tokens: string[] = [];
  const anchors: PagefindAnchor[] = [];
  const starts: number[] = [];
  for (const section of sections) {
    starts.push(tokens.length);
    if (section.element)
      anchors.push({
        element: section.element,
        id: section.id!,
        text: section.heading,
        location: tokens.length,
      });
    if (section.names) tokens.push(...`${section.names.join('; ')}.`.split(' '));
    tokens.push(...`${section.heading}.`.split(' '), ...section.text.split(' ').filter(Boolean));
  }
  const locations = tokens.flatMap((token, i) =>
    matchedWords.includes(token.replace(/[.,()]/g, '').toLowerCase()) ? [i] : [],
  );
  const sub_results: PagefindSubResult[] = sections.flatMap((section, s) => {
    const mine = locations.filter((l) => l >= starts[s]! && l < (starts[s + 1] ?? tokens.length));
    if (!mine.length) return [];
    return [
      {
        ...(section.element && {anchor: anchors.find((a) => a.id === section.id)!}),
        locations: mine,
        weighted_locations: mine.map((location) => ({location, balanced_score: 1})),
      },
    ];
  });
  return {
    url: '/ignored',
    raw_url: PAGE_URL,
    content: tokens.join(' '),
    meta: {lvl0, title: sections[0]!.heading},
    locations,
    anchors,
    sub_results,
  };
}

const body =
  'Where the gap is 5% or more and not justified, the employer carries out a joint pay assessment with workers representatives.';
const directive = (matched: string[]) =>
  page(
    'EU law',
    [
      {heading: 'EU Pay Transparency Directive', text: 'Directive (EU) 2023/970.'},
      {element: 'h2', id: 'reporting', heading: 'Pay gap reporting', text: 'Employers report.'},
      {element: 'h3', id: 'joint-pay-assessment', heading: 'Joint pay assessment', text: body},
    ],
    matched,
  );
const hitOf = (fragment: PagefindFragment, hitOptions = options) =>
  toHits(fragment, hitOptions, 3)[0]!;

describe('toHits', () => {
  it('returns a DocSearch hit per section: absolute URL, anchor, hierarchy and content', () => {
    const hit = hitOf(directive(['assessment']));
    expect(hit).toMatchObject({
      objectID: `${PAGE_URL}#joint-pay-assessment`,
      url: `${PAGE_URL}#joint-pay-assessment`,
      url_without_anchor: PAGE_URL,
      anchor: 'joint-pay-assessment',
      hierarchy: {
        lvl0: 'EU law',
        lvl1: 'EU Pay Transparency Directive',
        lvl2: 'Pay gap reporting',
        lvl3: 'Joint pay assessment',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: body,
    });
  });

  it('is the page itself for its title and the text under it', () => {
    const hit = hitOf(directive(['2023/970']));
    expect(hit).toMatchObject({
      url: PAGE_URL,
      anchor: null,
      type: 'content',
      hierarchy: {lvl0: 'EU law', lvl1: 'EU Pay Transparency Directive', lvl2: null},
      content: 'Directive (EU) 2023/970.',
    });
  });

  it('puts the best sections first, at most the limit', () => {
    // The heading holding most query words, then the page before its other sections.
    const threeWords = {...options, queryWordCount: 3};
    const hits = toHits(directive(['pay', 'employer', 'joint']), threeWords, 2);
    expect(hits.map((hit) => hit.anchor)).toEqual(['joint-pay-assessment', null]);
    expect(hits.map((hit) => hit._headingScore)).toEqual([8, 4]);
  });

  it('puts a heading that is nothing but the query before one that holds more', () => {
    const page2 = page(
      'Glossary',
      [
        {heading: 'Glossary', text: 'Terms.'},
        {element: 'h3', id: 'pay-secrecy-clause', heading: 'Pay secrecy clause', text: 'A ban.'},
        {element: 'h3', id: 'pay-secrecy', heading: 'Pay secrecy', text: 'Keeping pay quiet.'},
      ],
      ['pay', 'secrecy'],
    );
    const hits = toHits(page2, {...options, queryWordCount: 2}, 3);
    expect(hits.map((hit) => [hit.anchor, hit._headingScore])).toEqual([
      ['pay-secrecy', 11],
      ['pay-secrecy-clause', 10],
    ]);
  });

  it('puts a name that holds the whole query as a phrase before names that hold its words apart', () => {
    const query = ['gender', 'pay', 'gap', 'information', 'act'];
    const fiveWords = {...options, queryWordCount: query.length};
    const guide = (title: string, names: string[]) =>
      toHits(
        page('Country guides', [{heading: title, names, text: 'Employers report.'}], query),
        fiveWords,
        1,
      )[0]!;
    const ireland = guide('Ireland', ['Gender Pay Gap Information Act 2021', 'IHREC']);
    const uk = guide('United Kingdom', [
      'Gender Pay Gap Information Regulations 2017',
      'Employment Rights Act 2025',
    ]);
    // Both name all five words; only Ireland's law is named by them in a row.
    expect(ireland._headingScore).toBe(22);
    expect(uk._headingScore).toBe(20);
  });

  it('is a heading hit when the query names the heading, else a content hit', () => {
    expect(hitOf(directive(['assessment'])).type).toBe('lvl3');
    expect(hitOf(directive(['employer'])).type).toBe('content');
    expect(hitOf(directive(['transparency'])).type).toBe('lvl1');
  });

  it('highlights the matched words of each field, parents included', () => {
    const hit = hitOf(directive(['joint']));
    expect(hit._highlightResult.hierarchy.lvl3).toEqual({
      value: '<mark>Joint</mark> pay assessment',
      matchLevel: 'full',
      matchedWords: ['joint'],
    });
    expect(hit._highlightResult.hierarchy.lvl1!.matchLevel).toBe('none');
    expect(hit._highlightResult.content!.value).toContain('a <mark>joint</mark> pay');
    const gap = toHits(directive(['gap']), options, 3).find(
      (h) => h.anchor === 'joint-pay-assessment',
    )!;
    expect(gap._highlightResult.hierarchy.lvl2!.value).toBe('Pay <mark>gap</mark> reporting');
  });

  it('snippets the content to the requested words around the match, with ellipses', () => {
    const hit = hitOf(directive(['employer']));
    expect(hit._snippetResult.content).toEqual({
      value: '…and not justified, the <mark>employer</mark> carries out a joint pay…',
      matchLevel: 'full',
    });
    const short = hitOf(directive(['employer']), {
      ...options,
      snippetWords: parseSnippetAttributes(['content:5']),
    });
    expect(short._snippetResult.content!.value).toBe(
      '…justified, the <mark>employer</mark> carries out…',
    );
  });

  it('keeps punctuation outside the highlight', () => {
    const hit = hitOf(
      page('EU law', [{heading: 'Scope', text: 'It applies (employer).'}], ['employer']),
    );
    expect(hit._highlightResult.content!.value).toBe('It applies (<mark>employer</mark>).');
  });

  it('escapes text from the index: only the highlight tags are markup', () => {
    const hostile = page(
      'Glossary',
      [{heading: '<img src=x onerror=alert(1)>', text: '"quoted" & <b>bold</b>'}],
      ['<b>bold</b>'],
    );
    const hit = hitOf(hostile);
    expect(hit.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit.content).toBe('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    const markup = (value: string) => value.replaceAll('<mark>', '').replaceAll('</mark>', '');
    for (const value of [hit._snippetResult.content!.value, hit._highlightResult.content!.value]) {
      expect(value).toContain('<mark>');
      expect(markup(value)).not.toMatch(/[<>"]/);
    }
  });

  it('has no content for a heading without text under it', () => {
    const glossary = page(
      'Glossary',
      [
        {heading: 'Glossary', text: 'Terms.'},
        {element: 'h2', id: 'letter-c', heading: 'C', text: ''},
        {
          element: 'h3',
          id: 'compa-ratio',
          heading: 'Compa-ratio',
          text: 'Pay divided by midpoint.',
        },
      ],
      ['c'],
    );
    const hit = hitOf(glossary);
    expect(hit.content).toBeNull();
    expect(hit._snippetResult.content).toBeUndefined();
    expect(hit.type).toBe('lvl2');
  });

  it('is the page when Pagefind names no section', () => {
    const hit = hitOf({...directive([]), sub_results: []});
    expect(hit).toMatchObject({url: PAGE_URL, type: 'lvl1'});
  });
});

describe('snippetWindow', () => {
  it('centres the densest run of matches', () => {
    expect(snippetWindow(100, new Set([50]), 10)).toBe(46);
    expect(snippetWindow(100, new Set([2, 60, 62]), 10)).toBe(57);
    expect(snippetWindow(100, new Set([98]), 10)).toBe(90);
    expect(snippetWindow(8, new Set([5]), 10)).toBe(0);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
