import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import buildDate from '@legal-data/build-date.json';
import places from '@legal-data/places.json';
import ScrollableTable, {TableCaption} from '@site/src/components/ScrollableTable';
import {formatIsoDate} from '@site/src/utils/dates';
import type {DutyLine, Milestone, PlaceRow, PlaceTable} from './rows';
import styles from './styles.module.css';

/**
 * Every state, province, district, county and city inside one jurisdiction, with each duty's
 * threshold, date and binding status, from the legal dataset. On a phone the rows stack into
 * labelled blocks, so the page never scrolls sideways. No explicit ARIA roles: HTML forbids
 * restating a table element's own role, and each stacked cell names its column.
 */

/** The column headers; on a phone each stacked cell repeats its own before its text. */
const COLUMNS = ['Jurisdiction', 'Duty', 'Who is covered', 'From', 'Status'] as const;
const [, DUTY, WHO, FROM, STATUS] = COLUMNS;

/** The overview of `parent`; an id with no record gets an empty one, which says so. */
const tableOf = (parent: string): PlaceTable =>
  places[parent] ?? {name: parent, rows: [], dates: [], milestones: []};

function DateCell({date}: {date: DutyLine['date']}): ReactNode {
  if (!date) return 'Not recorded';
  const time = <time dateTime={date.iso}>{formatIsoDate(date.iso)}</time>;
  return date.firstDeadline ? <>First due {time}</> : time;
}

/** Links to duties, separated by semicolons. */
function DutyLinks({duties}: {duties: ReadonlyArray<{label: string; link: string}>}): ReactNode {
  return duties.map((duty, i) => (
    <span key={duty.link}>
      {i > 0 && '; '}
      <Link to={duty.link}>{duty.label}</Link>
    </span>
  ));
}

function DutyCells({line}: {line: DutyLine}): ReactNode {
  return (
    <>
      <td data-label={DUTY}>
        <DutyLinks duties={line.kinds} />
      </td>
      <td data-label={WHO} className={styles.who}>
        {line.who}
      </td>
      <td data-label={FROM}>
        <DateCell date={line.date} />
      </td>
      <td data-label={STATUS} className={clsx(line.binding.status !== 'in-force' && styles.notYet)}>
        {line.binding.label}
      </td>
    </>
  );
}

function PlaceName({row}: {row: PlaceRow}): ReactNode {
  return (
    <>
      <Link to={row.page}>{row.name}</Link>
      {row.within && <span className={styles.within}> in {row.within}</span>}
    </>
  );
}

function PlaceRows({row}: {row: PlaceRow}): ReactNode {
  const header = (span: number) => (
    <th scope="rowgroup" rowSpan={span} className={styles.place}>
      <PlaceName row={row} />
    </th>
  );
  return (
    <tbody
      className={clsx(styles.group, row.depth > 1 && styles.nested)}
      data-jurisdiction={row.id}>
      {row.duties.length === 0 ? (
        <tr>
          {header(1)}
          <td colSpan={4} className={styles.none}>
            No rule of its own in the dataset{row.hasChildren && '; its local rules follow'}.
          </td>
        </tr>
      ) : (
        row.duties.map((line, i) => (
          <tr key={line.kinds[0]!.link}>
            {i === 0 && header(row.duties.length)}
            <DutyCells line={line} />
          </tr>
        ))
      )}
    </tbody>
  );
}

/**
 * The table of every jurisdiction inside `parent` (a country id, e.g. "united-states"), under
 * `caption`, which names what the rows are ("States, cities and counties with their own rules").
 */
export default function SubJurisdictionTable({
  parent,
  caption,
}: {
  parent: string;
  caption: string;
}): ReactNode {
  const {name, rows} = tableOf(parent);
  if (rows.length === 0) {
    return <p>The dataset holds no state, province or city inside {name} yet.</p>;
  }
  return (
    <ScrollableTable label={caption} className={styles.container}>
      <table className={styles.table} data-testid="sub-jurisdictions">
        <TableCaption className={styles.caption}>
          {caption} ({rows.length} in the dataset)
        </TableCaption>
        <thead className={styles.head}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <PlaceRows key={row.id} row={row} />
        ))}
      </table>
    </ScrollableTable>
  );
}

/** The dated events ahead in every jurisdiction inside `parent`, soonest first. */
export function SubJurisdictionDates({parent}: {parent: string}): ReactNode {
  const {name, dates} = tableOf(parent);
  if (dates.length === 0) return <p>No dated event ahead inside {name} is recorded.</p>;
  return (
    <ul className={styles.dates} data-testid="sub-jurisdiction-dates">
      {dates.map((d) => (
        <li key={d.key}>
          <time dateTime={d.date} className={styles.date}>
            {formatIsoDate(d.date)}
            {d.yearly && ', then every year'}
          </time>{' '}
          {/* Some records' date titles already open with their place ("Columbus: …"). */}
          {!d.title.startsWith(`${d.place}:`) && `${d.place}: `}
          <Link to={d.link}>{d.title}</Link>
          {` (${d.binding.label})`}
        </li>
      ))}
    </ul>
  );
}

const EVENT_WORDS: Record<Milestone['event'], string> = {
  'in-force': 'in force from this day',
  'first-deadline': 'first due',
};

/**
 * When the duties in force in `parent` and in every place inside it began to apply or first fell
 * due, before the day of the build, oldest first, each linking the duty on its page.
 */
export function Milestones({parent}: {parent: string}): ReactNode {
  const {name, milestones} = tableOf(parent);
  const past = milestones.filter((m) => m.date < buildDate);
  if (past.length === 0) return <p>No duty in {name} is recorded as applying yet.</p>;
  return (
    <ul className={styles.dates} data-testid="milestones">
      {past.map((m) => (
        <li key={m.key}>
          <time dateTime={m.date} className={styles.date}>
            {formatIsoDate(m.date)}
          </time>{' '}
          {m.place}: <DutyLinks duties={m.duties} /> ({EVENT_WORDS[m.event]})
        </li>
      ))}
    </ul>
  );
}
