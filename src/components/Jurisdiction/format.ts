import type {TranspositionStatus} from '@site/src/data/jurisdictions';

export const transpositionLabels: Record<TranspositionStatus, string> = {
  transposed: 'Transposed',
  'partly-transposed': 'Partly transposed',
  'bill-or-draft': 'Bill or draft in progress',
  halted: 'Bill halted',
  'no-draft-reported': 'No draft reported',
  'eea-pending': 'Awaiting EEA incorporation',
};
