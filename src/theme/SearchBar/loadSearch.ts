import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';
import type {LocalSearchClient} from '@site/src/plugins/pagefind-search/searchClient';
import type {SearchEngine} from '@site/src/utils/searchEngine';

/** What search has loaded so far: the modal, and for the local engine its client. */
export const loadedSearch: {
  DocSearchModal?: typeof DocSearchModalComponent;
  local?: {client: LocalSearchClient; warm: () => Promise<unknown>};
} = {};

let loading: Promise<void> | undefined;

/**
 * Loads the modal's code (and, for the local engine, its search client) on
 * first use: when search opens, or earlier when the reader points at the
 * search button. The index itself loads only when search opens (see warm).
 * DocSearch 3.9 has one entry point for the button and the modal, so the
 * modal is imported here rather than beside the button (algolia/docsearch#2766).
 */
export function loadSearch(engine: SearchEngine, baseUrl: string): Promise<void> {
  loading ??= Promise.all([
    import('@docsearch/react'),
    import('@docsearch/css/dist/modal.css'),
    engine === 'local' ? import('@site/src/plugins/pagefind-search/loadPagefind') : undefined,
  ]).then(([docsearch, , pagefind]) => {
    loadedSearch.DocSearchModal = docsearch.DocSearchModal;
    if (pagefind) {
      loadedSearch.local = {
        client: pagefind.pagefindSearchClient(baseUrl),
        warm: () => pagefind.loadPagefind(baseUrl),
      };
    }
  });
  // A failed load (offline, say) is tried again on the next attempt.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
