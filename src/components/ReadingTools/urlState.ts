import {useCallback, useEffect, useState} from 'react';

/**
 * State that lives in the page's query string, so a comparison or a finder answer can be
 * bookmarked and shared. The static HTML knows no query, so the page first renders `initial`
 * (what readers without JavaScript see) and reads the query once after hydration; changes are
 * written back with replaceState, which adds no history entry and makes no request.
 */
export function useUrlState<T>(
  initial: T,
  parse: (params: URLSearchParams) => T,
  serialise: (state: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (window.location.search) setState(parse(new URLSearchParams(window.location.search)));
    // Read once, on the first client render: later changes come from the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = useCallback(
    (next: T) => {
      setState(next);
      const query = serialise(next).toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    },
    [serialise],
  );
  return [state, update];
}

/** Splits a comma-separated list parameter into known and unknown values. */
export function splitKnown(
  value: string | null,
  known: ReadonlySet<string>,
): {found: string[]; unknown: string[]} {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unique = items.filter((item, i) => items.indexOf(item) === i);
  return {
    found: unique.filter((item) => known.has(item)),
    unknown: unique.filter((item) => !known.has(item)),
  };
}

/** Values from the address, quoted and cut short, for the sentence that says they were ignored. */
export const quote = (items: readonly string[]): string =>
  items.map((item) => `"${item.slice(0, 40)}"`).join(', ');
