import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import type {SearchEngine} from '@site/src/utils/searchEngine';
import {loadedSearch} from './loadSearch';

/**
 * DocSearch 3.9 shows its error screen only for Algolia's "Unreachable hosts"
 * (RetryError), and autocomplete then resets the status to idle, so any other
 * failure (a local index that cannot load, an API error) reads "No results".
 * No upstream report was found (algolia/docsearch issues, searched 25
 * November 2026). The search client is wrapped to report the outcome of the
 * latest search; while it has failed, this returns the modal's results area
 * for SearchErrorScreen to fill.
 */
export default function useFailedSearch({
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
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
} {
  const [failedIn, setFailedIn] = useState<Element | null>(null);
  const latestSearch = useRef(0);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search =
        engine === 'local'
          ? (loadedSearch.local!.client.search as unknown as DocSearchTransformClient['search'])
          : client.search;
      const searchAndReport: DocSearchTransformClient['search'] = (params, options) => {
        const searchId = ++latestSearch.current;
        const settle = (failed: boolean) => {
          if (searchId !== latestSearch.current) return;
          setFailedIn(failed ? container.current!.querySelector('.DocSearch-Dropdown') : null);
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
  }, [failedIn, container]);

  // A closed dialog, or an emptied query, starts again from the start screen.
  useEffect(() => {
    const element = container.current;
    if (!isOpen) setFailedIn(null);
    if (!isOpen || !element) return undefined;
    const onInput = (event: Event) => {
      if (!(event.target as HTMLInputElement).value) setFailedIn(null);
    };
    element.addEventListener('input', onInput);
    return () => element.removeEventListener('input', onInput);
  }, [isOpen, container]);

  return {failedIn, transformSearchClient};
}
