// Swizzled: config cannot keep DocSearch's modal out of the first page load, answer from the local Pagefind index when Algolia is not configured, make hits real links that are valid listbox options (algolia/docsearch#1014), scope a search to the current country guide, or show "Unable to fetch results" when every search host fails (DocSearch 3.9 shows "No results" then).
import React, {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {createPortal, flushSync} from 'react-dom';
import type {
  DocSearchModal as DocSearchModalComponent,
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  ModalTranslations,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import type {SearchEngine} from '@site/src/utils/searchEngine';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '@site/src/plugins/pagefind-search/searchClient';
import {SELECTORS} from '@site/src/plugins/pagefind-search/selectors';
import SearchButton from './SearchButton';
import ScopeChip from './ScopeChip';
import SearchErrorScreen from './SearchErrorScreen';
import {collectKeysTypedWhileLoading} from './keysTypedWhileLoading';
import useSearchShortcuts from './useSearchShortcuts';
// The button's styles load with the page; the modal's (modal.css) with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ResultsFooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];

const isDevServer = process.env.NODE_ENV === 'development';

let DocSearchModal: typeof DocSearchModalComponent | undefined;
let localSearch: {client: LocalSearchClient; warm: () => Promise<unknown>} | undefined;
let loadingSearch: Promise<void> | undefined;

/**
 * Loads the modal's code (and, for the local engine, its search client) on
 * first use: when search opens, or earlier when the reader points at the
 * search button. The index itself loads only when search opens (see warm).
 */
function loadSearch(engine: SearchEngine, baseUrl: string): Promise<void> {
  loadingSearch ??= Promise.all([
    import('@docsearch/react'),
    import('@docsearch/css/dist/modal.css'),
    engine === 'local' ? import('@site/src/plugins/pagefind-search/loadPagefind') : undefined,
  ]).then(([docsearch, , pagefind]) => {
    DocSearchModal = docsearch.DocSearchModal;
    if (pagefind) {
      localSearch = {
        client: pagefind.pagefindSearchClient(baseUrl),
        warm: () => pagefind.loadPagefind(baseUrl),
      };
    }
  });
  loadingSearch.catch(() => {
    loadingSearch = undefined;
  });
  return loadingSearch;
}

const defaultModalTranslations: ModalTranslations = translations.modal ?? {};

/** The modal's texts; on the dev server the local engine has no index, and says so. */
function useModalTranslations(engine: SearchEngine): ModalTranslations {
  return useMemo(
    () =>
      engine === 'local' && isDevServer
        ? {
            ...defaultModalTranslations,
            errorScreen: {
              titleText: translate({
                id: 'theme.SearchModal.devServer.titleText',
                message: 'Search needs a production build',
              }),
              helpText: translate({
                id: 'theme.SearchModal.devServer.helpText',
                message: 'Run "npm run build" then "npm run serve" to search this site.',
              }),
            },
            startScreen: {
              ...defaultModalTranslations.startScreen,
              noRecentSearchesText: translate({
                id: 'theme.SearchModal.devServer.startScreenText',
                message:
                  'The dev server has no search index: run "npm run build" then "npm run serve" to search.',
              }),
            },
          }
        : defaultModalTranslations,
    [engine],
  );
}

/**
 * DocSearch 3.9 renders each option as an `li` that holds the hit, so a hit
 * that is a link is an interactive element inside an option (axe
 * "nested-interactive"), and it gives every result list the id
 * "docsearch-list" while the search box's aria-controls names
 * "docsearch-<source>-list" (axe "aria-valid-attr-value", duplicate ids).
 * Following algolia/docsearch#1014, the link becomes the option: its `li`
 * hands it the role, id and selection state, and each list gets the id its
 * options' ids imply, whenever DocSearch renders.
 */
function useListboxRepair(container: HTMLElement | null): void {
  useEffect(() => {
    if (!container) return undefined;
    const repair = () => {
      container.querySelectorAll('li.DocSearch-Hit').forEach((item) => {
        const link = item.querySelector(':scope > .DocSearch-Hit-Link');
        if (!link) return;
        for (const name of ['role', 'id', 'aria-selected']) {
          const value = item.getAttribute(name);
          if (value === null || (name === 'role' && value === 'none')) continue;
          link.setAttribute(name, value);
          if (name === 'role') item.setAttribute('role', 'none');
          else item.removeAttribute(name);
        }
      });
      container.querySelectorAll('[role="listbox"]').forEach((list) => {
        const option = list.querySelector('[role="option"][id]');
        const id = option?.id.replace(/-item-\d+$/, '-list');
        if (id && list.id !== id) list.id = id;
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'id', 'aria-selected'],
    });
    return () => observer.disconnect();
  }, [container]);
}

/** Opens a hit: in the app through the router, or by loading a page on another domain. */
function useHitOpener(externalUrlRegex: string | undefined): (url: string) => void {
  const history = useHistory();
  return useCallback(
    (url: string) => {
      if (isRegexpStringMatch(externalUrlRegex, url)) window.location.href = url;
      else history.push(url);
    },
    [history, externalUrlRegex],
  );
}

function useTransformItems() {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
}

function useSearchParameters(
  contextualSearch: boolean,
  configParameters: DocSearchModalProps['searchParameters'],
  jurisdiction: string | null,
) {
  // A new array on every render; DocSearch restarts its search box whenever
  // searchParameters change, so they change only when the filters do.
  const contextualFilters = JSON.stringify(useAlgoliaContextualFacetFilters());
  return useMemo(() => {
    const contextualFacetFilters = JSON.parse(contextualFilters) as ReturnType<
      typeof useAlgoliaContextualFacetFilters
    >;
    const configFacetFilters = configParameters?.facetFilters ?? [];
    const asList = (filters: typeof configFacetFilters) =>
      typeof filters === 'string' ? [filters] : filters;
    return {
      ...configParameters,
      facetFilters: [
        ...(contextualSearch ? contextualFacetFilters : []),
        ...asList(configFacetFilters),
        ...(jurisdiction ? [`jurisdiction:${jurisdiction}`] : []),
      ],
    };
  }, [contextualSearch, configParameters, contextualFilters, jurisdiction]);
}

/** The jurisdiction of the country guide on screen, from the meta tags search reads; else null. */
function guideJurisdiction(): string | null {
  const type = document.querySelector(SELECTORS.contentType)?.getAttribute('content');
  const jurisdiction = document.querySelector(SELECTORS.jurisdiction)?.getAttribute('content');
  return type === 'Country guides' && jurisdiction ? jurisdiction : null;
}

type Hit = InternalDocSearchHit | StoredDocSearchHit;

/** The deepest heading of a hit: the page title for a page, a section's own heading. */
function ownLevelOf(hit: Hit): Exclude<keyof Hit['hierarchy'], 'lvl0'> {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  return levels.find((level) => hit.hierarchy[level]) ?? 'lvl1';
}

/**
 * A search result's two lines: its heading, then the section's own text (the
 * page title when the section has none), where DocSearch shows a section's
 * page title again, cut off by the box's edge. Both come highlighted and
 * escaped from the engine, as DocSearch's own Snippet renders them.
 */
function HitText({hit}: {hit: InternalDocSearchHit}): React.JSX.Element {
  const own = ownLevelOf(hit);
  // Engines leave out what they have no text for, whatever DocSearch's types say.
  const title = hit._highlightResult.hierarchy[own]?.value ?? hit.hierarchy[own] ?? '';
  const text =
    hit._snippetResult?.content?.value ??
    (own === 'lvl1' ? '' : (hit._snippetResult?.hierarchy?.lvl1?.value ?? ''));
  return (
    <div className="DocSearch-Hit-content-wrapper">
      <span className="DocSearch-Hit-title" dangerouslySetInnerHTML={{__html: title}} />
      {text && <span className="DocSearch-Hit-path" dangerouslySetInnerHTML={{__html: text}} />}
    </div>
  );
}

/**
 * A hit is a real link (`a href`), so middle-click, the browser's "open link
 * in new tab" and a screen reader's links list work, and it is the listbox
 * option itself (useListboxRepair), so the option holds nothing interactive.
 * DocSearch's rendering is kept for its icon and actions; a recent or
 * favorite search's buttons stay beside the link, not inside it.
 */
function Hit({hit, children}: {hit: Hit; children: ReactNode}): React.JSX.Element {
  const [icon, text, ...actions] = Children.toArray(
    (children as ReactElement<{children: ReactNode}>).props.children,
  );
  const isResult = '_highlightResult' in hit;
  return (
    <>
      <Link to={hit.url} className="DocSearch-Hit-Link">
        <div className="DocSearch-Hit-Container">
          {icon}
          {isResult ? <HitText hit={hit} /> : text}
          {isResult && actions}
        </div>
      </Link>
      {!isResult && <div className="DocSearch-Hit-Container DocSearch-Hit-actions">{actions}</div>}
    </>
  );
}

/** "See all N results": the search page with the same query, and the same scope (its jurisdiction filter). */
function ResultsFooter({
  state,
  onClose,
  jurisdiction,
}: ResultsFooterProps & {onClose: () => void; jurisdiction: string | null}) {
  const createSearchLink = useSearchLinkCreator();
  const scope = jurisdiction ? `&jurisdiction=${encodeURIComponent(jurisdiction)}` : '';
  return (
    <Link to={`${createSearchLink(state.query)}${scope}`} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const engine = useSearchEngine();
  const openHit = useHitOpener(algolia.externalUrlRegex);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => openHit(itemUrl)}),
    [openHit],
  );
  // The country guide's jurisdiction when search opened on one, and whether the search keeps to it.
  const [guide, setGuide] = useState<string | null>(null);
  const [scoped, setScoped] = useState(false);
  const searchParameters = useSearchParameters(
    algolia.contextualSearch,
    algolia.searchParameters,
    scoped ? guide : null,
  );
  const transformItems = useTransformItems();
  const defaultTranslations = useModalTranslations(engine);
  const modalTranslations = algolia.translations?.modal ?? defaultTranslations;
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // The modal's results area while the latest search has failed, else null.
  const [failedIn, setFailedIn] = useState<Element | null>(null);
  const latestSearch = useRef(0);

  const preload = useCallback(() => {
    loadSearch(engine, siteConfig.baseUrl).catch(() => undefined);
  }, [engine, siteConfig.baseUrl]);

  const toggleScope = useCallback(() => {
    // DocSearch reads its query and parameters once: it restarts with both.
    const input = searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    setInitialQuery(input?.value || undefined);
    setScoped((value) => !value);
  }, []);

  // From the request to open until the dialog opens (or its code fails to load).
  const isOpening = useRef(false);

  /** Opens the dialog once its code has loaded, with whatever was typed meanwhile as the query. */
  const openWithQuery = useCallback(
    (firstText: string) => {
      if (isOpening.current) return;
      isOpening.current = true;
      if (!searchContainer.current) {
        const container = document.createElement('div');
        container.dataset.searchEngine = engine;
        document.body.insertBefore(container, document.body.firstChild);
        searchContainer.current = container;
      }
      const typed = collectKeysTypedWhileLoading(firstText);
      const stopCollecting = () => {
        typed.stop();
        isOpening.current = false;
      };
      loadSearch(engine, siteConfig.baseUrl).then(() => {
        // Pagefind's code and index entry, fetched while the reader types; a failure shows on the first search.
        localSearch?.warm().catch(() => undefined);
        // Synchronously, so that the search box has focus before keys stop being collected.
        if (!typed.cancelled) {
          flushSync(() => {
            setGuide(guideJurisdiction());
            setInitialQuery(typed.text || undefined);
            setIsOpen(true);
          });
        }
        stopCollecting();
      }, stopCollecting);
    },
    [engine, siteConfig.baseUrl],
  );

  const openModal = useCallback(() => openWithQuery(''), [openWithQuery]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setScoped(false);
    setFailedIn(null);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key becomes the start of the query; don't type it twice.
      event.preventDefault();
      openWithQuery(event.key);
    },
    [openWithQuery],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  // DocSearch 3.9 resets its status to idle after a failed search and shows
  // "No results"; report the outcome of the latest search here instead.
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search =
        engine === 'local'
          ? (localSearch!.client.search as unknown as DocSearchTransformClient['search'])
          : client.search;
      const searchAndReport: DocSearchTransformClient['search'] = (params, options) => {
        const searchId = ++latestSearch.current;
        const settle = (failed: boolean) => {
          if (searchId !== latestSearch.current) return;
          setFailedIn(
            failed ? searchContainer.current!.querySelector('.DocSearch-Dropdown') : null,
          );
        };
        return search(params, options).then(
          (response) => {
            settle(false);
            return response;
          },
          (error: unknown) => {
            // Kept for whoever debugs it, e.g. Algolia's "Unreachable hosts" message.
            console.error(error);
            settle(true);
            return {results: [{hits: [], nbHits: 0}]} as unknown as Awaited<
              ReturnType<typeof search>
            >;
          },
        );
      };
      return {...client, search: searchAndReport};
    },
    [engine, siteMetadata.docusaurusVersion],
  );

  useEffect(() => {
    searchContainer.current?.toggleAttribute('data-search-failed', failedIn !== null);
  }, [failedIn]);

  // An emptied query shows the start screen again, failure or not.
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container) return undefined;
    const onInput = (event: Event) => {
      if (!(event.target as HTMLInputElement).value) setFailedIn(null);
    };
    container.addEventListener('input', onInput);
    return () => container.removeEventListener('input', onInput);
  }, [isOpen]);

  useListboxRepair(isOpen ? searchContainer.current : null);

  // The scope chip sits in DocSearch's search bar, which is there once the modal has rendered.
  const [chipHost, setChipHost] = useState<Element | null>(null);
  useEffect(() => {
    setChipHost(
      isOpen && guide
        ? (searchContainer.current?.querySelector('.DocSearch-SearchBar') ?? null)
        : null,
    );
  }, [isOpen, guide, scoped]);

  const resultsFooterComponent = useCallback(
    (props: ResultsFooterProps) => (
      <ResultsFooter {...props} onClose={closeModal} jurisdiction={scoped ? guide : null} />
    ),
    [closeModal, scoped, guide],
  );

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
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
        translations={algolia.translations?.button ?? translations.button ?? {}}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            key={scoped ? 'scoped' : 'site'}
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            // Click analytics go to Algolia, so never with the local engine.
            insights={engine === 'algolia' && algolia.insights}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath && {resultsFooterComponent})}
            placeholder={algolia.placeholder ?? translations.placeholder}
            translations={modalTranslations}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}

      {chipHost &&
        guide &&
        createPortal(
          <ScopeChip jurisdiction={guide} active={scoped} onToggle={toggleScope} />,
          chipHost,
        )}

      {failedIn &&
        createPortal(
          <SearchErrorScreen translations={modalTranslations.errorScreen ?? {}} />,
          failedIn,
        )}
    </>
  );
}
