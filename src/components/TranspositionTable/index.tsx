import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import transposition from '@legal-data/transposition.json';
import {transpositionLabels} from '@site/src/components/Jurisdiction/format';
import {formatIsoDate} from '@site/src/utils/dates';

/** Every EU and EEA state's transposition status, from the legal dataset. */
export default function TranspositionTable(): ReactNode {
  const {rows} = transposition;
  return (
    <ScrollableTable label="transposition by state">
      <table data-testid="transposition-table">
        <caption style={{captionSide: 'top', textAlign: 'left'}}>
          Transposition of Directive (EU) 2023/970 in {rows.length} EU and EEA states
        </caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Status</th>
            <th scope="col">What exists and what is pending</th>
            <th scope="col">Information as of</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.guide ? <Link to={row.guide}>{row.country}</Link> : row.country}
                {row.membership === 'eea' && ' (EEA)'}
              </th>
              <td>{transpositionLabels[row.status]}</td>
              <td>
                {row.summary} <em>Pending:</em> {row.pending}{' '}
                <span style={{fontSize: '0.9em'}}>
                  Last verified {formatIsoDate(row.verified.date)}
                  {row.verified.method === 'secondary-source' && ' (secondary source only)'}.
                </span>
              </td>
              <td>
                <time dateTime={row.asOf}>{formatIsoDate(row.asOf)}</time>
              </td>
              <td>
                <Link href={row.source.url}>{row.source.title}</Link>
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
