import React, {useEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';

type Props = {
  /** The element the dialog renders into. */
  container: RefObject<HTMLElement | null>;
  isOpen: boolean;
  /** The country guide's jurisdiction when search opened on one, else null (no chip). */
  jurisdiction: string | null;
  active: boolean;
  onToggle: () => void;
};

/**
 * Narrows the dialog's search to the country guide the reader is on, and
 * back. It sits in DocSearch's search bar, which is there once the modal has
 * rendered.
 */
export default function ScopeChip({
  container,
  isOpen,
  jurisdiction,
  active,
  onToggle,
}: Props): ReactNode {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    setHost(
      isOpen && jurisdiction
        ? (container.current?.querySelector('.DocSearch-SearchBar') ?? null)
        : null,
    );
    // `active` too: changing scope remounts the modal, and with it the search bar.
  }, [container, isOpen, jurisdiction, active]);
  if (!host || !jurisdiction) return null;
  return createPortal(
    <button type="button" className="DocSearch-Scope" aria-pressed={active} onClick={onToggle}>
      <Translate
        id="theme.SearchBar.scopeToGuide"
        description="The toggle that limits search to the current country guide's jurisdiction"
        values={{jurisdiction}}>
        {'Only {jurisdiction}'}
      </Translate>
    </button>,
    host,
  );
}
