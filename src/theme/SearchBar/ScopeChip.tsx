import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

type Props = {jurisdiction: string; active: boolean; onToggle: () => void};

/** Narrows the dialog's search to the country guide the reader is on, and back. */
export default function ScopeChip({jurisdiction, active, onToggle}: Props): ReactNode {
  return (
    <button type="button" className="DocSearch-Scope" aria-pressed={active} onClick={onToggle}>
      <Translate
        id="theme.SearchBar.scopeToGuide"
        description="The toggle that limits search to the current country guide's jurisdiction"
        values={{jurisdiction}}>
        {'Only {jurisdiction}'}
      </Translate>
    </button>
  );
}
