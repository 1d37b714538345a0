import type {IsoDate, TranspositionStatus} from '@site/src/data/jurisdictions';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-21" → "21 November 2026", identical on server and client. */
export function formatDate(iso: IsoDate | string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

export const transpositionLabels: Record<TranspositionStatus, string> = {
  transposed: 'Transposed',
  'partly-transposed': 'Partly transposed',
  'bill-or-draft': 'Bill or draft in progress',
  halted: 'Bill halted',
  'no-draft-reported': 'No draft reported',
  'eea-pending': 'Awaiting EEA incorporation',
};
