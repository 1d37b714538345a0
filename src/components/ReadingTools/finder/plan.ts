import type {Binding} from '../../../data/types';
import {compareIso, formatIsoDate} from '../../../utils/dates';
import {lowerFirst} from '../../../data/summary';
import {placeName} from '../../../data/placeName';
import type {Answer} from './answer';
import {isStartNotConfirmed} from '../../../data/binding';

/**
 * The finder's answers as a dated plan: what to do now, what to have done by the next
 * deadline that binds, what follows, and what to watch because it does not bind yet. Each step
 * is one sentence about one duty or date of one jurisdiction, linking its row on that
 * jurisdiction's page, where its source is. Pure: the page renders it and the tests check it.
 */

export interface PlanStep {
  key: string;
  jurisdiction: string;
  /**
   * One sentence, without the jurisdiction's name, which the page shows before it: `before`,
   * then `title` (what `link` leads to), then `after`.
   */
  before: string;
  title: string;
  after: string;
  link: string;
  /** The official source of the duty the step is about; absent for a date that no duty has. */
  source?: string;
  binding: Binding;
  date?: string;
}

export interface Plan {
  now: PlanStep[];
  /** The earliest binding date ahead and what falls due on it. */
  next?: {date: string; steps: PlanStep[]};
  /** Binding dates after the next one, earliest first. */
  later: PlanStep[];
  /** Duties and dates that do not bind yet: the Directive's minimums and proposals. */
  watch: PlanStep[];
}

const BINDS = new Set<Binding['status']>(['in-force', 'applies-from']);

/**
 * What to watch in one jurisdiction: the Directive's duties there in one step, with the earliest
 * of their dates, and each proposal on its own.
 */
function watchSteps(a: Answer): PlanStep[] {
  const {id, name, page} = a.jurisdiction;
  const steps: PlanStep[] = [];
  // Enacted with no start set (waiting for regulations or a proclamation), and no date ahead.
  const waiting = a.coming.filter(
    (row) =>
      !row.binding.from &&
      !isStartNotConfirmed(row.binding) &&
      !a.dates.some((d) => d.duties.some((duty) => duty.link === row.link)),
  );
  for (const row of waiting) {
    steps.push({
      key: `${id}:watch:${row.ref}`,
      jurisdiction: name,
      before: 'Follow ',
      title: row.title,
      after: ': it is enacted, but no date has been set for it to start.',
      link: row.link,
      source: row.source,
      binding: row.binding,
    });
  }
  const eu = a.euMinimum?.rows ?? [];
  if (eu.length > 0) {
    const binding = eu[0]!.binding;
    const first = a.dates.find((d) => d.binding.status === 'eu-minimum');
    steps.push({
      key: `${id}:watch:eu-minimum`,
      jurisdiction: name,
      before: 'Prepare for ',
      title: eu.length === 1 ? eu[0]!.title : `${eu.length} of the Directive's duties`,
      after:
        `, which will bind you once ${placeName(name)} takes ${eu.length === 1 ? 'it' : 'them'} into law` +
        (first
          ? `; the first date is ${formatIsoDate(first.date)} (${lowerFirst(first.title)}).`
          : '.'),
      link: eu.length === 1 ? eu[0]!.link : page,
      source: eu[0]!.source,
      binding,
      ...(first && {date: first.date}),
    });
  }
  for (const row of a.proposed) {
    steps.push({
      key: `${id}:watch:${row.ref}`,
      jurisdiction: name,
      before: 'Follow ',
      title: row.title,
      after: ', which is not law yet.',
      link: row.link,
      source: row.source,
      binding: row.binding,
    });
  }
  return steps;
}

/** A step as one sentence of plain text. */
export const stepText = (step: PlanStep) => `${step.before}${step.title}${step.after}`;

/** The plan for every answer, the jurisdictions mixed and each part in date order. */
export function planFor(answers: readonly Answer[]): Plan {
  const now = answers.flatMap((a) =>
    a.now.map((row): PlanStep => ({
      key: `${a.jurisdiction.id}:now:${row.ref}`,
      jurisdiction: a.jurisdiction.name,
      before: 'Comply with ',
      title: row.title,
      after:
        (a.remote
          ? ': it binds you now for the remote roles you advertise that could be done there'
          : ': it binds you now') + (row.onlyIf ? ` if ${row.onlyIf}.` : '.'),
      link: row.link,
      source: row.source,
      binding: row.binding,
    })),
  );
  // An enacted rule whose start we could not confirm may bind already: finding out comes first.
  const check = answers.flatMap((a) =>
    a.coming
      .filter((row) => isStartNotConfirmed(row.binding))
      .map((row): PlanStep => ({
        key: `${a.jurisdiction.id}:check:${row.ref}`,
        jurisdiction: a.jurisdiction.name,
        before: 'Ask whether ',
        title: row.title,
        after: ' binds you yet: it is enacted, but we could not confirm when it starts.',
        link: row.link,
        source: row.source,
        binding: row.binding,
      })),
  );
  const dated = answers
    .flatMap((a) =>
      a.dates
        .filter((d) => BINDS.has(d.binding.status))
        .map((d): PlanStep => ({
          key: `${a.jurisdiction.id}:date:${d.key}`,
          jurisdiction: a.jurisdiction.name,
          before: '',
          title: d.title,
          after: `, on ${formatIsoDate(d.date)}${d.yearly ? ', then every year' : ''}.`,
          link: d.duties[0]?.link ?? a.jurisdiction.page,
          ...(d.duties[0] && {source: d.duties[0].source}),
          binding: d.binding,
          date: d.date,
        })),
    )
    .sort((x, y) => compareIso(x.date!, y.date!));
  const nextDate = dated[0]?.date;
  const watch = answers.flatMap(watchSteps);
  return {
    now: [...now, ...check],
    ...(nextDate && {
      next: {date: nextDate, steps: dated.filter((s) => s.date === nextDate)},
    }),
    later: dated.filter((s) => s.date !== nextDate),
    watch,
  };
}
