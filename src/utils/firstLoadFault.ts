/**
 * Whether a download of the first page's code failed, so the app rendered
 * over the server's HTML instead of hydrating it. The load-faults plugin sets
 * it; the performance plugin reads it, as there is then no article to keep.
 */
let failed = false;

export function firstLoadFailed(): boolean {
  return failed;
}

export function markFirstLoadFailed(): void {
  failed = true;
}
