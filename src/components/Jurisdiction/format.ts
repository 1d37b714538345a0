import type {TranspositionStatus} from '@site/src/data/jurisdictions';

/** "2026-11-21" → "21 November 2026", identical on server and client. */
export {formatIsoDate as formatDate} from '@site/src/utils/dates';

export const transpositionLabels: Record<TranspositionStatus, string> = {
  transposed: 'Transposed',
  'partly-transposed': 'Partly transposed',
  'bill-or-draft': 'Bill or draft in progress',
  halted: 'Bill halted',
  'no-draft-reported': 'No draft reported',
  'eea-pending': 'Awaiting EEA incorporation',
};
