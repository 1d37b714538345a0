import React, {type ReactNode} from 'react';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useSearchLinkCreator, usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useSearchEngine from '@site/src/hooks/useSearchEngine';

export type ResultsFooterProps = Parameters<
  NonNullable<DocSearchModalProps['resultsFooterComponent']>
>[0];

type Props = ResultsFooterProps & {onClose: () => void; jurisdiction: string | null};

/**
 * "See all N …": the search page with the same query, and the same scope (its jurisdiction
 * filter). The count is what the search page counts: Algolia's records, which the dialog lists
 * too, or, with the local index, pages, each of which the dialog shows up to three sections of;
 * the link says which.
 */
export default function ResultsFooter({state, onClose, jurisdiction}: Props): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const {selectMessage} = usePluralForm();
  const engine = useSearchEngine();
  const count = state.context.nbHits as number;
  const scope = jurisdiction ? `&jurisdiction=${encodeURIComponent(jurisdiction)}` : '';
  const text =
    engine === 'local'
      ? translate(
          {
            id: 'theme.SearchBar.seeAllPages',
            message: 'See the 1 matching page|See all {count} matching pages',
          },
          {count},
        )
      : translate(
          {
            id: 'theme.SearchBar.seeAllResults',
            message: 'See the 1 result|See all {count} results',
          },
          {count},
        );
  return (
    <Link to={`${createSearchLink(state.query)}${scope}`} onClick={onClose}>
      {selectMessage(count, text)}
    </Link>
  );
}
