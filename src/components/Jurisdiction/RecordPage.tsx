import {placeName} from '@site/src/data/placeName';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {BindingStatus, Jurisdiction} from '@site/src/data/types';
import {dutyStatus, sourcesWithChecks} from '@site/src/data/summary';
import {obligationAnchor} from '@site/src/data/paths';
import {formatIsoDate} from '@site/src/utils/dates';
import {CalendarLinks, KeyDates, SourceLink} from './index';
import {verificationLabels} from './format';
import shared from './styles.module.css';
import styles from './record.module.css';

/**
 * Blocks of the pages generated from a record for states without a written guide
 * (src/plugins/legal-data/pages.ts): every duty with its binding status, the dates and
 * calendar, and each source with the day its facts were last checked.
 */

interface JurisdictionProps {
  jurisdiction: Jurisdiction;
}

const BADGES: Record<BindingStatus, string> = {
  'in-force': 'badge--success',
  'applies-from': 'badge--info',
  proposed: 'badge--warning',
  'eu-minimum': 'badge--secondary',
  expired: 'badge--secondary',
};

/** Every duty in the record: whom it binds and its binding status, linked to its details. */
export function DutiesTable({jurisdiction: j}: JurisdictionProps): ReactNode {
  return (
    <div className={shared.tableWrapper}>
      <table className={styles.dutiesTable} data-testid="duties-table">
        <caption className={shared.visuallyHidden}>
          Pay transparency duties in {placeName(j.name)} and whether they bind
        </caption>
        <thead>
          <tr>
            <th scope="col">Duty</th>
            <th scope="col">Whom it binds</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {j.obligations.map((o) => (
            <tr key={o.id} data-testid="duty" data-binding={o.binding.status}>
              <th scope="row">
                <Link to={`#${obligationAnchor(o.id)}`}>{o.title}</Link>
              </th>
              <td data-label="Whom it binds">{o.appliesTo.description}</td>
              <td data-label="Status">
                <span
                  className={clsx('badge', BADGES[o.binding.status], styles.binding)}
                  data-testid="binding">
                  {dutyStatus(o)}
                </span>
                {o.timing.firstDeadline && (
                  <>; first deadline {formatIsoDate(o.timing.firstDeadline)}</>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The record's dates with the calendar links, or, with none, what its calendar file holds. */
export function Dates({jurisdiction: j}: JurisdictionProps): ReactNode {
  if (j.deadlines.length > 0) return <KeyDates jurisdiction={j} />;
  return (
    <>
      <p data-testid="no-dates">
        No deadline of {placeName(j.name)}&apos;s own is in its calendar yet, so its calendar file
        has no events; subscribe to it and each date arrives in your calendar once it is recorded.
        {j.obligations.some((o) => o.timing.inForceFrom || o.timing.firstDeadline) &&
          ' The dates given for each duty, with whether it binds, are in the table above.'}
      </p>
      <CalendarLinks jurisdiction={j} />
    </>
  );
}

/** Each source once, with the facts it supports and when and how they were last checked. */
export function VerifiedSources({jurisdiction: j}: JurisdictionProps): ReactNode {
  const {checked, other} = sourcesWithChecks(j);
  return (
    <div data-testid="verified-sources">
      {checked.length > 0 ? (
        <ul className={styles.sources}>
          {checked.map(({source, checks}) => (
            <li key={`${source.url} ${source.title}`}>
              <SourceLink source={source} />
              {checks.map(({verified, facts}) => (
                <span key={`${verified.date}-${verified.method}`} className={styles.checks}>
                  Last verified{' '}
                  <time dateTime={verified.date} data-testid="source-verified">
                    {formatIsoDate(verified.date)}
                  </time>
                  , {verificationLabels[verified.method]}, for:{' '}
                  {facts.map((fact, n) => (
                    <span key={fact.anchor}>
                      {n > 0 && '; '}
                      <Link to={`#${fact.anchor}`}>{fact.title}</Link>
                    </span>
                  ))}
                  .
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          The record states no duty and no Directive status, so no source here carries a
          verification date of its own.
        </p>
      )}
      {other.length > 0 && (
        <>
          <p>Laws, dates and further sources the record cites:</p>
          <ul className={styles.sources}>
            {other.map((source) => (
              <li key={source.url}>
                <SourceLink source={source} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
