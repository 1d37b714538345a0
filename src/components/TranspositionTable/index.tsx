import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {jurisdictions, type TranspositionRow} from '@site/src/data/jurisdictions';
import {transpositionRows} from '@site/src/data/transposition';
import {transpositionLabels} from '@site/src/components/Jurisdiction/format';
import {formatIsoDate} from '@site/src/utils/dates';

interface Row extends TranspositionRow {
  guide?: string;
}

/** States with a guide contribute their own record; the rest come from src/data/transposition. */
function allRows(): Row[] {
  const fromGuides: Row[] = jurisdictions.flatMap((j) =>
    j.directive && (j.membership === 'eu' || j.membership === 'eea')
      ? [{...j.directive, country: j.name, membership: j.membership, guide: j.docPath}]
      : [],
  );
  return [...fromGuides, ...transpositionRows].sort((a, b) => a.country.localeCompare(b.country));
}

export default function TranspositionTable(): ReactNode {
  const rows = allRows();
  return (
    <div style={{overflowX: 'auto'}}>
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
            <tr key={row.country}>
              <th scope="row">
                {row.guide ? <Link to={row.guide}>{row.country}</Link> : row.country}
                {row.membership === 'eea' && ' (EEA)'}
              </th>
              <td>{transpositionLabels[row.status]}</td>
              <td>
                {row.summary} <em>Pending:</em> {row.pending}
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
    </div>
  );
}
