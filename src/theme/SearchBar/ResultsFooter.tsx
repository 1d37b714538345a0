import React, {type ReactNode} from 'react';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';

export type ResultsFooterProps = Parameters<
  NonNullable<DocSearchModalProps['resultsFooterComponent']>
>[0];

type Props = ResultsFooterProps & {onClose: () => void; jurisdiction: string | null};

/** "See all N results": the search page with the same query, and the same scope (its jurisdiction filter). */
export default function ResultsFooter({state, onClose, jurisdiction}: Props): ReactNode {
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
