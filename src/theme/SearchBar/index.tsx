// Swizzled: config cannot keep DocSearch's modal out of the first page load (algolia/docsearch#2766), answer from the local Pagefind index when Algolia is not configured, make hits real links that are valid listbox options (algolia/docsearch#1014), scope a search to the current country guide, show "Unable to fetch results" whenever a search fails (DocSearch 3.9 shows "No results" then), or say it is searching while a search is stalled (DocSearch 3.9 keeps "No recent searches"). Each workaround's file says which upstream problem it answers.
import React, {useCallback, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import Hit from './Hit';
import {loadedSearch} from './loadSearch';
import {missingResultsUrl} from './missingResultsUrl';
import ResultsFooter, {type ResultsFooterProps} from './ResultsFooter';
import ScopeChip from './ScopeChip';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
import SearchStalledScreen from './SearchStalledScreen';
import {useNavigator, useSearchParameters, useTransformItems} from './useDocSearchOptions';
import useListboxRepair from './useListboxRepair';
import useModalTranslations from './useModalTranslations';
import useSearchDialog from './useSearchDialog';
import useSearchStatus from './useSearchStatus';
// The button's styles load with the page; the modal's (modal.css) with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const engine = useSearchEngine();
  const settings = useSiteSettings();
  const navigator = useNavigator(algolia.externalUrlRegex);
  const transformItems = useTransformItems();
  const defaultTranslations = useModalTranslations(engine);
  const modalTranslations = algolia.translations?.modal ?? defaultTranslations;

  const dialog = useSearchDialog(engine, siteConfig.baseUrl);
  const {failedIn, stalledIn, transformSearchClient} = useSearchStatus({
    engine,
    docusaurusVersion: siteMetadata.docusaurusVersion,
    container: dialog.container,
    isOpen: dialog.isOpen,
  });

  const jurisdiction = dialog.scoped ? dialog.guide : null;
  const searchParameters = useSearchParameters(
    algolia.contextualSearch,
    algolia.searchParameters,
    jurisdiction,
  );
  useListboxRepair(dialog.isOpen ? dialog.container.current : null);

  const {close} = dialog;
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(settings.missingResultsUrl, query),
    [settings.missingResultsUrl],
  );
  const resultsFooterComponent = useCallback(
    (props: ResultsFooterProps) => (
      <ResultsFooter {...props} onClose={close} jurisdiction={jurisdiction} />
    ),
    [close, jurisdiction],
  );

  const {DocSearchModal} = loadedSearch;
  return (
    <>
      {engine === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster early. */}
          <link
            rel="preconnect"
            href={`https://${algolia.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={dialog.preload}
        onFocus={dialog.preload}
        onMouseOver={dialog.preload}
        onClick={dialog.open}
        ref={dialog.searchButtonRef}
        translations={algolia.translations?.button ?? translations.button ?? {}}
      />

      {dialog.isOpen &&
        DocSearchModal &&
        dialog.container.current &&
        createPortal(
          <DocSearchModal
            key={dialog.scoped ? 'scoped' : 'site'}
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            // Click analytics go to Algolia, so never with the local engine.
            insights={engine === 'algolia' && algolia.insights}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={dialog.initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath && {resultsFooterComponent})}
            getMissingResultsUrl={getMissingResultsUrl}
            placeholder={algolia.placeholder ?? translations.placeholder}
            translations={modalTranslations}
            searchParameters={searchParameters}
          />,
          dialog.container.current,
        )}

      <ScopeChip
        container={dialog.container}
        isOpen={dialog.isOpen}
        jurisdiction={dialog.guide}
        active={dialog.scoped}
        onToggle={dialog.toggleScope}
      />

      {failedIn &&
        createPortal(
          <SearchErrorScreen translations={modalTranslations.errorScreen ?? {}} />,
          failedIn,
        )}

      {stalledIn && !failedIn && createPortal(<SearchStalledScreen />, stalledIn)}
    </>
  );
}
