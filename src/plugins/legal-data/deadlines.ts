import type {Binding, Dataset} from '../../data/types';
import {nextOccurrence} from '../../utils/dates';
import {calendarPath} from '../../data/paths';

/**
 * The dates ahead across the whole dataset, for the deadlines page: each jurisdiction's own
 * dates from `today` on (a yearly date at its next occurrence), with the binding status it
 * has there. A Directive date is listed once, under the Directive, as an EU minimum; each
 * state's page and calendar say whether it binds there.
 */
export interface UpcomingDate {
  key: string;
  date: string;
  yearly: boolean;
  title: string;
  jurisdiction: {id: string; name: string; page: string; calendar: string};
  binding: Binding;
}

export function upcomingDates(dataset: Dataset, today: string): UpcomingDate[] {
  return dataset.jurisdictions
    .flatMap((j) =>
      j.deadlines
        .filter((d) => !d.sharedFrom)
        .flatMap((d) => {
          const yearly = d.recurrence === 'yearly';
          const date = nextOccurrence(d.date, today, yearly);
          if (!date) return [];
          return [
            {
              key: d.key,
              date,
              yearly,
              title: d.title,
              jurisdiction: {id: j.id, name: j.name, page: j.page, calendar: calendarPath(j.id)},
              binding: d.binding,
            },
          ];
        }),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.jurisdiction.name.localeCompare(b.jurisdiction.name),
    );
}
