import {DatasetError, loadDatasetFrom} from '../../src/data/load';
import type {Dataset} from '../../src/data/types';
import type {Problem} from './problems';

/** The legal dataset's checks as content problems, so lint:content prints them with the rest. */
export function checkDataset(root: string): {dataset?: Dataset; problems: Problem[]} {
  try {
    return {dataset: loadDatasetFrom(root), problems: []};
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    return {
      problems: error.problems.map(({file, line, field, message, fix}) => ({
        file,
        line,
        rule: 'data',
        message: `${field}: ${message}`,
        fix,
      })),
    };
  }
}

export interface StaleFact {
  /** "<jurisdiction>.<obligation>" or "<jurisdiction>.directive". */
  id: string;
  verified: string;
  days: number;
}

const DAY_MS = 86_400_000;

/** Facts last verified more than `maxDays` before `today`, oldest first: what to review next. */
export function staleFacts(dataset: Dataset, today: string, maxDays = 120): StaleFact[] {
  const age = (date: string) => Math.round((Date.parse(today) - Date.parse(date)) / DAY_MS);
  return dataset.jurisdictions
    .flatMap((j) => [
      ...j.obligations.map((o) => ({id: `${j.id}.${o.id}`, verified: o.verified.date})),
      ...(j.directive ? [{id: `${j.id}.directive`, verified: j.directive.verified.date}] : []),
    ])
    .map((fact) => ({...fact, days: age(fact.verified)}))
    .filter((fact) => fact.days > maxDays)
    .sort((a, b) => b.days - a.days || a.id.localeCompare(b.id));
}

export interface PassedDate {
  /** "<jurisdiction>.<obligation>" or "<jurisdiction>.<deadline>". */
  id: string;
  date: string;
  /** What the record still says although the date has passed. */
  says: string;
}

/**
 * Records whose own date has passed while their status still looks ahead: an enacted rule that
 * was to apply from a date now past, or a proposed date now past. Each is probably in force,
 * postponed or dropped; the record must say which. Listed for review, like stale facts.
 */
export function passedDates(dataset: Dataset, today: string): PassedDate[] {
  return dataset.jurisdictions
    .flatMap((j) => [
      ...j.obligations
        .filter((o) => o.status === 'adopted-not-in-force' && o.timing.inForceFrom)
        .map((o) => ({
          id: `${j.id}.${o.id}`,
          date: o.timing.inForceFrom!,
          says: 'not yet in force',
        })),
      ...j.deadlines
        .filter((d) => !d.sharedFrom && d.status === 'proposed')
        .map((d) => ({id: d.key, date: d.date, says: 'proposed'})),
    ])
    .filter((record) => record.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
