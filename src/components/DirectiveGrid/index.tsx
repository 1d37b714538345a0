import {useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import KeptServerHtml from '@site/src/components/KeptServerHtml';
import ScrollableTable, {TableCaption} from '@site/src/components/ScrollableTable';
import Heading from '@theme/Heading';
import grid from '@legal-data/grid.json';
import type {TranspositionStatus} from '@site/src/data/types';
import {cellStatusLabels, transpositionLabels} from '@site/src/components/Jurisdiction/format';
import {GRID_ROWS, type CellStatus, type GridState} from '@site/src/plugins/legal-data/tools';
import {CheckboxChoice, Notice} from '@site/src/components/ReadingTools/shared';
import {useUrlState} from '@site/src/components/ReadingTools/urlState';
import {useAppHref, useAppLinks} from '@site/src/utils/appLinks';
import {NARROW_MEDIA} from '@site/src/utils/breakpoint';
import {
  EVERY_STATE,
  narrowStates,
  parseStateChoice,
  serialiseStateChoice,
  toggleState,
} from './narrow';
import styles from './styles.module.css';

/**
 * The Directive's duties (rows) in every EU and EEA state (columns), from the legal dataset.
 * Without JavaScript it reads as HTML: the table on a wide screen, the list by state on a narrow
 * one and on paper (thirty columns do not fit). With it, the reader can keep only their own
 * states (kept in the address, `?j=france,germany`) or those of a transposition status, reorder
 * them, and pick either view; the list is what prints.
 */

/** How far a cell's status goes towards a transposed duty, for ordering states. */
const PROGRESS: Record<CellStatus, number> = {
  further: 5,
  'as-directive': 4,
  'existing-law': 2,
  draft: 1,
  halted: 0,
  'nothing-reported': 0,
};

const progressOf = (state: GridState) =>
  Object.values(state.cells).reduce((sum, cell) => sum + PROGRESS[cell.status], 0);

type Order = 'name' | 'progress';
/** `auto` until the reader picks: both views are rendered and the window's width shows one. */
type View = 'auto' | 'table' | 'list';

const watchWidth = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The view the select shows: in `auto`, the one the window's width shows. */
function ViewSelect({view, onChange}: {view: View; onChange: (view: View) => void}): ReactNode {
  const narrow = useSyncExternalStore(
    watchWidth,
    () => window.matchMedia(NARROW_MEDIA).matches,
    () => false,
  );
  const shown = view === 'auto' ? (narrow ? 'list' : 'table') : view;
  return (
    <label className={styles.choice}>
      View{' '}
      <select value={shown} onChange={(event) => onChange(event.target.value as View)}>
        <option value="table">as a table</option>
        <option value="list">as a list by state</option>
      </select>
    </label>
  );
}

const STATUSES = Object.keys(transpositionLabels) as TranspositionStatus[];
const EVERY_STATUS: ReadonlySet<TranspositionStatus> = new Set(STATUSES);

const STATE_IDS = new Set(grid.map((state) => state.id));
const parseStates = (params: URLSearchParams) => parseStateChoice(params, STATE_IDS);

type Cell = GridState['cells'][keyof GridState['cells']];

/** Marks a cell whose text states the binding status of the dates in it (see BindingBadge). */
const bindingOf = (cell: Cell) => cell.bindings[0]?.status;

/**
 * The grid's 870 links are plain anchors, handled by the grid's own listeners (useAppLinks): the
 * table and the list are kept as the server's HTML until the reader changes a choice, and as
 * `<Link>`s they were 3,500 components and 700 observers to create once they render.
 */
type Href = (path: string) => string;

function CellText({cell, href}: {cell: Cell; href: Href}): ReactNode {
  // The spaces between the blocks keep the words apart where CSS does not apply (search, copy).
  return (
    <>
      <strong className={styles.status}>{cellStatusLabels[cell.status]}</strong>{' '}
      {cell.bindings.length > 0 && (
        <span className={styles.binding}>{cell.bindings.map((b) => b.label).join('; ')}</span>
      )}{' '}
      <span>{cell.detail}</span>{' '}
      <span className={styles.links}>
        {cell.source && (
          // eslint-disable-next-line @docusaurus/no-html-links -- an external link, as <Link> renders it
          <a href={cell.source.url} target="_blank" rel="noopener noreferrer">
            Source
          </a>
        )}
        {cell.link && (
          <>
            {cell.source && ' · '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- see Href */}
            <a href={href(cell.link)}>Guide</a>
          </>
        )}
      </span>
    </>
  );
}

/** A state's cell sources, each address once, in the order of the rows. */
const sourcesOf = (state: GridState) => [
  ...new Map(
    GRID_ROWS.flatMap((row) => state.cells[row.id].source ?? []).map((s) => [s.url, s]),
  ).values(),
];

/**
 * On paper, where a link cannot be followed, each state's sources are written out once under its
 * duties, instead of an address after every cell's "Source" (the same one in many cells).
 */
function PrintedSources({state}: {state: GridState}): ReactNode {
  const sources = sourcesOf(state);
  if (sources.length === 0) return null;
  return (
    <p className={styles.printedSources} data-testid="printed-sources">
      Sources for {state.name}:{' '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 && '; '}
          {source.title}, {source.url}
        </span>
      ))}
    </p>
  );
}

function StateList({states, href}: {states: readonly GridState[]; href: Href}): ReactNode {
  return (
    <div data-testid="directive-list">
      {states.map((state) => (
        <section key={state.id} className={styles.state}>
          <Heading as="h3" id={`state-${state.id}`}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- see Href */}
            <a href={href(state.page)}>{state.name}</a>
            {state.membership === 'eea' && ' (EEA)'}: {transpositionLabels[state.transposition]}
          </Heading>
          <dl className={styles.duties}>
            {GRID_ROWS.map((row) => (
              <div
                key={row.id}
                className={clsx(styles.cell, styles[state.cells[row.id].status])}
                data-binding={bindingOf(state.cells[row.id])}>
                <dt>
                  {row.label} ({row.article})
                </dt>
                <dd>
                  <CellText cell={state.cells[row.id]} href={href} />
                </dd>
              </div>
            ))}
          </dl>
          <PrintedSources state={state} />
        </section>
      ))}
    </div>
  );
}

/** True while the browser prints: the list by state prints, then the reader's view returns. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // beforeprint must change the page synchronously, before the browser lays it out for paper.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

export default function DirectiveGrid(): ReactNode {
  const [shown, setShown] = useState(EVERY_STATUS);
  const [order, setOrder] = useState<Order>('name');
  const [choice, setChoice] = useUrlState(EVERY_STATE, parseStates, serialiseStateChoice);
  // Below the desktop breakpoint the list by state reads better, so a phone or a narrow window
  // starts there. Both views are in the server's HTML and CSS shows one, so hydration changes
  // nothing: swapping the table for the list then cost a phone a long task and a new layout.
  const [view, setView] = useState<View>('auto');
  const shownView = usePrinting() ? 'list' : view;
  // Until the reader changes a choice, the table and the list are the server's HTML as it is.
  const [changed, setChanged] = useState(false);
  const atStart =
    choice === EVERY_STATE && shown === EVERY_STATUS && order === 'name' && shownView === 'auto';
  if (!atStart && !changed) setChanged(true);
  const links = useAppLinks<HTMLDivElement>();
  const href = useAppHref();
  const states = useMemo(() => {
    const visible = narrowStates(grid, choice, shown);
    return order === 'name' ? visible : [...visible].sort((a, b) => progressOf(b) - progressOf(a));
  }, [choice, shown, order]);
  const toggle = (status: TranspositionStatus) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });

  return (
    <div data-hydrate className={styles.grid} {...links}>
      <div className={styles.controls}>
        <details className={styles.statePicker}>
          <summary>
            Your states:{' '}
            {choice.chosen.length > 0 ? `${choice.chosen.length} chosen` : 'all, until you choose'}
          </summary>
          <fieldset>
            <legend>Show only these states (none ticked shows all)</legend>
            {grid.map((state) => (
              <CheckboxChoice
                key={state.id}
                className={styles.choice}
                name="j"
                value={state.id}
                checked={choice.chosen.includes(state.id)}
                onToggle={() => setChoice(toggleState(choice, state.id))}>
                {state.name}
              </CheckboxChoice>
            ))}
          </fieldset>
        </details>
        <fieldset>
          <legend>Show states whose transposition is</legend>
          {STATUSES.map((status) => (
            <label key={status} className={styles.choice}>
              <input type="checkbox" checked={shown.has(status)} onChange={() => toggle(status)} />{' '}
              {transpositionLabels[status]} ({grid.filter((s) => s.transposition === status).length}
              )
            </label>
          ))}
        </fieldset>
        <ViewSelect view={view} onChange={setView} />
        <label className={styles.choice}>
          Order states by{' '}
          <select value={order} onChange={(event) => setOrder(event.target.value as Order)}>
            <option value="name">name, A to Z</option>
            <option value="progress">most duties in force first</option>
          </select>
        </label>
      </div>
      <Notice messages={choice.notices} />
      <p role="status" className={styles.count}>
        Showing {states.length} of {grid.length} states.
      </p>
      {shownView !== 'table' && (
        <div
          className={clsx(shownView === 'auto' && styles.autoList)}
          // The table below holds the same text for search.
          data-search-skip={shownView === 'auto' || undefined}>
          <KeptServerHtml keep={!changed}>
            <StateList states={states} href={href} />
          </KeptServerHtml>
        </div>
      )}
      {shownView !== 'list' && (
        <div className={clsx(shownView === 'auto' && styles.autoTable)}>
          <KeptServerHtml keep={!changed}>
            <ScrollableTable label="Directive duties by state" sticky>
              <table className={styles.table} data-testid="directive-grid">
                <TableCaption>
                  The Pay Transparency Directive's duties in each EU and EEA state
                </TableCaption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.rowHeader}>
                      Duty
                    </th>
                    {states.map((state) => (
                      <th scope="col" key={state.id} data-state={state.id}>
                        {/* eslint-disable-next-line @docusaurus/no-html-links -- see Href */}
                        <a href={href(state.page)}>{state.name}</a>
                        {state.membership === 'eea' && ' (EEA)'}
                        <span className={styles.transposition}>
                          {transpositionLabels[state.transposition]}
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {GRID_ROWS.map((row) => (
                    <tr key={row.id} data-row={row.id}>
                      <th scope="row" className={styles.rowHeader}>
                        {row.label} <span className={styles.article}>({row.article})</span>
                      </th>
                      {states.map((state) => {
                        const cell = state.cells[row.id];
                        return (
                          <td
                            key={state.id}
                            className={clsx(styles.cell, styles[cell.status])}
                            data-binding={bindingOf(cell)}>
                            <CellText cell={cell} href={href} />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollableTable>
          </KeptServerHtml>
        </div>
      )}
    </div>
  );
}
