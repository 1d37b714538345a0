import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable, {TableCaption} from '@site/src/components/ScrollableTable';
import transposition from '@legal-data/transposition.json';
import {transpositionLabels} from '@site/src/components/Jurisdiction/format';
import {formatIsoDate} from '@site/src/utils/dates';
import styles from './styles.module.css';

/**
 * Every EU and EEA state's transposition status, from the legal dataset: one short row per
 * state (status, how many of the Directive's employer duties bind there, the source, the date),
 * with what exists and what is pending behind a disclosure and on the state's own page.
 */
export default function TranspositionTable(): ReactNode {
  const {rows} = transposition;
  const totalDuties = employerDuties.length;
  return (
    <ScrollableTable label="transposition by state">
      <table data-testid="transposition-table" className={styles.table}>
        <TableCaption>
          Transposition of Directive (EU) 2023/970 in {rows.length} EU and EEA states
        </TableCaption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Status</th>
            <th scope="col">The Directive's employer duties there</th>
            <th scope="col">Law or source</th>
            <th scope="col">Information as of</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={row.page}>{row.country}</Link>
                {row.membership === 'eea' && ' (EEA)'}
              </th>
              <td>
                {transpositionLabels[row.status]}
                <details className={styles.details}>
                  <summary>What exists, what is pending</summary>
                  <p>
                    {row.summary} <em>Pending:</em> {row.pending}
                  </p>
                  <p>
                    Last verified {formatIsoDate(row.verified.date)}
                    {row.verified.method === 'secondary-source' && ' (secondary source only)'}.{' '}
                    <Link to={row.page}>{row.country}: every duty and date</Link>
                  </p>
                </details>
              </td>
              <td data-binding={row.duties[0]?.status}>
                {row.duties.map((group, i) => (
                  <span key={group.label}>
                    {i > 0 && '; '}
                    {group.label}: {group.count} of {totalDuties}
                  </span>
                ))}
              </td>
              <td>
                <Link href={row.source.url}>{row.source.title}</Link>
              </td>
              <td>
                <time dateTime={row.asOf}>{formatIsoDate(row.asOf)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

/** The titles of the Directive's duties for employers, which the rule counts. */
const employerDuties = transposition.duties;

/**
 * What each transposition status means: the rule src/data/transposition.ts applies to every
 * state's record, in words, for the grid and the Directive's page.
 */
export function TranspositionRule(): ReactNode {
  return (
    <>
      <p>
        A state's status follows one rule, applied to its record in the{' '}
        <Link to="/open-data">open dataset</Link>. It looks at the Directive's{' '}
        {employerDuties.length} duties for employers:{' '}
        {employerDuties.map((title) => title.replace(/^./, (c) => c.toLowerCase())).join('; ')}.
      </p>
      <ul data-testid="transposition-rule">
        <li>
          <strong>{transpositionLabels.transposed}</strong>: an adopted national law or regulation
          carries out every one of these duties. A duty the law makes apply from a later date still
          counts, because the law is adopted; the duty itself is shown as "Enacted, applies from"
          that date.
        </li>
        <li>
          <strong>{transpositionLabels['partly-transposed']}</strong>: adopted rules carry out at
          least one of the duties, but not all of them, for example only the recruitment rules, or
          rules for public employers only.
        </li>
        <li>
          <strong>{transpositionLabels['bill-or-draft']}</strong>: no duty is carried out by adopted
          law yet, and a transposing bill or draft is in progress.
        </li>
        <li>
          <strong>{transpositionLabels.halted}</strong>: no duty is carried out by adopted law, and
          the transposing bill has stopped.
        </li>
        <li>
          <strong>{transpositionLabels['no-draft-reported']}</strong>: no adopted rule and no bill
          or draft were found when the record was last checked.
        </li>
        <li>
          <strong>{transpositionLabels['eea-pending']}</strong>: Iceland, Liechtenstein and Norway.
          The Directive binds them only once the EEA Joint Committee has added it to the EEA
          Agreement, which we have not found to have happened.
        </li>
      </ul>
      <p>
        An older national rule of the same kind, such as an existing pay register, does not count
        towards transposition unless the state's law makes it the Directive's duty. Notification to
        the Commission is not a separate test: a notified act counts through the duties it carries
        out. Until a duty is carried out by adopted law, the Directive's dates for it are shown as
        an "EU minimum, not yet binding" in that state.
      </p>
    </>
  );
}

/** "3 of 27 Member States": figures that summarise the table, from the same data. */
export function TranspositionCounts(): ReactNode {
  const {counts} = transposition;
  return (
    <>
      {counts.transposed} of {counts.memberStates} Member States have transposed the Directive in
      full, {counts.partlyTransposed} in part, {counts.billOrDraft} have a bill or draft in
      progress, {counts.halted} {counts.halted === 1 ? 'has' : 'have'} halted its bill, and{' '}
      {counts.noDraftReported} have no draft reported
    </>
  );
}
