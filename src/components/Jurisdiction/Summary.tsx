import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Jurisdiction} from '@site/src/data/types';
import {placeName} from '@site/src/data/placeName';
import {statusLine, whatToDoNow, type DutyLine} from '@site/src/data/summary';
import {obligationAnchor} from '@site/src/data/paths';
import styles from './record.module.css';

/**
 * The top of every country page, written guide or generated: where the state stands in one
 * line, and what an employer must do now. The words come from src/data/summary.ts.
 */

interface JurisdictionProps {
  jurisdiction: Jurisdiction;
}

export function StatusLine({jurisdiction}: JurisdictionProps): ReactNode {
  const {head, detail} = statusLine(jurisdiction);
  return (
    <p className={styles.statusLine} data-testid="status-line">
      <strong>{head}:</strong> {detail}
    </p>
  );
}

function DutyList({duties, testId}: {duties: readonly DutyLine[]; testId: string}): ReactNode {
  return (
    <ul className={styles.duties}>
      {duties.map((duty) => (
        <li key={duty.id} data-testid={testId}>
          <Link to={`#${obligationAnchor(duty.id)}`} className={styles.dutyTitle}>
            {duty.title}
          </Link>
          . {duty.who} {duty.status}.
        </li>
      ))}
    </ul>
  );
}

/** Where the Directive's own duties and dates are, and why they do not bind by themselves. */
function DirectiveNote({jurisdiction: j}: JurisdictionProps): ReactNode {
  const place = placeName(j.name);
  const directive = (
    <Link to="/eu-pay-transparency-directive#reporting-timeline">
      EU Pay Transparency Directive
    </Link>
  );
  return j.membership === 'eea' ? (
    <p>
      The {directive} binds employers in {place} only once it is part of the EEA Agreement and{' '}
      {place} has implemented it; until then its duties and dates are not binding there.
    </p>
  ) : (
    <p>
      The {directive} binds employers in {place} only through national law: where {place} has not
      adopted a rule for one of its duties, that duty and its dates are an EU minimum, not yet
      binding there. Until it does, the safer course is to prepare on the Directive&apos;s own
      timetable.
    </p>
  );
}

export function WhatToDoNow({jurisdiction: j}: JurisdictionProps): ReactNode {
  const {now, within, nothingYet, coming, startNotConfirmed, proposed} = whatToDoNow(j);
  return (
    <div className={styles.whatToDo} data-testid="what-to-do-now">
      {nothingYet ? (
        <p data-testid="nothing-binds">{nothingYet}</p>
      ) : (
        <>
          <p>
            {now.length === 1 ? 'This duty binds' : 'These duties bind'} employers in{' '}
            {placeName(j.name)} now:
          </p>
          <DutyList duties={now} testId="duty-now" />
        </>
      )}
      {within && (
        <p data-testid="places-within">
          {within.lead}{' '}
          {within.places.map((place, n) => (
            <Fragment key={place.page}>
              {n > 0 && (n === within.places.length - 1 ? ' and ' : ', ')}
              <Link to={place.page}>{place.name}</Link>
            </Fragment>
          ))}
          .
        </p>
      )}
      {coming.length > 0 && (
        <>
          <p>Enacted, and binding from a later date:</p>
          <DutyList duties={coming} testId="duty-coming" />
        </>
      )}
      {startNotConfirmed.length > 0 && (
        <>
          <p>Enacted, but we could not confirm whether they apply yet:</p>
          <DutyList duties={startNotConfirmed} testId="duty-start-not-confirmed" />
        </>
      )}
      {proposed && (
        <p>
          {proposed} Each is listed under <Link to="#obligations">Obligations</Link> with its
          status.
        </p>
      )}
      {j.directive && j.directive.status !== 'transposed' && <DirectiveNote jurisdiction={j} />}
    </div>
  );
}
