import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import type {SearchEngine} from '@site/src/utils/searchEngine';
import {loadedSearch} from './loadSearch';

/** DocSearch's stall threshold (autocomplete's `stallThreshold`, spec §9): 300 ms. */
export const STALL_MS = 300;

/** The screens DocSearch keeps showing while a search is stalled that say nothing of the query typed. */
const STALE_SCREENS = '.DocSearch-StartScreen, .DocSearch-NoResults';

/**
 * Reports the latest search's failure and stall, for the screens DocSearch 3.9 gets wrong.
 *
 * Failure: DocSearch shows its error screen only for Algolia's "Unreachable hosts"
 * (RetryError), and autocomplete then resets the status to idle, so any other failure (a local
 * index that cannot load, an API error) reads "No results". No upstream report was found
 * (algolia/docsearch issues, searched 25 November 2026). While the latest search has failed,
 * `failedIn` is the modal's results area, for SearchErrorScreen to fill.
 *
 * Stall: DocSearch does not redraw its screen while a search is loading or stalled, to avoid
 * flashes; on the first search (the index still downloading) that leaves "No recent searches"
 * under the typed query. While the latest search has taken longer than STALL_MS and the screen
 * shown is one of those, `stalledIn` is the results area, for SearchStalledScreen to fill.
 */
export default function useSearchStatus({
  engine,
  docusaurusVersion,
  container,
  isOpen,
}: {
  engine: SearchEngine;
  docusaurusVersion: string;
  container: RefObject<HTMLDivElement | null>;
  isOpen: boolean;
}): {
  failedIn: Element | null;
  stalledIn: Element | null;
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
} {
  const [failedIn, setFailedIn] = useState<Element | null>(null);
  const [stalledIn, setStalledIn] = useState<Element | null>(null);
  const latestSearch = useRef(0);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search =
        engine === 'local'
          ? (loadedSearch.local!.client.search as unknown as DocSearchTransformClient['search'])
          : client.search;
      const resultsArea = () => container.current?.querySelector('.DocSearch-Dropdown') ?? null;
      const searchAndReport: DocSearchTransformClient['search'] = (params, options) => {
        const searchId = ++latestSearch.current;
        const stall = setTimeout(() => {
          if (searchId !== latestSearch.current) return;
          const area = resultsArea();
          if (area?.querySelector(STALE_SCREENS)) setStalledIn(area);
        }, STALL_MS);
        const settle = (failed: boolean) => {
          clearTimeout(stall);
          if (searchId !== latestSearch.current) return;
          setStalledIn(null);
          setFailedIn(failed ? resultsArea() : null);
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
    [engine, docusaurusVersion, container],
  );

  useEffect(() => {
    container.current?.toggleAttribute('data-search-failed', failedIn !== null);
    container.current?.toggleAttribute('data-search-stalled', stalledIn !== null);
  }, [failedIn, stalledIn, container]);

  // A closed dialog, or an emptied query, starts again from the start screen.
  useEffect(() => {
    const element = container.current;
    const reset = () => {
      latestSearch.current += 1;
      setFailedIn(null);
      setStalledIn(null);
    };
    if (!isOpen) reset();
    if (!isOpen || !element) return undefined;
    const onInput = (event: Event) => {
      if (!(event.target as HTMLInputElement).value) reset();
    };
    element.addEventListener('input', onInput);
    return () => element.removeEventListener('input', onInput);
  }, [isOpen, container]);

  return {failedIn, stalledIn, transformSearchClient};
}
