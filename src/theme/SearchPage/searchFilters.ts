import type algoliaSearchHelper from 'algoliasearch-helper';
import {useQueryStringList} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {CONTENT_TYPES, TOPICS} from '@site/src/plugins/pagefind-search/facets';
import {compareNames} from '@site/src/utils/names';

/** The filters, by the facet both engines index and the URL parameter that keeps them. */
export const FILTERS = [
  {
    facet: 'content_type',
    param: 'type',
    order: CONTENT_TYPES as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.type', message: 'Content type'}),
  },
  {
    facet: 'jurisdiction',
    param: 'jurisdiction',
    order: [] as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.jurisdiction', message: 'Jurisdiction'}),
  },
  {
    facet: 'topic',
    param: 'topic',
    order: TOPICS.map(({topic}) => topic) as readonly string[],
    label: translate({id: 'theme.SearchPage.filters.topic', message: 'Topic'}),
  },
] as const;

export type Facet = (typeof FILTERS)[number]['facet'];

/** The values chosen for each filter. */
export type Selection = Record<Facet, readonly string[]>;

export type FacetCounts = {value: string; count: number}[];

/** A selection from whatever holds each filter's values. */
export function selectionOf(valuesOf: (facet: Facet) => readonly string[] | undefined): Selection {
  return {
    content_type: valuesOf('content_type') ?? [],
    jurisdiction: valuesOf('jurisdiction') ?? [],
    topic: valuesOf('topic') ?? [],
  };
}

/** The chosen filter values, kept in the URL under each filter's parameter. */
export function useSelectedFilters(): {
  selected: Selection;
  select: (facet: Facet, values: string[]) => void;
} {
  const [type, jurisdiction, topic] = FILTERS;
  const [types, setTypes] = useQueryStringList(type.param);
  const [jurisdictions, setJurisdictions] = useQueryStringList(jurisdiction.param);
  const [topics, setTopics] = useQueryStringList(topic.param);
  const setters = {content_type: setTypes, jurisdiction: setJurisdictions, topic: setTopics};
  return {
    selected: {content_type: types, jurisdiction: jurisdictions, topic: topics},
    select: (facet, values) => setters[facet](values),
  };
}

/** Identifies a search by its query and filters, so a late answer to an older one is dropped. */
export function searchKey(query: string, selected: Partial<Selection>): string {
  return JSON.stringify([query, FILTERS.map(({facet}) => [...(selected[facet] ?? [])].sort())]);
}

/** A filter's values with their counts, in the filter's own order (else A to Z), chosen ones always shown. */
export function countsOf(
  results: algoliaSearchHelper.SearchResults,
  facet: Facet,
  selected: readonly string[],
): FacetCounts {
  const counted = (results.getFacetValues(facet, {sortBy: ['name:asc']}) ?? []) as {
    name: string;
    count: number;
  }[];
  const values = counted.map(({name, count}) => ({value: name, count}));
  for (const value of selected) {
    if (!values.some((entry) => entry.value === value)) values.push({value, count: 0});
  }
  const order = FILTERS.find((filter) => filter.facet === facet)!.order;
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return values.sort((a, b) => rank(a.value) - rank(b.value) || compareNames(a.value, b.value));
}
