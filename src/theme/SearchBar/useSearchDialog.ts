import {useCallback, useRef, useState, type RefObject} from 'react';
import {flushSync} from 'react-dom';
import {SELECTORS} from '@site/src/plugins/pagefind-search/selectors';
import type {SearchEngine} from '@site/src/utils/searchEngine';
import {collectKeysTypedWhileLoading} from './keysTypedWhileLoading';
import {loadedSearch, loadSearch} from './loadSearch';
import useSearchShortcuts from './useSearchShortcuts';

/** The jurisdiction of the country guide on screen, from the meta tags search reads; else null. */
function guideJurisdiction(): string | null {
  const type = document.querySelector(SELECTORS.contentType)?.getAttribute('content');
  const jurisdiction = document.querySelector(SELECTORS.jurisdiction)?.getAttribute('content');
  return type === 'Country guides' && jurisdiction ? jurisdiction : null;
}

export interface SearchDialog {
  isOpen: boolean;
  /** The query the dialog starts with: keys typed while its code loaded, or the query kept across a change of scope. */
  initialQuery: string | undefined;
  /** The country guide's jurisdiction when search opened on one. */
  guide: string | null;
  /** Whether the search keeps to that guide. */
  scoped: boolean;
  /** The element the dialog renders into, made on first open. */
  container: RefObject<HTMLDivElement | null>;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  preload: () => void;
  open: () => void;
  close: () => void;
  toggleScope: () => void;
}

/**
 * The dialog's life: its code loads when the reader points at the button,
 * it opens on click or shortcut (a printable key starts the query), it
 * closes back to the button.
 */
export default function useSearchDialog(engine: SearchEngine, baseUrl: string): SearchDialog {
  const container = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [guide, setGuide] = useState<string | null>(null);
  const [scoped, setScoped] = useState(false);
  // From the request to open until the dialog opens (or its code fails to load).
  const isOpening = useRef(false);

  const preload = useCallback(() => {
    loadSearch(engine, baseUrl).catch(() => undefined);
  }, [engine, baseUrl]);

  /** Opens the dialog once its code has loaded, with whatever was typed meanwhile as the query. */
  const openWithQuery = useCallback(
    (firstText: string) => {
      if (isOpening.current) return;
      isOpening.current = true;
      if (!container.current) {
        const element = document.createElement('div');
        element.dataset.searchEngine = engine;
        document.body.insertBefore(element, document.body.firstChild);
        container.current = element;
      }
      const typed = collectKeysTypedWhileLoading(firstText);
      const stopCollecting = () => {
        typed.stop();
        isOpening.current = false;
      };
      loadSearch(engine, baseUrl).then(() => {
        // Pagefind's code and index entry, fetched while the reader types; a failure shows on the first search.
        loadedSearch.local?.warm().catch(() => undefined);
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
    [engine, baseUrl],
  );

  const open = useCallback(() => openWithQuery(''), [openWithQuery]);

  const close = useCallback(() => {
    setIsOpen(false);
    setScoped(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const toggleScope = useCallback(() => {
    // DocSearch reads its query and parameters once: it restarts with both.
    const input = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    setInitialQuery(input?.value || undefined);
    setScoped((value) => !value);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key becomes the start of the query; don't type it twice.
      event.preventDefault();
      openWithQuery(event.key);
    },
    [openWithQuery],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef});

  return {
    isOpen,
    initialQuery,
    guide,
    scoped,
    container,
    searchButtonRef,
    preload,
    open,
    close,
    toggleScope,
  };
}
