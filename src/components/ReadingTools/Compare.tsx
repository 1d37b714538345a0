import clsx from 'clsx';
import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable, {TableCaption} from '@site/src/components/ScrollableTable';
import buildDate from '@legal-data/build-date.json';
import jurisdictions from '@legal-data/tools.json';
import {BindingBadge, DueOn} from '@site/src/components/Jurisdiction';
import {frequencyLabels, transpositionLabels} from '@site/src/components/Jurisdiction/format';
import {nextDates} from '@site/src/components/Jurisdiction/nextDates';
import type {ObligationKind} from '@site/src/data/types';
import {jurisdictionPagePath} from '@site/src/data/paths';
import type {ToolJurisdiction} from '@site/src/plugins/legal-data/tools';
import {formatIsoDate} from '@site/src/utils/dates';
import {band} from '../Jurisdiction/format';
import {CheckboxChoice, Notice} from './shared';
import {quote, splitKnown, useUrlState} from './urlState';
import styles from './styles.module.css';

/**
 * The comparison builder: two to five jurisdictions side by side, on the rows the reader
 * picks. The choice lives in the URL (?j=france,germany&rows=reporting,recruitment); the
 * static HTML shows the default comparison.
 */

export const MIN_CHOSEN = 2;
export const MAX_CHOSEN = 5;

type Row = {id: string; label: string; cell: (j: ToolJurisdiction) => ReactNode};

function ObligationList({j, kinds}: {j: ToolJurisdiction; kinds: readonly ObligationKind[]}) {
  const found = j.obligations.filter((o) => kinds.includes(o.kind));
  if (found.length === 0) return <>None recorded.</>;
  return (
    <ul className={styles.compactList}>
      {found.map((o) => (
        <li key={o.id} data-binding={o.binding.status}>
          <Link to={o.link}>{o.title}</Link> <BindingBadge binding={o.binding} /> (
          {band(o) && `${band(o)}; `}
          {frequencyLabels[o.frequency].toLowerCase()}
          {o.firstDeadline && `; first deadline ${formatIsoDate(o.firstDeadline)}`})
        </li>
      ))}
    </ul>
  );
}

type DutyRowId = 'reporting' | 'recruitment' | 'information' | 'analysis';

/**
 * The row each kind of duty is listed in. Every kind but the act of transposing has one, or the
 * types fail: a new kind cannot drop out of the comparison unseen.
 */
const KIND_ROWS = {
  'gender-pay-gap-reporting': 'reporting',
  'workforce-report': 'reporting',
  'pay-register': 'reporting',
  'sustainability-reporting-metric': 'reporting',
  'pay-range-in-job-adverts': 'recruitment',
  'pay-information-before-employment': 'recruitment',
  'pay-history-ban': 'recruitment',
  'right-to-information': 'information',
  'pay-secrecy-ban': 'information',
  'pay-setting-criteria': 'analysis',
  'joint-pay-assessment': 'analysis',
  'equal-pay-analysis': 'analysis',
  'equal-pay-certification': 'analysis',
  'equality-plan': 'analysis',
  'pay-equity-plan': 'analysis',
} as const satisfies Record<Exclude<ObligationKind, 'transposition'>, DutyRowId>;

const kindsIn = (row: DutyRowId) =>
  (Object.keys(KIND_ROWS) as Array<keyof typeof KIND_ROWS>).filter((k) => KIND_ROWS[k] === row);

const obligationRow = (id: DutyRowId, label: string): Row => ({
  id,
  label,
  cell: (j) => <ObligationList j={j} kinds={kindsIn(id)} />,
});

/** The next binding date and the next date not binding yet, as the guides show them. */
function NextDates({j}: {j: ToolJurisdiction}): ReactNode {
  const next = nextDates(
    j.obligations.flatMap((o) => o.dates),
    buildDate,
    (d) => d.yearly,
  );
  if (next.binding.length + next.notYetBinding.length === 0) return 'No dated deadline recorded.';
  return (
    <>
      {[next.binding, next.notYetBinding]
        .filter((items) => items.length > 0)
        .map((items) => (
          <div key={items[0]!.key} data-binding={items[0]!.binding.status}>
            <DueOn items={items} />
          </div>
        ))}
    </>
  );
}

/** Whether a country has a written guide, rather than a page generated from its record. */
const hasGuide = (j: ToolJurisdiction) => j.page !== jurisdictionPagePath({id: j.id});

export const ROWS: readonly Row[] = [
  {
    id: 'directive',
    label: 'EU Pay Transparency Directive',
    cell: (j) =>
      j.directive ? (
        <>
          {transpositionLabels[j.directive.status]} (as of {formatIsoDate(j.directive.asOf)})
        </>
      ) : j.membership === 'eu-law' ? (
        'An EU instrument, not a state.'
      ) : (
        'Not an EU or EEA state: the Directive does not apply.'
      ),
  },
  {
    id: 'coverage',
    label: 'Who must comply',
    cell: (j) =>
      j.coverage ?? (
        <>
          No guide yet; see <Link to={j.page}>its page</Link> for the duties recorded.
        </>
      ),
  },
  obligationRow('reporting', 'Pay gap reporting'),
  obligationRow('recruitment', 'Pay in recruitment'),
  obligationRow('information', 'Right to information and pay secrecy'),
  obligationRow('analysis', 'Pay criteria, analysis and action'),
  {id: 'enforcement', label: 'Enforcement and penalties', cell: (j) => j.enforcement ?? '—'},
  {
    id: 'next-deadline',
    label: 'Next deadline',
    cell: (j) => <NextDates j={j} />,
  },
  {id: 'reviewed', label: 'Last reviewed', cell: (j) => formatIsoDate(j.lastReviewed)},
];

const byId = new Map(jurisdictions.map((j) => [j.id, j]));
const ROW_IDS = new Set(ROWS.map((r) => r.id));

interface Choice {
  chosen: string[];
  rows: string[];
  notices: string[];
}

const INITIAL: Choice = {
  chosen: ['france', 'germany', 'italy', 'uk'],
  rows: ROWS.map((r) => r.id),
  notices: [],
};

export function parseChoice(params: URLSearchParams): Choice {
  const notices: string[] = [];
  const j = splitKnown(params.get('j'), new Set(byId.keys()));
  const rows = splitKnown(params.get('rows'), ROW_IDS);
  if (j.unknown.length > 0)
    notices.push(`Ignored unknown jurisdiction codes: ${quote(j.unknown)}.`);
  if (rows.unknown.length > 0) notices.push(`Ignored unknown rows: ${quote(rows.unknown)}.`);
  if (j.found.length > MAX_CHOSEN) {
    notices.push(
      `A comparison holds at most ${MAX_CHOSEN} jurisdictions; the first ${MAX_CHOSEN} are shown.`,
    );
  }
  return {
    chosen: params.has('j') ? j.found.slice(0, MAX_CHOSEN) : INITIAL.chosen,
    rows: params.has('rows') && rows.found.length > 0 ? rows.found : INITIAL.rows,
    notices,
  };
}

function serialise({chosen, rows}: Choice): URLSearchParams {
  const params = new URLSearchParams();
  params.set('j', chosen.join(','));
  if (rows.length !== ROWS.length) params.set('rows', rows.join(','));
  return params;
}

const isCountry = (j: ToolJurisdiction) => j.level === 'country' && j.membership !== 'eu-law';

const GROUPS: ReadonlyArray<{label: string; test: (j: ToolJurisdiction) => boolean}> = [
  {label: 'Country guides', test: (j) => isCountry(j) && hasGuide(j)},
  {label: 'Other EU and EEA states', test: (j) => isCountry(j) && !hasGuide(j)},
  {label: 'States, provinces and cities', test: (j) => j.level !== 'country'},
  {label: 'EU law', test: (j) => j.membership === 'eu-law'},
];

export default function Compare(): ReactNode {
  const [choice, setChoice] = useUrlState(INITIAL, parseChoice, serialise);
  const toggle = useCallback(
    (list: 'chosen' | 'rows', id: string) => {
      const current = choice[list];
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
      setChoice({...choice, [list]: next, notices: []});
    },
    [choice, setChoice],
  );
  const chosen = choice.chosen.map((id) => byId.get(id)!);
  const rows = ROWS.filter((r) => choice.rows.includes(r.id));
  const full = chosen.length >= MAX_CHOSEN;

  return (
    <div data-hydrate className={clsx(styles.tool, styles.landscape)}>
      <div className={styles.controls}>
        <fieldset className={styles.picker}>
          <legend>
            Jurisdictions to compare ({MIN_CHOSEN} to {MAX_CHOSEN})
          </legend>
          {GROUPS.map((group) => (
            <div key={group.label} className={styles.group}>
              <p className={styles.groupLabel}>{group.label}</p>
              {jurisdictions.filter(group.test).map((j) => {
                const checked = choice.chosen.includes(j.id);
                return (
                  <CheckboxChoice
                    key={j.id}
                    name="j"
                    value={j.id}
                    checked={checked}
                    disabled={full && !checked}
                    onToggle={() => toggle('chosen', j.id)}>
                    {j.name}
                  </CheckboxChoice>
                );
              })}
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.picker}>
          <legend>Rows</legend>
          {ROWS.map((row) => (
            <CheckboxChoice
              key={row.id}
              name="rows"
              value={row.id}
              checked={choice.rows.includes(row.id)}
              onToggle={() => toggle('rows', row.id)}>
              {row.label}
            </CheckboxChoice>
          ))}
        </fieldset>
      </div>
      <Notice messages={choice.notices} />
      {chosen.length < MIN_CHOSEN || rows.length === 0 ? (
        <p role="status" data-testid="compare-empty">
          Choose at least {MIN_CHOSEN} jurisdictions and one row to see a comparison.
        </p>
      ) : (
        <>
          <p className={styles.actions}>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => window.print()}>
              Print this comparison
            </button>
          </p>
          <ScrollableTable label="comparison" sticky>
            <table className={styles.table} data-testid="comparison">
              <TableCaption>Comparison of {chosen.map((j) => j.name).join(', ')}</TableCaption>
              <thead>
                <tr>
                  <th scope="col">Topic</th>
                  {chosen.map((j) => (
                    <th scope="col" key={j.id}>
                      <Link to={j.page}>{j.name}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-row={row.id}>
                    <th scope="row">{row.label}</th>
                    {chosen.map((j) => (
                      <td key={j.id}>{row.cell(j)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </>
      )}
    </div>
  );
}
