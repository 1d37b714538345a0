import {useEffect, useMemo, useReducer, useRef, useState} from 'react';
import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useEvent} from '@docusaurus/theme-common';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {escapeHtml} from '@site/src/plugins/pagefind-search/hits';
import {LEVELS} from '@site/src/plugins/pagefind-search/levels';
import {pagefindSearchClient} from '@site/src/plugins/pagefind-search/loadPagefind';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import {
  countsOf,
  FILTERS,
  searchKey,
  selectionOf,
  type FacetCounts,
  type Selection,
} from './searchFilters';

export interface ResultItem {
  /** Engine output, like the two fields below: escaped text with highlight tags only. */
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

export interface ResultState {
  items: ResultItem[];
  /** The search these results answer: the query and the filters (searchKey()). */
  key: string | null;
  facets: Partial<Record<string, FacetCounts>>;
  totalResults: number | null;
  /** The query searched instead when the one typed found nothing (local engine's misspelling correction). */
  correctedQuery: string | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  failed: boolean;
}

type ResultAction =
  | {type: 'reset' | 'loading' | 'advance' | 'failed'}
  | {type: 'update'; value: Omit<ResultState, 'failed'>};

type SearchClient = Parameters<typeof algoliaSearchHelper>[0];
type SearchResults = algoliaSearchHelper.SearchResults;
type SearchParameters = algoliaSearchHelper.SearchParameters;
type Hit = SearchResults['hits'][number];

const initialResultState: ResultState = {
  items: [],
  key: null,
  facets: {},
  totalResults: null,
  correctedQuery: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
  failed: false,
};

/** The hit's headings as HTML: highlighted when the engine sent highlights, else escaped text. */
function headingsOf(hit: Hit): string[] {
  const highlighted = hit._highlightResult?.hierarchy as
    Record<string, {value: string}> | undefined;
  if (highlighted) return Object.values(highlighted).map(({value}) => value);
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, string | null>;
  return LEVELS.flatMap((level) => (hierarchy[level] ? [escapeHtml(hierarchy[level])] : []));
}

function resultReducer(state: ResultState, action: ResultAction, key: string): ResultState {
  switch (action.type) {
    case 'reset':
      return initialResultState;
    case 'loading':
      return {...state, loading: true, failed: false};
    case 'failed':
      return {...state, loading: false, hasMore: false, failed: true};
    case 'update':
      // A late answer to an older search.
      if (key !== action.value.key) return state;
      return {
        ...action.value,
        items:
          action.value.lastPage === 0 ? action.value.items : state.items.concat(action.value.items),
        failed: false,
      };
    case 'advance': {
      const hasMore = state.totalPages! > state.lastPage! + 1;
      return {...state, lastPage: hasMore ? state.lastPage! + 1 : state.lastPage, hasMore};
    }
  }
}

/** The search helper, on the local Pagefind client or on Algolia's, with the filters as disjunctive facets. */
function useSearchHelper() {
  const {siteConfig} = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const isLocal = useSearchEngine() === 'local';
  return useMemo(() => {
    const client = isLocal
      ? (pagefindSearchClient(siteConfig.baseUrl) as unknown as SearchClient)
      : (liteClient(appId, apiKey) as unknown as SearchClient);
    return algoliaSearchHelper(client, indexName, {
      hitsPerPage: 15,
      advancedSyntax: true,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      disjunctiveFacets: [
        ...FILTERS.map(({facet}) => facet),
        ...(contextualSearch ? ['language', 'docusaurus_tag'] : []),
      ],
    });
  }, [isLocal, siteConfig.baseUrl, appId, apiKey, indexName, contextualSearch]);
}

/**
 * The results of the query with the chosen filters, searched 300 ms after the
 * last change, and their next page once the returned loader element scrolls
 * into view.
 */
export default function useSearchResults(
  searchQuery: string,
  selected: Selection,
): {results: ResultState; setLoader: (element: HTMLDivElement | null) => void} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const allDocsData = useAllDocsData();
  const algoliaHelper = useSearchHelper();
  const currentKey = searchKey(searchQuery, selected);
  const [results, dispatch] = useReducer(
    (state: ResultState, action: ResultAction) => resultReducer(state, action, currentKey),
    initialResultState,
  );

  useEffect(() => {
    const onResult = ({
      results: answer,
      state,
    }: {
      results: SearchResults;
      state: SearchParameters;
    }) => {
      const {query, hits, page, nbHits, nbPages} = answer;
      if (query === '' || !Array.isArray(hits)) {
        dispatch({type: 'reset'});
        return;
      }
      const items = hits.map((hit: Hit) => {
        const titles = headingsOf(hit);
        const snippet = hit._snippetResult?.content as {value: string} | undefined;
        return {
          title: titles.pop() ?? '',
          url: processSearchResultUrl(hit.url as string),
          summary: snippet?.value ?? '',
          breadcrumbs: titles,
        };
      });
      const refined = selectionOf((facet) => state.disjunctiveFacetsRefinements?.[facet]);
      dispatch({
        type: 'update',
        value: {
          items,
          key: searchKey(query, refined),
          facets: Object.fromEntries(
            FILTERS.map(({facet}) => [facet, countsOf(answer, facet, refined[facet])]),
          ),
          totalResults: nbHits,
          correctedQuery: (answer as {correctedQuery?: string}).correctedQuery ?? null,
          totalPages: nbPages,
          lastPage: page,
          hasMore: nbPages > page + 1,
          loading: false,
        },
      });
    };
    const onError = () => dispatch({type: 'failed'});
    algoliaHelper.on('result', onResult);
    algoliaHelper.on('error', onError);
    return () => {
      algoliaHelper.removeListener('result', onResult);
      algoliaHelper.removeListener('error', onError);
    };
  }, [algoliaHelper, processSearchResultUrl]);

  const makeSearch = useEvent((page = 0) => {
    for (const {facet} of FILTERS) {
      algoliaHelper.clearRefinements(facet);
      for (const value of selected[facet]) {
        algoliaHelper.addDisjunctiveFacetRefinement(facet, value);
      }
    }
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);
      // The latest version of each docs plugin, as DocSearch's contextual search does.
      Object.entries(allDocsData).forEach(([pluginId, pluginData]) => {
        algoliaHelper.addDisjunctiveFacetRefinement(
          'docusaurus_tag',
          `docs-${pluginId}-${pluginData.versions[0]!.name}`,
        );
      });
    }
    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  // A new query starts afresh; new filters keep the results on screen until theirs arrive.
  useEffect(() => {
    dispatch({type: 'reset'});
  }, [searchQuery]);

  useEffect(() => {
    if (!searchQuery) return undefined;
    dispatch({type: 'loading'});
    const timer = setTimeout(() => makeSearch(), 300);
    return () => clearTimeout(timer);
  }, [searchQuery, currentKey, makeSearch]);

  useEffect(() => {
    if (!results.lastPage) return;
    makeSearch(results.lastPage);
  }, [makeSearch, results.lastPage]);

  const setLoader = useNextPageLoader(() => dispatch({type: 'advance'}));
  return {results, setLoader};
}

/** Calls advance when the loader element, below the results, scrolls up into view. */
function useNextPageLoader(advance: () => void): (element: HTMLDivElement | null) => void {
  const [loader, setLoader] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const onAdvance = useEvent(advance);
  // Made once: a useRef argument would build a new observer on every render.
  const [observer] = useState(
    () =>
      ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) onAdvance();
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );
  useEffect(() => {
    if (!loader || !observer) return undefined;
    observer.observe(loader);
    return () => observer.unobserve(loader);
  }, [loader, observer]);
  return setLoader;
}
