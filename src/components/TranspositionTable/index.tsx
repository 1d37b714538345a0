import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable, {TableCaption} from '@site/src/components/ScrollableTable';
import transposition from '@legal-data/transposition.json';
import employerDuties from '@legal-data/directive-duties.json';
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
