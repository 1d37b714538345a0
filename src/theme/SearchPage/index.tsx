// Swizzled: config cannot point the search page at the local Pagefind index, filter by content type, jurisdiction and topic with counts kept in the URL, drop the Algolia credit when Algolia does not answer, survive hits without highlight data, or show "Unable to fetch results".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import AlgoliaLogo from './AlgoliaLogo';
import Filters from './Filters';
import {FILTERS, useSelectedFilters} from './searchFilters';
import ResultList from './ResultList';
import useSearchResults from './useSearchResults';
import styles from './styles.module.css';

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

/** The error DocSearch's dialog shows, with the same texts, as an alert. */
function SearchError(): ReactNode {
  return (
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
  );
}

function SearchPageContent(): ReactNode {
  const isLocal = useSearchEngine() === 'local';
  const documentsFoundPlural = useDocumentsFoundPlural();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // The server renders the page without a query: the first client render must match it.
  const shownQuery = useIsBrowser() ? searchQuery : '';
  const pageTitle = getSearchPageTitle(shownQuery);
  const {selected, select} = useSelectedFilters();
  const {results, setLoader} = useSearchResults(searchQuery, selected);

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
            {!!results.totalResults && <span>{documentsFoundPlural(results.totalResults)}</span>}
            {results.correctedQuery && (
              <p className={styles.correctedQuery}>
                <Translate
                  id="theme.SearchPage.correctedQuery"
                  description="Shown when the pages found lacked a word of the query and a corrected spelling was searched instead"
                  values={{query: <strong>{results.correctedQuery}</strong>}}>
                  {'Showing results for {query}, the nearest spelling found on this site.'}
                </Translate>
              </p>
            )}
          </div>

          {!isLocal && (
            <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
              <AlgoliaLogo />
            </div>
          )}
        </div>

        {results.failed && <SearchError />}

        <div className="row">
          {results.key !== null && (
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
                  values: results.facets[facet] ?? [],
                  selected: selected[facet],
                }))}
                onChange={select}
              />
            </aside>
          )}
          <div className="col">
            {results.items.length > 0 ? (
              <ResultList items={results.items} />
            ) : (
              [
                shownQuery && !results.loading && !results.failed && (
                  <p key="no-results">
                    <Translate
                      id="theme.SearchPage.noResultsText"
                      description="The paragraph for empty search result">
                      No results were found
                    </Translate>
                  </p>
                ),
                !!results.loading && <div key="spinner" className={styles.loadingSpinner} />,
              ]
            )}

            {results.hasMore && (
              <div className={styles.loader} ref={setLoader}>
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
