/**
 * Stands in for theme-common's utils/reactUtils where the navbar's secondary
 * menu imports it (swapped in by index.ts). Its useShallowMemoObject sorted
 * keys with localeCompare, and the first localeCompare on a page loads ICU
 * collation data: some 20 ms of main thread while a phone renders the mobile
 * menu just after hydration. Keys are plain ASCII names, so `<` sorts them
 * the same way.
 */
import {useMemo} from 'react';

export {ReactContextError, usePrevious} from '@docusaurus/theme-common';

/** The same object as on the previous render while its keys and values are unchanged. */
export function useShallowMemoObject<T extends object>(object: T): T {
  const entries = Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the entries themselves
  return useMemo(() => object, entries.flat());
}
