import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** Takes the place of a screen about no query, or an earlier one, while the typed query is stalled. */
export default function SearchStalledScreen(): ReactNode {
  return (
    <div className="DocSearch-StalledScreen" role="status">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.stalledText">Searching…</Translate>
      </p>
    </div>
  );
}
