import type {
  ChangeTopic,
  ObligationKind,
  ObligationStatus,
  TranspositionStatus,
  Verification,
} from '@site/src/data/types';

/** Reader-facing words for the dataset's codes; the Open data page lists the same words. */

export const transpositionLabels: Record<TranspositionStatus, string> = {
  transposed: 'Transposed',
  'partly-transposed': 'Partly transposed',
  'bill-or-draft': 'Bill or draft in progress',
  halted: 'Bill halted',
  'no-draft-reported': 'No draft reported',
  'eea-pending': 'Awaiting EEA incorporation',
};

export const obligationStatusLabels: Record<ObligationStatus, string> = {
  'in-force': 'In force',
  'adopted-not-in-force': 'Adopted, not yet in force',
  bill: 'Bill before parliament',
  draft: 'Draft',
  halted: 'Halted',
  'nothing-reported': 'Nothing reported',
  expired: 'Expired',
};

export const obligationKindLabels: Record<ObligationKind, string> = {
  'gender-pay-gap-reporting': 'Gender pay gap reporting',
  'pay-range-in-job-adverts': 'Pay range in job adverts',
  'pay-information-before-employment': 'Pay information before employment',
  'pay-history-ban': 'Pay history ban',
  'pay-setting-criteria': 'Pay-setting criteria',
  'right-to-information': 'Right to information',
  'pay-secrecy-ban': 'Pay secrecy ban',
  'joint-pay-assessment': 'Joint pay assessment',
  'equal-pay-analysis': 'Equal pay analysis',
  'equal-pay-certification': 'Equal pay certification',
  'pay-register': 'Pay register',
  'equality-plan': 'Equality plan',
  'workforce-report': 'Workforce report',
  'pay-equity-plan': 'Pay equity plan',
  'sustainability-reporting-metric': 'Sustainability reporting metric',
  transposition: 'Transposition by Member States',
};

export const frequencyLabels = {
  once: 'Once',
  yearly: 'Every year',
  'every-2-years': 'Every two years',
  'every-3-years': 'Every three years',
  'every-4-years': 'Every four years',
  'every-5-years': 'Every five years',
  'on-request': 'On request or when triggered',
  continuous: 'At all times',
} as const;

export const verificationLabels: Record<Verification['method'], string> = {
  'official-text': 'checked against the official text',
  'secondary-source': 'secondary source only, not yet confirmed in the official text',
};

/** The Directive grid's cell statuses (src/plugins/legal-data/tools.ts). */
export const cellStatusLabels = {
  'as-directive': 'Transposed as the Directive',
  further: 'Goes further',
  'existing-law': 'Existing national law',
  draft: 'Bill or draft',
  halted: 'Bill halted',
  'nothing-reported': 'Nothing reported',
} as const;

/** What a recorded change is about, for the filters on /changes (src/plugins/legal-data/publish.ts). */
export const changeTopicLabels: Record<ChangeTopic, string> = {
  record: 'Records added or revised',
  transposition: 'Transposition status',
  duty: 'Duties',
  date: 'Dates',
};

/** "250+ employees", "150–249 employees", or "" when the duty has no headcount threshold. */
export function band({min, max}: {min?: number; max?: number}): string {
  if (min && max) return `${min}–${max} employees`;
  if (min) return `${min}+ employees`;
  return '';
}
