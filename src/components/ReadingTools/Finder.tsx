import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import jurisdictions from '@legal-data/tools.json';
import {obligationStatusLabels} from '@site/src/components/Jurisdiction/format';
import {calendarText, type CalendarEvent} from '@site/src/plugins/deadline-calendar/ics';
import type {ToolJurisdiction, ToolObligation} from '@site/src/plugins/legal-data/tools';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {formatIsoDate} from '@site/src/utils/dates';
import {Notice, band} from './shared';
import {useUrlState} from './urlState';
import styles from './styles.module.css';

/**
 * "Which rules apply to us?": countries with a headcount each (and a sector where the law
 * distinguishes) give the duties that apply, next deadline first, and a calendar file of
 * exactly those dates, built in the browser. Everything the reader types stays in the page and
 * its URL (?c=ireland:80&c=uk:300:public); nothing is sent anywhere.
 */

type Sector = 'private' | 'public';

interface Entry {
  id: string;
  headcount: string;
  sector: Sector;
}

interface FinderState {
  entries: Entry[];
  notices: string[];
}

/** No employer has more staff than this; a larger figure is a typing slip. */
export const MAX_HEADCOUNT = 3_000_000;

const countries = jurisdictions.filter((j) => j.membership !== 'eu-law');
const byId = new Map(countries.map((j) => [j.id, j]));

const hasSectorRules = (j: ToolJurisdiction) => j.obligations.some((o) => o.sector !== 'all');

/** The error to show beside a headcount, or undefined when it is a usable number. */
export function headcountError(value: string, country: string): string | undefined {
  const text = value.trim();
  if (text === '') return `Enter the number of employees in ${country}.`;
  if (!/^-?\d+([.,]\d+)?$/.test(text))
    return 'Enter the number of employees as digits, such as 80.';
  if (/[.,]/.test(text)) return 'Enter a whole number of employees, such as 80.';
  const number = Number(text);
  if (number < 1) return 'Enter a number of employees of at least 1.';
  if (number > MAX_HEADCOUNT) {
    return 'That is more employees than any employer has; enter a number up to 3,000,000.';
  }
  return undefined;
}

const IN_FORCE = new Set(['in-force', 'adopted-not-in-force']);
const PROPOSED = new Set(['bill', 'draft']);

function appliesTo(o: ToolObligation, headcount: number, sector: Sector): boolean {
  return (
    (o.sector === 'all' || o.sector === sector) &&
    headcount >= (o.min ?? 1) &&
    headcount <= (o.max ?? Number.POSITIVE_INFINITY)
  );
}

interface Dated {
  key: string;
  date: string;
  title: string;
}

/** The obligation's dates from today on; a yearly date moves to its next occurrence. */
function upcoming(o: ToolObligation, today: string): Dated[] {
  const dates: Dated[] = o.dates.flatMap((d) => {
    if (d.date >= today) return [d];
    if (!d.yearly) return [];
    const year = Number(today.slice(0, 4));
    const sameDay = (y: number) => `${y}${d.date.slice(4)}`;
    return [{...d, date: sameDay(year) >= today ? sameDay(year) : sameDay(year + 1)}];
  });
  for (const [date, title] of [
    [o.firstDeadline, 'First deadline'],
    [o.inForceFrom, 'Applies from'],
  ] as const) {
    if (date && date >= today && !dates.some((d) => d.date === date)) {
      dates.push({key: `${o.id}:${title}`, date, title: `${title}: ${o.title}`});
    }
  }
  return dates.sort((a, b) => a.date.localeCompare(b.date));
}

interface Result {
  jurisdiction: ToolJurisdiction;
  obligation: ToolObligation;
  dates: Dated[];
}

function results(
  entries: readonly Entry[],
  statuses: ReadonlySet<string>,
  today: string,
): Result[] {
  return entries
    .flatMap((entry) => {
      const j = byId.get(entry.id)!;
      return j.obligations
        .filter(
          (o) => statuses.has(o.status) && appliesTo(o, Number(entry.headcount), entry.sector),
        )
        .map((obligation) => ({jurisdiction: j, obligation, dates: upcoming(obligation, today)}));
    })
    .sort(
      (a, b) =>
        (a.dates[0]?.date ?? '9999').localeCompare(b.dates[0]?.date ?? '9999') ||
        a.jurisdiction.name.localeCompare(b.jurisdiction.name),
    );
}

export function parseFinder(params: URLSearchParams): FinderState {
  const notices: string[] = [];
  const entries: Entry[] = [];
  for (const value of params.getAll('c')) {
    const [id = '', headcount = '', sector] = value.split(':');
    if (!byId.has(id)) {
      notices.push(`Ignored an unknown country code: "${id.slice(0, 40)}".`);
    } else if (entries.some((e) => e.id === id)) {
      notices.push(`${byId.get(id)!.name} was listed twice; the first headcount is used.`);
    } else {
      entries.push({
        id,
        headcount: headcount.slice(0, 12),
        sector: sector === 'public' ? 'public' : 'private',
      });
    }
  }
  return {entries, notices};
}

function serialise({entries}: FinderState): URLSearchParams {
  const params = new URLSearchParams();
  for (const e of entries) {
    params.append(
      'c',
      [e.id, e.headcount.trim(), ...(e.sector === 'public' ? ['public'] : [])].join(':'),
    );
  }
  return params;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/calendar'}));
  const link = Object.assign(document.createElement('a'), {href: url, download: name});
  link.click();
  URL.revokeObjectURL(url);
}

function calendarEvents(found: readonly Result[], siteUrl: string): CalendarEvent[] {
  return found.flatMap(({jurisdiction: j, obligation: o, dates}) =>
    dates.map((d) => ({
      uid: `finder-${j.id}-${o.id}-${d.date}`,
      stamp: j.lastReviewed,
      date: d.date,
      yearly: false,
      summary: `${j.name}: ${d.title}`,
      description: `${o.title} (${o.who})\nGuide: ${siteUrl}${o.link}`,
      url: `${siteUrl}${o.link}`,
    })),
  );
}

function EntryRow({
  entry,
  error,
  onChange,
  onRemove,
}: {
  entry: Entry;
  error?: string;
  onChange: (entry: Entry) => void;
  onRemove: () => void;
}): ReactNode {
  const j = byId.get(entry.id)!;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.entry} data-testid={`entry-${entry.id}`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-headcount`}>Employees in {j.name}</label>
        <input
          id={`${id}-headcount`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={entry.headcount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({...entry, headcount: event.target.value.slice(0, 12)})}
        />
      </div>
      {hasSectorRules(j) && (
        <div className={styles.field}>
          <label htmlFor={`${id}-sector`}>Sector in {j.name}</label>
          <select
            id={`${id}-sector`}
            value={entry.sector}
            onChange={(event) => onChange({...entry, sector: event.target.value as Sector})}>
            <option value="private">Private</option>
            <option value="public">Public</option>
          </select>
        </div>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={onRemove}>
        Remove {j.name}
      </button>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ResultList({found}: {found: readonly Result[]}): ReactNode {
  return (
    <ol className={styles.results}>
      {found.map(({jurisdiction: j, obligation: o, dates}) => (
        <li key={`${j.id}.${o.id}`} data-obligation={`${j.id}.${o.id}`}>
          <span className={styles.when}>
            {dates.length > 0 ? formatIsoDate(dates[0]!.date) : 'No upcoming date'}
          </span>{' '}
          — {j.name}: <Link to={o.link}>{o.title}</Link> ({obligationStatusLabels[o.status]}
          {band(o) && `; ${band(o)}`})
          {dates.length > 0 && (
            <ul>
              {dates.map((d) => (
                <li key={d.key + d.date} data-date={d.date}>
                  <time dateTime={d.date}>{formatIsoDate(d.date)}</time>: {d.title}
                </li>
              ))}
            </ul>
          )}
          {dates.length === 0 &&
            (PROPOSED.has(o.status)
              ? ' No date set yet.'
              : ' Applies now; no dated deadline ahead.')}
        </li>
      ))}
    </ol>
  );
}

export default function Finder(): ReactNode {
  const {siteUrl} = useSiteSettings();
  const [state, setState] = useUrlState<FinderState>(
    {entries: [], notices: []},
    parseFinder,
    serialise,
  );
  const [adding, setAdding] = useState(countries[0]!.id);
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  const errors = new Map(
    state.entries.flatMap((e) => {
      const error = headcountError(e.headcount, byId.get(e.id)!.name);
      return error ? [[e.id, error] as const] : [];
    }),
  );
  const update = (entries: Entry[]) => setState({entries, notices: []});
  const ready = state.entries.length > 0 && errors.size === 0;
  const found = ready ? results(state.entries, IN_FORCE, today) : [];
  const proposed = ready ? results(state.entries, PROPOSED, today) : [];
  const events = calendarEvents(found, siteUrl);

  return (
    <div data-hydrate className={styles.tool}>
      <Notice messages={state.notices} />
      <div className={styles.entry}>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>Country</label>
          <select
            id={`${id}-country`}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}>
            {countries.map((j) => (
              <option key={j.id} value={j.id} disabled={state.entries.some((e) => e.id === j.id)}>
                {j.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={state.entries.some((e) => e.id === adding)}
          onClick={() =>
            update([...state.entries, {id: adding, headcount: '', sector: 'private'}])
          }>
          Add country
        </button>
      </div>
      {state.entries.map((entry, i) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          error={errors.get(entry.id)}
          onChange={(next) => update(state.entries.map((e, n) => (n === i ? next : e)))}
          onRemove={() => update(state.entries.filter((_, n) => n !== i))}
        />
      ))}
      <div aria-live="polite" data-testid="finder-results">
        {state.entries.length === 0 && <p>Add each country where you employ staff.</p>}
        {state.entries.length > 0 && errors.size > 0 && (
          <p>
            Correct the {errors.size === 1 ? 'headcount' : 'headcounts'} marked above to see the
            duties.
          </p>
        )}
        {ready && (
          <>
            <Heading as="h2" id="duties-that-apply">
              Duties that apply ({found.length})
            </Heading>
            {found.length === 0 ? (
              <p>No duty in the dataset applies at these headcounts.</p>
            ) : (
              <ResultList found={found} />
            )}
            <p className={styles.actions}>
              <button
                type="button"
                className="button button--primary"
                disabled={events.length === 0}
                onClick={() =>
                  download(
                    'pay-transparency-deadlines.ics',
                    calendarText('Our pay transparency deadlines', new URL(siteUrl).host, events),
                  )
                }>
                Download these {events.length} deadlines (.ics)
              </button>
            </p>
            {proposed.length > 0 && (
              <>
                <Heading as="h2" id="proposed-rules">
                  Proposed rules to watch ({proposed.length})
                </Heading>
                <ResultList found={proposed} />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
