import {describe, expect, it, vi} from 'vitest';
import {RANK_FACTORS} from './facets';
import type {PagefindFragment} from './hits';
import type {IndexFacts} from './indexFacts';
import {
  createLocalSearchClient,
  toPagefindFilters,
  type IndexedFilters,
  type Pagefind,
} from './searchClient';

const CONTEXTUAL_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** The site's facts: one language, two docs tags. */
const ONE_LANGUAGE: IndexFacts = {
  filters: {language: ['en'], docusaurus_tag: ['default', 'docs-default-current']},
  rankFactors: {},
};

/** The loader createLocalSearchClient takes, for a Pagefind and its facts. */
const local =
  (pagefind: Pagefind, facts: IndexFacts = ONE_LANGUAGE) =>
  async () => ({pagefind, facts});

function fakePagefind(
  count: number,
  indexed: IndexedFilters = {language: {en: count}},
): Pagefind & {
  search: ReturnType<typeof vi.fn>;
  filters: ReturnType<typeof vi.fn>;
  loadedPages: () => number;
} {
  let loaded = 0;
  // Each page: its title and text, then one section; "gap" in both.
  const anchor = {element: 'h2', id: 'gap-analysis', text: 'Gap analysis', location: 5};
  const fragment = (i: number): PagefindFragment => ({
    url: `/page-${i}`,
    raw_url: `https://docs.example.com/page-${i}`,
    content: `Post ${i}. Pay gap news. Gap analysis. The gap narrows.`,
    meta: {lvl0: 'News', title: `Post ${i}`},
    locations: [3, 5, 8],
    anchors: [anchor],
    sub_results: [
      {locations: [3], weighted_locations: [{location: 3, balanced_score: 1}]},
      {
        anchor,
        locations: [5, 8],
        weighted_locations: [
          {location: 5, balanced_score: 2},
          {location: 8, balanced_score: 1},
        ],
      },
    ],
  });
  return {
    destroy: async () => undefined,
    init: async () => undefined,
    options: async () => undefined,
    filters: vi.fn(async () => indexed),
    search: vi.fn(async () => ({
      results: Array.from({length: count}, (_, i) => ({
        id: `page-${i}`,
        score: count - i,
        data: async () => {
          loaded += 1;
          return fragment(i);
        },
      })),
      filters: {language: {en: count}, content_type: {'Country guides': count}},
    })),
    loadedPages: () => loaded,
  };
}

describe('toPagefindFilters', () => {
  it("turns Algolia's AND of ORs into Pagefind's all/any", () => {
    expect(
      toPagefindFilters([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
    ).toEqual({
      all: [
        {language: 'en'},
        {any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]},
      ],
    });
    expect(toPagefindFilters('language:en')).toEqual({all: [{language: 'en'}]});
    expect(toPagefindFilters(undefined)).toEqual({});
  });

  it('leaves out conditions every record meets', () => {
    expect(toPagefindFilters(CONTEXTUAL_FILTERS, ONE_LANGUAGE.filters)).toEqual({});
    const twoLanguages = {
      language: ['en', 'fr'],
      docusaurus_tag: ['default', 'docs-default-current'],
    };
    expect(toPagefindFilters(CONTEXTUAL_FILTERS, twoLanguages)).toEqual({all: [{language: 'en'}]});
    const twoVersions = {language: ['en'], docusaurus_tag: ['default', 'docs-default-1.0']};
    expect(toPagefindFilters(CONTEXTUAL_FILTERS, twoVersions)).toEqual({
      all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]}],
    });
  });
});

describe('createLocalSearchClient', () => {
  it("answers DocSearch's request in Algolia's response shape", async () => {
    const pagefind = fakePagefind(25);
    const client = createLocalSearchClient(
      local(pagefind, {...ONE_LANGUAGE, filters: {language: ['en']}}),
    );
    const {results} = await client.search({
      requests: [
        {
          indexName: 'pages',
          query: 'gap',
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: CONTEXTUAL_FILTERS,
        },
      ],
    });
    expect(pagefind.search).toHaveBeenCalledWith('gap', {
      filters: {
        all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]}],
      },
    });
    // 20 hits, sections of the best pages, loaded 7 at a time.
    expect(results[0]).toMatchObject({
      nbHits: 25,
      nbPages: 2,
      page: 0,
      hitsPerPage: 20,
      query: 'gap',
    });
    expect(results[0]!.hits).toHaveLength(20);
    expect(pagefind.loadedPages()).toBe(14);
    // In each batch of pages, the sections whose heading holds the query first.
    expect(results[0]!.hits.slice(0, 2)).toMatchObject([
      {
        url: 'https://docs.example.com/page-0#gap-analysis',
        hierarchy: {lvl1: 'Post 0', lvl2: 'Gap analysis'},
        _snippetResult: {content: {value: 'The <mark>gap</mark> narrows.'}},
      },
      {url: 'https://docs.example.com/page-1#gap-analysis'},
    ]);
    expect(results[0]!.hits[7]).toMatchObject({
      url: 'https://docs.example.com/page-0',
      hierarchy: {lvl1: 'Post 0', lvl2: null},
      _snippetResult: {content: {value: 'Pay <mark>gap</mark> news.'}},
    });
  });

  it("pages through results for the search page's helper (legacy request array)", async () => {
    const client = createLocalSearchClient(local(fakePagefind(25)));
    const {results} = await client.search([
      {indexName: 'pages', params: {query: 'gap', hitsPerPage: 15, page: 1, facets: ['language']}},
    ]);
    // Hits 15 to 29 of batches of 5 pages, each batch's "Gap analysis" sections first.
    expect(results[0]!.hits.map((hit) => `${hit.hierarchy.lvl1}${hit.anchor ? '#' : ''}`)).toEqual([
      ...[5, 6, 7, 8, 9].map((i) => `Post ${i}`),
      ...[10, 11, 12, 13, 14].map((i) => `Post ${i}#`),
      ...[10, 11, 12, 13, 14].map((i) => `Post ${i}`),
    ]);
    // Only the facets asked for: the helper would take any other's counts as that facet's.
    expect(results[0]!.facets).toEqual({language: {en: 25}});
  });

  it('runs one Pagefind search for requests that differ only in no-op filters', async () => {
    const pagefind = fakePagefind(5, {language: {en: 5}});
    const client = createLocalSearchClient(local(pagefind));
    const {results} = await client.search([
      {indexName: 'pages', params: {query: 'gap', facetFilters: [['language:en']]}},
      {indexName: 'pages', params: {query: 'gap', hitsPerPage: 0, facets: ['language']}},
    ]);
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    expect(results.map((result) => [result.nbHits, result.hits.length, result.nbPages])).toEqual([
      [5, 10, 1],
      [5, 0, 0],
    ]);
  });

  it("ranks pages by Pagefind's score times their content type's factor", async () => {
    const page = (id: string, score: number, title: string) => ({
      id,
      score,
      data: async () => ({
        url: `/${id}`,
        content: `${title}. Gap.`,
        meta: {title},
        locations: [1],
        anchors: [],
        sub_results: [],
      }),
    });
    const pages = [
      page('post', 2, 'Post'),
      page('directive', 1, 'Directive'),
      page('loud', 9, 'Loud'),
    ];
    const pagefind = {...fakePagefind(0), search: async () => ({results: pages, filters: {}})};
    const rankFactors = {
      post: RANK_FACTORS[1]!,
      directive: RANK_FACTORS[4]!,
      loud: RANK_FACTORS[1]!,
    };
    const {results} = await createLocalSearchClient(
      local(pagefind, {...ONE_LANGUAGE, rankFactors}),
    ).search({requests: [{query: 'gap'}]});
    // 2 × 0.5 for a post, 1 × 1.15 for the Directive; a post far ahead (9 × 0.5) stays ahead.
    expect(results[0]!.hits.map((hit) => hit.url)).toEqual(['/loud', '/directive', '/post']);
    expect(RANK_FACTORS).toMatchObject({1: 0.5, 4: 1.15});
  });

  it('downloads every filter once, for the first request that asks for facet counts', async () => {
    const pagefind = fakePagefind(3);
    const client = createLocalSearchClient(local(pagefind));
    await client.search({requests: [{query: 'gap'}]});
    expect(pagefind.filters).not.toHaveBeenCalled();
    await client.search({requests: [{query: 'gap', facets: ['content_type']}]});
    await client.search({requests: [{query: 'pay', facets: ['content_type']}]});
    expect(pagefind.filters).toHaveBeenCalledTimes(1);
  });

  it('asks Pagefind nothing for an empty query', async () => {
    const pagefind = fakePagefind(3);
    const {results} = await createLocalSearchClient(local(pagefind)).search({
      requests: [{query: '  '}],
    });
    expect(results[0]!.nbHits).toBe(0);
    expect(pagefind.search).not.toHaveBeenCalled();
  });

  it('searches again with misspelt words corrected when nothing is found, loading the vocabulary only then', async () => {
    const pagefind = fakePagefind(2);
    const found = pagefind.search.getMockImplementation()!;
    pagefind.search.mockImplementation(async (term: string, options: {filters: unknown}) =>
      term.includes('directive') ? found(term, options) : {results: [], filters: {}},
    );
    const loadVocabulary = vi.fn(async () => ['directive', 'transparency']);
    const client = createLocalSearchClient(local(pagefind), loadVocabulary);

    const {results} = await client.search({requests: [{query: 'pay directve'}]});
    expect(results[0]).toMatchObject({
      query: 'pay directve',
      correctedQuery: 'pay directive',
      nbHits: 2,
    });
    expect(loadVocabulary).toHaveBeenCalledTimes(1);

    const {results: unknown} = await client.search({requests: [{query: 'zzzzzzzz'}]});
    expect(unknown[0]!.nbHits).toBe(0);
    expect(unknown[0]!.correctedQuery).toBeUndefined();
  });

  it('searches again when the pages found lack a misspelt word, and keeps a word the vocabulary knows', async () => {
    const pagefind = fakePagefind(2);
    const loadVocabulary = vi.fn(async () => ['analysis', 'gaps']);
    const client = createLocalSearchClient(local(pagefind), loadVocabulary);

    const {results} = await client.search({requests: [{query: 'gap analyssis'}]});
    expect(results[0]).toMatchObject({query: 'gap analyssis', correctedQuery: 'gap analysis'});
    expect(pagefind.search).toHaveBeenLastCalledWith('gap analysis', expect.anything());

    // "gaps" matched only as "gap" (a stem), but the vocabulary knows it: no second search.
    pagefind.search.mockClear();
    const {results: known} = await client.search({requests: [{query: 'gaps'}]});
    expect(known[0]!.correctedQuery).toBeUndefined();
    expect(pagefind.search.mock.calls.every(([term]) => term === 'gaps')).toBe(true);
    expect(loadVocabulary).toHaveBeenCalledTimes(2);
  });

  it('counts facets for the corrected query when the request with hits was corrected', async () => {
    const pagefind = fakePagefind(2);
    const loadVocabulary = vi.fn(async () => ['analysis']);
    const client = createLocalSearchClient(local(pagefind), loadVocabulary);
    const {results} = await client.search({
      requests: [
        {query: 'gap analyssis', hitsPerPage: 5},
        {query: 'gap analyssis', hitsPerPage: 0, facets: ['language']},
      ],
    });
    expect(results.map((result) => result.correctedQuery)).toEqual([
      'gap analysis',
      'gap analysis',
    ]);
    expect(results[1]!.query).toBe('gap analyssis');
    expect(loadVocabulary).toHaveBeenCalledTimes(1);
  });

  it('fails when the index cannot be loaded', async () => {
    const client = createLocalSearchClient(() => Promise.reject(new Error('404')));
    await expect(client.search({requests: [{query: 'gap'}]})).rejects.toThrow('404');
  });
});
