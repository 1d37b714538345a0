import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatIsoDate} from '@site/src/utils/dates';
import {band} from '../../Jurisdiction/format';
import {placeName} from '@site/src/data/placeName';
import {isStartNotConfirmed} from '@site/src/data/binding';
import {countOf, type Answer, type DateRow, type DutyRow, type RemoteReach} from './answer';
import styles from './styles.module.css';

/** One jurisdiction's answer: what applies now, later, under the Directive and in proposals. */

function Status({label}: {label: string}): ReactNode {
  return (
    <span className={styles.status} data-status>
      {label}
    </span>
  );
}

function Duty({row}: {row: DutyRow}): ReactNode {
  const size = band(row);
  return (
    <li data-obligation={row.ref}>
      <Link to={row.link}>{row.title}</Link> <Status label={row.binding.label} />
      {size && <span className={styles.band}> {size}</span>}
      {row.onlyIf && <span className={styles.condition}>Only if {row.onlyIf}.</span>}
      {row.proposals.length > 0 && (
        <ul className={styles.proposals}>
          {row.proposals.map((p) => (
            <li key={p.ref} data-obligation={p.ref}>
              Would be transposed by <Link to={p.link}>{p.title}</Link>{' '}
              <Status label={p.binding.label} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Duties({rows, testId}: {rows: readonly DutyRow[]; testId?: string}): ReactNode {
  return (
    <ul className={styles.duties} data-testid={testId}>
      {rows.map((row) => (
        <Duty key={row.ref} row={row} />
      ))}
    </ul>
  );
}

/** The heading over enacted rules: applying later, or with a start we could not confirm. */
function enactedHeading(rows: readonly DutyRow[]): string {
  const unconfirmed = rows.filter((row) => isStartNotConfirmed(row.binding)).length;
  if (unconfirmed === 0) return 'Enacted, applies later';
  return unconfirmed === rows.length
    ? 'Enacted, start not confirmed'
    : 'Enacted, applies later or start not confirmed';
}

function DateItem({row}: {row: DateRow}): ReactNode {
  const named = row.duties.length !== 1 || !row.title.endsWith(row.duties[0]!.title);
  return (
    <li data-date={row.date} data-key={row.key} data-binding={row.binding.status}>
      <time dateTime={row.date} className={styles.when}>
        {formatIsoDate(row.date)}
      </time>
      {row.yearly && ' and every year'}: {row.title} <Status label={row.binding.label} />
      {named && row.duties.length > 0 && (
        <span className={styles.concerns}>
          {' '}
          For:{' '}
          {row.duties.map((d, i) => (
            <span key={d.link}>
              {i > 0 && '; '}
              <Link to={d.link}>{d.title}</Link>
            </span>
          ))}
          .
        </span>
      )}
      {row.notes.map((note) => (
        <span key={note} className={styles.note}>
          {' '}
          {note}
        </span>
      ))}
    </li>
  );
}

/** For remote roles alone: the rules that do not reach them, and those not known to. */
function RemotePart({id, name, reach}: {id: string; name: string; reach: RemoteReach}): ReactNode {
  return (
    <div data-testid="remote-reach">
      <Heading as="h3" id={id}>
        Rules that do not, or may not, reach your remote roles
      </Heading>
      {reach.outside.length > 0 && (
        <ul className={styles.duties} data-testid="remote-outside">
          {reach.outside.map((row) => (
            <li key={row.ref} data-obligation={row.ref}>
              <Link to={row.link}>{row.title}</Link> <Status label={row.binding.label} />:{' '}
              {row.reason}.
            </li>
          ))}
        </ul>
      )}
      {reach.unknown.length > 0 ? (
        <>
          <p>
            The sources recorded for {placeName(name)} do not say whether{' '}
            {reach.unknown.length === 1 ? 'this rule reaches' : 'these rules reach'} remote roles
            that could be done there; it is not known:
          </p>
          <Duties rows={reach.unknown} testId="remote-unknown" />
        </>
      ) : (
        reach.outside.length === 0 && (
          <p>
            Every rule recorded here for your sector reaches your remote roles and is listed above.
          </p>
        )
      )}
    </div>
  );
}

export default function AnswerBlock({answer: a}: {answer: Answer}): ReactNode {
  const {id, name, page, coverage} = a.jurisdiction;
  const part = (suffix: string) => `${id}-${suffix}`;
  return (
    <section className={styles.block} aria-labelledby={part('answer')} data-testid={`answer-${id}`}>
      <Heading as="h2" id={part('answer')}>
        {name}: {a.remote ? 'remote roles only' : countOf(a.headcount, 'employee')}
        {a.sectorMatters && `, ${a.sector} sector`}
      </Heading>
      <p className={styles.summary}>
        {a.dates.length > 0
          ? `${countOf(a.dates.length, 'deadline')} ahead, the next on ${formatIsoDate(a.dates[0]!.date)} (${a.dates[0]!.binding.label}).`
          : 'No dated deadline ahead at this size.'}{' '}
        <Link to={page}>Everything on {name}</Link>
      </p>
      {coverage && (
        // Who the law reaches beyond a headcount (a sector, an industry, a level of government).
        <details className={styles.coverage} data-testid="jurisdiction-coverage">
          <summary>Who {placeName(name)}'s rules cover</summary>
          <p>{coverage}</p>
        </details>
      )}

      <Heading as="h3" id={part('now')}>
        Applies now{a.now.length > 0 && ` (${countOf(a.now.length, 'rule')})`}
      </Heading>
      {a.nowReason ? <p>{a.nowReason}</p> : <Duties rows={a.now} />}

      {a.remote && <RemotePart id={part('remote')} name={name} reach={a.remote} />}

      {a.coming.length > 0 && (
        <>
          <Heading as="h3" id={part('coming')}>
            {enactedHeading(a.coming)} ({countOf(a.coming.length, 'rule')})
          </Heading>
          <Duties rows={a.coming} />
        </>
      )}

      {a.euMinimum && (
        <>
          <Heading as="h3" id={part('eu-minimum')}>
            What the Directive will require once transposed
            {a.euMinimum.rows.length > 0 &&
              ` (${countOf(a.euMinimum.rows.length, 'duty', 'duties')})`}
          </Heading>
          <p>{a.euMinimum.intro}</p>
          {a.euMinimum.rows.length > 0 && <Duties rows={a.euMinimum.rows} />}
        </>
      )}

      <Heading as="h3" id={part('proposed')}>
        Proposed{a.proposed.length > 0 && ` (${countOf(a.proposed.length, 'rule')})`}
      </Heading>
      {a.proposed.length > 0 && <Duties rows={a.proposed} />}
      {a.proposedNote && <p>{a.proposedNote}</p>}

      <Heading as="h3" id={part('dates')}>
        Dates ahead ({countOf(a.dates.length, 'deadline')})
      </Heading>
      {a.dates.length > 0 ? (
        <ol className={styles.dates}>
          {a.dates.map((row) => (
            <DateItem key={row.key} row={row} />
          ))}
        </ol>
      ) : (
        <p>Nothing in this answer has a date ahead.</p>
      )}
    </section>
  );
}
