/**
 * Orders names A to Z, ignoring case, without `localeCompare`: its first call on a page loads
 * ICU collation data, one long task on a phone, and the finder's answer and the search page's
 * filters sort in the browser (the overview tables, which use it too, are sorted at build time).
 * Code-unit order gives English order for the dataset's names; `names.test.ts` checks every
 * jurisdiction name and dated event title against `localeCompare`, so a name that would sort
 * differently fails the unit tests.
 */
export function compareNames(a: string, b: string): number {
  const first = a.toLowerCase();
  const second = b.toLowerCase();
  return first < second ? -1 : first > second ? 1 : 0;
}
