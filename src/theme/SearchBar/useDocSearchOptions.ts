import {useCallback, useMemo} from 'react';
import type {DocSearchHit, DocSearchModalProps} from '@docsearch/react';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';

/** Opens a hit: in the app through the router, or by loading a page on another domain. */
export function useNavigator(
  externalUrlRegex: string | undefined,
): DocSearchModalProps['navigator'] {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate: ({itemUrl}) => {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [history, externalUrlRegex],
  );
}

/** Hits' URLs made relative to this site, as the theme's own search bar does. */
export function useTransformItems(): NonNullable<DocSearchModalProps['transformItems']> {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
}

/** The search's filters: contextual search's, the config's, and the country guide the search keeps to. */
export function useSearchParameters(
  contextualSearch: boolean,
  configParameters: DocSearchModalProps['searchParameters'],
  jurisdiction: string | null,
): DocSearchModalProps['searchParameters'] {
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
