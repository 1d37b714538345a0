/**
 * An Algolia search client that answers from the local Pagefind index in the
 * browser, for the DocSearch modal and the search page. It takes Algolia's
 * multi-query request (both the `{requests}` form and the helper's legacy
 * array) and returns Algolia's response shape. Nothing leaves the site.
 */
import {parseSnippetAttributes, toHits, words, type LocalHit, type PagefindFragment} from './hits';
import type {IndexFacts} from './indexFacts';
import {correctQuery, hasUnmatchedWord} from './vocabulary';

type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: FacetFilters;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index?: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
  /** The query searched instead, when the pages found lacked a typed word and the vocabulary corrected it. */
  correctedQuery?: string;
}

type PagefindFilter = {[key: string]: string | PagefindFilter | PagefindFilter[]};

interface PagefindResult {
  /** The page's id in the index, known before its text is loaded. */
  id: string;
  score: number;
  data: () => Promise<PagefindFragment>;
}

interface PagefindSearchResponse {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
}

/** A Pagefind instance of its browser API (`createInstance`), as used here. */
export interface Pagefind {
  init(): Promise<void>;
  options(options: {ranking: Record<string, number>}): Promise<void>;
  destroy(): Promise<void>;
  search(term: string, options: {filters: PagefindFilter}): Promise<PagefindSearchResponse | null>;
  filters(): Promise<IndexedFilters>;
}

/**
 * Sections shown per page at most. Pagefind downloads a page's text to show
 * it, so a request for N hits loads the N / 3 best pages first, and more only
 * if their sections do not fill the N hits.
 */
export const SECTIONS_PER_PAGE = 3;

/** Algolia's defaults for what the request leaves out (DocSearch index settings). */
const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['content:10'],
};

/** The values each filter takes in the index, with their page counts (Pagefind's filters()). */
export type IndexedFilters = Record<string, Record<string, number>>;

/**
 * "language:en" → {language: "en"}; facetFilters are an AND of ORs, as in
 * Algolia. A condition every page meets is left out (the site's only
 * language, all its docs versions): Pagefind filtering costs as much again as
 * the search, and downloads the filter's page lists. Every page the indexer
 * writes has a language and search tags.
 *
 * @param indexed each filter's values in the index (IndexFacts.filters).
 */
export function toPagefindFilters(
  facetFilters: FacetFilters | undefined,
  indexed: IndexFacts['filters'] = {},
): PagefindFilter {
  const parse = (facet: string) => {
    const at = facet.indexOf(':');
    return {key: facet.slice(0, at), value: facet.slice(at + 1)};
  };
  const toFilter = (facet: string): PagefindFilter => {
    const {key, value} = parse(facet);
    return {[key]: value};
  };
  const excludesNothing = (facets: readonly string[]) => {
    const parsed = facets.map(parse);
    const key = parsed[0]?.key ?? '';
    const values = indexed[key] ?? [];
    return (
      values.length > 0 &&
      parsed.every((facet) => facet.key === key) &&
      values.every((value) => parsed.some((facet) => facet.value === value))
    );
  };
  if (!facetFilters) return {};
  const conditions = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).filter(
    (entry) => !excludesNothing(typeof entry === 'string' ? [entry] : entry),
  );
  if (!conditions.length) return {};
  return {
    all: conditions.map((entry) =>
      typeof entry === 'string' ? toFilter(entry) : {any: entry.map(toFilter)},
    ),
  };
}

/**
 * The counts of the facets asked for, as Algolia answers ("*" for all). The
 * search helper reads every facet of each disjunctive request's answer, so
 * counts of a facet not asked for, taken with that facet's own filter on,
 * would overwrite the right ones.
 */
function requestedFacets(
  facets: string | readonly string[],
  counts: Record<string, Record<string, number>>,
): Record<string, Record<string, number>> {
  const names = typeof facets === 'string' ? [facets] : facets;
  if (names.includes('*')) return counts;
  return Object.fromEntries(Object.entries(counts).filter(([name]) => names.includes(name)));
}

function normalizeRequests(
  params: {requests: SearchRequest[]} | {indexName: string; params?: SearchRequest}[],
): SearchRequest[] {
  return Array.isArray(params)
    ? params.map(({indexName, params: rest}) => ({indexName, ...rest}))
    : params.requests;
}

/** The local index: Pagefind, and what the client knows about the index before searching. */
export interface LocalIndex {
  pagefind: Pagefind;
  facts: IndexFacts;
}

export interface LocalSearchClient {
  search(
    params: {requests: SearchRequest[]} | {indexName: string; params?: SearchRequest}[],
  ): Promise<{results: SearchResult[]}>;
}

/**
 * @param loadIndex loads the index once; a rejection is a search failure
 *   (the caller shows "Unable to fetch results").
 * @param loadVocabulary loads the index's vocabulary (vocabulary.ts), asked
 *   for only when the pages found lack a word of the query.
 */
export function createLocalSearchClient(
  loadIndex: () => Promise<LocalIndex>,
  loadVocabulary?: () => Promise<readonly string[]>,
): LocalSearchClient {
  /** Per Pagefind instance: a failed download makes the caller load a new one. */
  const allFiltersLoaded = new WeakMap<Pagefind, Promise<unknown>>();
  /**
   * @param searches Pagefind searches already run for this batch: the search
   *   page's helper asks again for facet counts with filters that, once no-op
   *   conditions are dropped, are usually the same.
   * @param keepQuery whether to leave the query as it is: for a search again
   *   with a corrected query, and for requests that follow another's correction.
   */
  async function answer(
    request: SearchRequest,
    searches: Map<string, Promise<PagefindSearchResponse | null>>,
    keepQuery = false,
  ): Promise<SearchResult> {
    const started = Date.now();
    const query = request.query ?? '';
    const page = request.page ?? 0;
    const hitsPerPage = request.hitsPerPage ?? DEFAULTS.hitsPerPage;
    const {pagefind, facts} = await loadIndex();
    // Facet counts cover only the filters Pagefind has downloaded: for the
    // search page's counts, download them all first (once); the dialog never asks.
    if (request.facets) {
      if (!allFiltersLoaded.has(pagefind)) allFiltersLoaded.set(pagefind, pagefind.filters());
      await allFiltersLoaded.get(pagefind);
    }
    const filters = toPagefindFilters(request.facetFilters, facts.filters);
    let found: PagefindSearchResponse | null = null;
    if (query.trim()) {
      const key = JSON.stringify([query, filters]);
      if (!searches.has(key)) searches.set(key, pagefind.search(query, {filters}));
      found = await searches.get(key)!;
    }
    // Each page's content type's rank factor (facets.ts), known before its text is loaded.
    const results = (found?.results ?? [])
      .map((result) => ({result, score: result.score * (facts.rankFactors[result.id] ?? 1)}))
      .sort((a, b) => b.score - a.score)
      .map(({result}) => result);
    const hitOptions = {
      highlightPreTag: request.highlightPreTag ?? DEFAULTS.highlightPreTag,
      highlightPostTag: request.highlightPostTag ?? DEFAULTS.highlightPostTag,
      snippetEllipsisText: request.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText,
      snippetWords: parseSnippetAttributes(
        request.attributesToSnippet ?? DEFAULTS.attributesToSnippet,
      ),
      queryWordCount: words(query).length,
    };
    // Hits are sections, as Algolia's records are: pages are loaded, best
    // first, a few at a time, until their sections fill this page of hits.
    const wanted = (page + 1) * hitsPerPage;
    const batch = Math.ceil(hitsPerPage / SECTIONS_PER_PAGE);
    const hits: LocalHit[] = [];
    const fragments: PagefindFragment[] = [];
    let loaded = 0;
    while (hits.length < wanted && loaded < results.length && hitsPerPage > 0) {
      const batchFragments = await Promise.all(
        results.slice(loaded, loaded + batch).map((result) => result.data()),
      );
      fragments.push(...batchFragments);
      loaded += batchFragments.length;
      // Within a batch, the sections whose heading names the query best first; the
      // batches are fixed, so each page of hits follows on from the one before.
      const batchHits = batchFragments.flatMap((fragment) =>
        toHits(fragment, hitOptions, SECTIONS_PER_PAGE),
      );
      hits.push(...batchHits.sort((a, b) => b._headingScore - a._headingScore));
    }
    // Pagefind answers a misspelt word with pages that share its first letters:
    // when the pages shown lack a query word, search again with it corrected.
    if (loadVocabulary && !keepQuery && query.trim() && hasUnmatchedWord(query, fragments)) {
      const correctedQuery = correctQuery(query, await loadVocabulary());
      if (correctedQuery) {
        const corrected = await answer({...request, query: correctedQuery}, searches, true);
        if (corrected.nbHits) return {...corrected, query, correctedQuery};
      }
    }
    const more = hits.length > wanted || loaded < results.length;
    return {
      hits: hits.slice(page * hitsPerPage, wanted),
      // Pages found: how many sections they hold is known only once all are loaded.
      nbHits: results.length,
      page,
      // Whether there is a next page; the helper asks for facet counts only with hitsPerPage 0.
      nbPages: hitsPerPage ? page + (more ? 2 : 1) : 0,
      hitsPerPage,
      query,
      params: '',
      index: request.indexName,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      ...(request.facets && {facets: requestedFacets(request.facets, found?.filters ?? {})}),
    };
  }

  return {
    async search(params) {
      const searches = new Map<string, Promise<PagefindSearchResponse | null>>();
      const requests = normalizeRequests(params);
      // The first request that shows hits decides whether its query is
      // corrected; the others (the search page's facet counts) follow it.
      const lead = requests.findIndex(
        (request) => (request.hitsPerPage ?? DEFAULTS.hitsPerPage) > 0,
      );
      const results = await Promise.all(
        requests.map((request, i) => answer(request, searches, i !== lead)),
      );
      const correctedQuery = results[lead]?.correctedQuery;
      if (!correctedQuery) return {results};
      const query = results[lead]!.query;
      return {
        results: await Promise.all(
          results.map(async (result, i) =>
            i === lead || requests[i]!.query !== query
              ? result
              : {
                  ...(await answer({...requests[i], query: correctedQuery}, searches, true)),
                  query,
                  correctedQuery,
                },
          ),
        ),
      };
    },
  };
}
