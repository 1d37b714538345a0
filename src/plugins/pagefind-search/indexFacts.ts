import {PAGE_RANKS, RANK_FACTORS, type ContentType} from './facets';

/**
 * What the search client must know about the index before it searches,
 * written beside it at build time so that no search has to ask Pagefind:
 * - each filter's values, to leave out a condition every page meets (the
 *   dialog's language and docs version) without downloading every filter;
 * - the rank factor (facets.ts) of each page whose factor is not 1, by
 *   Pagefind's page id, to rank pages before their text is downloaded.
 * A few hundred bytes for this site: the country guides, the bulk of any
 * larger site, have the factor 1 and are not listed.
 */
export interface IndexFacts {
  filters: Record<string, string[]>;
  rankFactors: Record<string, number>;
}

export const INDEX_FACTS_FILE = 'index-facts.json';

/** The parts of a page's Pagefind fragment the facts come from. */
export interface FragmentSummary {
  meta: {lvl0?: string};
  filters: Record<string, string[]>;
}

/** The facts of pages given by Pagefind id. */
export function indexFacts(pages: ReadonlyMap<string, FragmentSummary>): IndexFacts {
  const values = new Map<string, Set<string>>();
  const rankFactors: Record<string, number> = {};
  for (const [id, {meta, filters}] of pages) {
    for (const [name, pageValues] of Object.entries(filters)) {
      const known = values.get(name) ?? new Set<string>();
      pageValues.forEach((value) => known.add(value));
      values.set(name, known);
    }
    const rank = PAGE_RANKS[meta.lvl0 as ContentType];
    const factor = rank === undefined ? 1 : (RANK_FACTORS[rank] ?? 1);
    if (factor !== 1) rankFactors[id] = factor;
  }
  const filters = Object.fromEntries(
    [...values]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, set]) => [name, [...set].sort()]),
  );
  return {filters, rankFactors};
}
