// Swizzled: config cannot point the search page at the local Pagefind index, filter by content type, jurisdiction and topic with counts kept in the URL, drop the Algolia credit when Algolia does not answer, survive hits without highlight data, or show "Unable to fetch results".
import React, {useEffect, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useQueryStringList,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {CONTENT_TYPES, TOPICS} from '@site/src/plugins/pagefind-search/facets';
import {escapeHtml} from '@site/src/plugins/pagefind-search/hits';
import {LEVELS} from '@site/src/plugins/pagefind-search/levels';
import {pagefindSearchClient} from '@site/src/plugins/pagefind-search/loadPagefind';
import AlgoliaLogo from './AlgoliaLogo';
import Filters from './Filters';
import styles from './styles.module.css';

interface ResultItem {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

/** The filters, by the facet both engines index and the URL parameter that keeps them. */
const FILTERS = [
  {
    facet: 'content_type',
    param: 'type',
    order: CONTENT_TYPES as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.type', message: 'Content type'}),
  },
  {
    facet: 'jurisdiction',
    param: 'jurisdiction',
    order: [] as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.jurisdiction', message: 'Jurisdiction'}),
  },
  {
    facet: 'topic',
    param: 'topic',
    order: TOPICS.map(({topic}) => topic) as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.topic', message: 'Topic'}),
  },
] as const;

interface ResultState {
  items: ResultItem[];
  /** The search these results answer: the query and the filters (searchKey()). */
  key: string | null;
  facets: Record<string, {value: string; count: number}[]>;
  totalResults: number | null;
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
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
  failed: false,
};

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function getSearchPageTitle(searchQuery: string) {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: searchQuery},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/** The hit's headings as HTML: highlighted when the engine sent highlights, else escaped text. */
function headingsOf(hit: Hit): string[] {
  const highlighted = hit._highlightResult?.hierarchy as
    Record<string, {value: string}> | undefined;
  if (highlighted) return Object.values(highlighted).map(({value}) => value);
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, string | null>;
  return LEVELS.flatMap((level) => (hierarchy[level] ? [escapeHtml(hierarchy[level])] : []));
}

/** Identifies a search by its query and filters, so a late answer to an older one is dropped. */
function searchKey(query: string, selected: Record<string, readonly string[]>): string {
  return JSON.stringify([query, FILTERS.map(({facet}) => [...(selected[facet] ?? [])].sort())]);
}

/** A filter's values with their counts, in the filter's own order (else A to Z), chosen ones always shown. */
function countsOf(
  results: SearchResults,
  facet: string,
  selected: readonly string[],
): {value: string; count: number}[] {
  const counted = (results.getFacetValues(facet, {sortBy: ['name:asc']}) ?? []) as {
    name: string;
    count: number;
  }[];
  const values = counted.map(({name, count}) => ({value: name, count}));
  for (const value of selected) {
    if (!values.some((entry) => entry.value === value)) values.push({value, count: 0});
  }
  const order = FILTERS.find((filter) => filter.facet === facet)!.order;
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return values.sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
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

function SearchPageContent(): ReactNode {
  const {
    siteConfig,
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const isLocal = useSearchEngine() === 'local';
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  const allDocsData = useAllDocsData();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // The server renders the page without a query: the first client render must match it.
  const shownQuery = useIsBrowser() ? searchQuery : '';
  const pageTitle = getSearchPageTitle(shownQuery);
  const [types, setTypes] = useQueryStringList('type');
  const [jurisdictions, setJurisdictions] = useQueryStringList('jurisdiction');
  const [topics, setTopics] = useQueryStringList('topic');
  const selected: Record<string, string[]> = {
    content_type: types,
    jurisdiction: jurisdictions,
    topic: topics,
  };
  const setSelected: Record<string, (values: string[]) => void> = {
    content_type: setTypes,
    jurisdiction: setJurisdictions,
    topic: setTopics,
  };
  const currentKey = searchKey(searchQuery, selected);
  const [searchResultState, dispatch] = useReducer(
    (state: ResultState, action: ResultAction) => resultReducer(state, action, currentKey),
    initialResultState,
  );

  const algoliaHelper = useMemo(() => {
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

  useEffect(() => {
    const onResult = ({results, state}: {results: SearchResults; state: SearchParameters}) => {
      const {query, hits, page, nbHits, nbPages} = results;
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
      const refined = Object.fromEntries(
        FILTERS.map(({facet}) => [facet, state.disjunctiveFacetsRefinements?.[facet] ?? []]),
      );
      dispatch({
        type: 'update',
        value: {
          items,
          key: searchKey(query, refined),
          facets: Object.fromEntries(
            FILTERS.map(({facet}) => [facet, countsOf(results, facet, refined[facet]!)]),
          ),
          totalResults: nbHits,
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

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) dispatch({type: 'advance'});
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  const makeSearch = useEvent((page = 0) => {
    for (const {facet} of FILTERS) {
      algoliaHelper.clearRefinements(facet);
      for (const value of selected[facet]!) {
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

  useEffect(() => {
    const currentObserver = observer.current;
    if (!loaderRef || !currentObserver) return undefined;
    currentObserver.observe(loaderRef);
    return () => currentObserver.unobserve(loaderRef);
  }, [loaderRef]);

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
    if (!searchResultState.lastPage) return;
    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/* Search pages are not for search engines: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={shownQuery}
              autoComplete="off"
              maxLength={64}
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!searchResultState.totalResults &&
              documentsFoundPlural(searchResultState.totalResults)}
          </div>

          {!isLocal && (
            <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
              <AlgoliaLogo />
            </div>
          )}
        </div>

        {searchResultState.failed && (
          <div className={styles.searchError} role="alert">
            <p>
              <strong>
                <Translate id="theme.SearchModal.errorScreen.titleText">
                  Unable to fetch results
                </Translate>
              </strong>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">
                You might want to check your network connection.
              </Translate>
            </p>
          </div>
        )}

        <div className="row">
          {searchResultState.key !== null && (
            <aside
              className={clsx('col', 'col--3', styles.filtersColumn)}
              aria-label={translate({
                id: 'theme.SearchPage.filters.label',
                message: 'Filters',
                description: 'The accessible name of the search filters',
              })}>
              <Filters
                filters={FILTERS.map(({facet, label}) => ({
                  facet,
                  label,
                  values: searchResultState.facets[facet] ?? [],
                  selected: selected[facet]!,
                }))}
                onChange={(facet, values) => setSelected[facet]!(values)}
              />
            </aside>
          )}
          <div className="col">
            {searchResultState.items.length > 0 ? (
              <main>
                {searchResultState.items.map(({title, url, summary, breadcrumbs}, i) => (
                  <article key={i} className={styles.searchResultItem}>
                    <Heading as="h2" className={styles.searchResultItemHeading}>
                      {/* Engine output: escaped text with highlight tags only. */}
                      <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                    </Heading>

                    {breadcrumbs.length > 0 && (
                      <nav aria-label="breadcrumbs">
                        <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                          {breadcrumbs.map((html, index) => (
                            <li
                              key={index}
                              className="breadcrumbs__item"
                              dangerouslySetInnerHTML={{__html: html}}
                            />
                          ))}
                        </ul>
                      </nav>
                    )}

                    {summary && (
                      <p
                        className={styles.searchResultItemSummary}
                        dangerouslySetInnerHTML={{__html: summary}}
                      />
                    )}
                  </article>
                ))}
              </main>
            ) : (
              [
                shownQuery && !searchResultState.loading && !searchResultState.failed && (
                  <p key="no-results">
                    <Translate
                      id="theme.SearchPage.noResultsText"
                      description="The paragraph for empty search result">
                      No results were found
                    </Translate>
                  </p>
                ),
                !!searchResultState.loading && (
                  <div key="spinner" className={styles.loadingSpinner} />
                ),
              ]
            )}

            {searchResultState.hasMore && (
              <div className={styles.loader} ref={setLoaderRef}>
                <Translate
                  id="theme.SearchPage.fetchingNewResults"
                  description="The paragraph for fetching new search results">
                  Fetching new results...
                </Translate>
              </div>
            )}
          </div>
        </div>
      </div>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
