/**
 * An Algolia search client that answers from the local Pagefind index in the
 * browser, for the DocSearch modal and the search page. It takes Algolia's
 * multi-query request (both the `{requests}` form and the helper's legacy
 * array) and returns Algolia's response shape. Nothing leaves the site.
 */
import {parseSnippetAttributes, toHit, words, type LocalHit, type PagefindFragment} from './hits';

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
}

type PagefindFilter = {[key: string]: string | PagefindFilter | PagefindFilter[]};

interface PagefindSearchResponse {
  results: {data: () => Promise<PagefindFragment>}[];
  filters: Record<string, Record<string, number>>;
}

/** The Pagefind browser API, as used here. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options: {filters: PagefindFilter}): Promise<PagefindSearchResponse | null>;
}

/** Algolia's defaults for what the request leaves out (DocSearch index settings). */
const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['content:10'],
};

/** "language:en" → {language: "en"}; facetFilters are an AND of ORs, as in Algolia. */
export function toPagefindFilters(facetFilters: FacetFilters | undefined): PagefindFilter {
  const toFilter = (facet: string): PagefindFilter => {
    const at = facet.indexOf(':');
    return {[facet.slice(0, at)]: facet.slice(at + 1)};
  };
  if (!facetFilters) return {};
  const all = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return {
    all: all.map((entry) =>
      typeof entry === 'string' ? toFilter(entry) : {any: entry.map(toFilter)},
    ),
  };
}

function normalizeRequests(
  params: {requests: SearchRequest[]} | {indexName: string; params?: SearchRequest}[],
): SearchRequest[] {
  return Array.isArray(params)
    ? params.map(({indexName, params: rest}) => ({indexName, ...rest}))
    : params.requests;
}

export interface LocalSearchClient {
  search(
    params: {requests: SearchRequest[]} | {indexName: string; params?: SearchRequest}[],
  ): Promise<{results: SearchResult[]}>;
}

/**
 * @param loadPagefind loads the index once; a rejection is a search failure
 *   (the caller shows "Unable to fetch results").
 */
export function createLocalSearchClient(loadPagefind: () => Promise<Pagefind>): LocalSearchClient {
  async function answer(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const query = request.query ?? '';
    const page = request.page ?? 0;
    const hitsPerPage = request.hitsPerPage ?? DEFAULTS.hitsPerPage;
    const pagefind = await loadPagefind();
    const found = query.trim()
      ? await pagefind.search(query, {filters: toPagefindFilters(request.facetFilters)})
      : null;
    const results = found?.results ?? [];
    const fragments = await Promise.all(
      results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => result.data()),
    );
    const hitOptions = {
      highlightPreTag: request.highlightPreTag ?? DEFAULTS.highlightPreTag,
      highlightPostTag: request.highlightPostTag ?? DEFAULTS.highlightPostTag,
      snippetEllipsisText: request.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText,
      snippetWords: parseSnippetAttributes(
        request.attributesToSnippet ?? DEFAULTS.attributesToSnippet,
      ),
      queryWordCount: words(query).length,
    };
    return {
      hits: fragments.map((fragment) => toHit(fragment, hitOptions)),
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      index: request.indexName,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      ...(request.facets && {facets: found?.filters ?? {}}),
    };
  }

  return {
    async search(params) {
      return {results: await Promise.all(normalizeRequests(params).map(answer))};
    },
  };
}
