import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import dates from '@legal-data/deadlines.json';
import jurisdictions from '@legal-data/tools.json';
import {CalendarLinks, FileLink} from '@site/src/components/Jurisdiction';
import {calendarPath} from '@site/src/data/paths';
import {formatIsoDate} from '@site/src/utils/dates';
import styles from './styles.module.css';

/** Blocks of the deadlines page, rendered from the legal dataset at build time. */

/** Every date ahead, soonest first, each with whether it binds and where. */
export function UpcomingDates(): ReactNode {
  return (
    <ol className={styles.dates} data-testid="upcoming-dates">
      {dates.map((d) => (
        <li key={d.key} data-binding={d.binding.status}>
          <time dateTime={d.date} className={styles.date}>
            {formatIsoDate(d.date)}
            {d.yearly && ', then every year'}
          </time>{' '}
          <Link to={d.jurisdiction.page}>{d.jurisdiction.name}</Link>: {d.title}{' '}
          <span className={styles.binding}>({d.binding.label})</span>
        </li>
      ))}
    </ol>
  );
}

/** A calendar file for every jurisdiction, grouped under the jurisdiction it lies in. */
export function CalendarFiles(): ReactNode {
  const countries = jurisdictions.filter((j) => !j.parent);
  const inside = (id: string) => jurisdictions.filter((j) => j.parent === id);
  const item = (j: (typeof jurisdictions)[number]): ReactNode => (
    <li key={j.id}>
      <FileLink path={calendarPath(j.id)}>{j.name}</FileLink>
      {inside(j.id).length > 0 && <ul>{inside(j.id).map(item)}</ul>}
    </li>
  );
  return (
    <>
      <CalendarLinks />
      <ul className={styles.files} data-testid="calendar-files">
        {countries.map(item)}
      </ul>
    </>
  );
}
