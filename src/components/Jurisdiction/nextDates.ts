import type {Binding} from '@site/src/data/types';

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

/** Every item due on the earliest date on or after `from`, among those `keep` accepts. */
function earliest<T extends Dated>(dates: readonly T[], from: string, keep: (d: T) => boolean) {
  const later = dates.filter((d) => d.date >= from && keep(d));
  const first = later.reduce((min, d) => (d.date < min ? d.date : min), later[0]?.date ?? '');
  return later.filter((d) => d.date === first);
}

/**
 * What a reader plans around next: the next date that binds employers and the next that does
 * not bind yet, each with every item due that day, so an EU minimum is never shown as the
 * national deadline. Counting from `from` (the record's review date) keeps builds stable.
 */
export function nextDates<T extends Dated>(
  dates: readonly T[],
  from: string,
): {binding: T[]; notYetBinding: T[]} {
  return {
    binding: earliest(dates, from, (d) => bindsEmployers(d.binding)),
    notYetBinding: earliest(dates, from, (d) => notYetBinding(d.binding)),
  };
}
