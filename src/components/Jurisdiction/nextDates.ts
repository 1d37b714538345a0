import type {Binding} from '@site/src/data/types';
import {nextOccurrence} from '../../utils/dates';

/** A dated item with its binding status: a deadline, or a date the reading tools list. */
interface Dated {
  date: string;
  binding: Binding;
}

/** Whether a date binds employers: under law in force, or enacted law with a set start. */
export const bindsEmployers = ({status}: Binding) =>
  status === 'in-force' || status === 'applies-from';

/** Whether a date is still only a proposal or an EU minimum the state has not transposed. */
const notYetBinding = ({status}: Binding) => status === 'proposed' || status === 'eu-minimum';

/** Every item due on the earliest of the dates ahead, among those `keep` accepts. */
function earliest<T extends Dated>(ahead: readonly T[], keep: (d: T) => boolean) {
  const kept = ahead.filter(keep);
  const first = kept.reduce((min, d) => (d.date < min ? d.date : min), kept[0]?.date ?? '');
  return kept.filter((d) => d.date === first);
}

/**
 * What a reader plans around next: the next date that binds employers and the next that does
 * not bind yet, each with every item due that day, so an EU minimum is never shown as the
 * national deadline. Dates are counted from `today` (the build's day, so a page says what a
 * calendar built the same day says), and a yearly date comes at its next occurrence.
 */
export function nextDates<T extends Dated>(
  dates: readonly T[],
  today: string,
  isYearly: (d: T) => boolean,
): {binding: T[]; notYetBinding: T[]} {
  const ahead = dates.flatMap((d) => {
    const date = nextOccurrence(d.date, today, isYearly(d));
    return date ? [{...d, date}] : [];
  });
  return {
    binding: earliest(ahead, (d) => bindsEmployers(d.binding)),
    notYetBinding: earliest(ahead, (d) => notYetBinding(d.binding)),
  };
}
