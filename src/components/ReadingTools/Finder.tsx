import {useId, useState, type FormEvent, type ReactNode} from 'react';
import jurisdictions from '@legal-data/tools.json';
import finder from '@legal-data/finder.json';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {
  answer,
  countOf,
  countsEverywhere,
  hasSectorRules,
  missingPlaces,
  remotePlaces,
  type FinderData,
  type Question,
} from './finder/answer';
import AnswerBlock from './finder/AnswerBlock';
import PlanBlock from './finder/PlanBlock';
import {FINDER_CALENDAR_FILE, finderCalendar} from './finder/calendar';
import {
  headcountError,
  NO_REMOTE_PLACE,
  parseFinderQuery,
  parseHeadcount,
  serialiseFinderQuery,
  TOTAL_PLACE,
  type Entry,
  type FinderQuery,
  type Order,
  type Sector,
} from './finder/parse';
import {Notice} from './shared';
import {useUrlState} from './urlState';
import styles from './styles.module.css';
import finderStyles from './finder/styles.module.css';

/**
 * "Which rules apply to us?": countries with a headcount each (and a sector where the law
 * distinguishes) give one answer per country and a calendar file of its dates, worked out in
 * the browser by ./finder/answer.ts. Everything the reader types stays in the page and its URL
 * (?c=ireland:80&c=uk:300:public); nothing is sent anywhere.
 */

const countries = jurisdictions.filter((j) => j.membership !== 'eu-law');
const byId = new Map(countries.map((j) => [j.id, j]));
const names = new Map(countries.map((j) => [j.id, j.name]));
/** The states, provinces and cities a remote role could be done in. */
const remoteChoices = countries.filter((j) => j.parent);
const data: FinderData = {jurisdictions: countries, ...finder};

/** A headcount box: text kept as typed (at most 40 characters) and checked by parse.ts. */
function HeadcountField({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.slice(0, 40))}
      />
    </div>
  );
}

/** A list of places with a button that adds the one selected; places already added are greyed. */
function PlacePicker({
  id,
  label,
  choices,
  chosen,
  buttonText,
  onAdd,
}: {
  id: string;
  label: string;
  choices: ReadonlyArray<{id: string; name: string}>;
  chosen: (place: string) => boolean;
  buttonText: string;
  onAdd: (place: string) => void;
}): ReactNode {
  const [selected, setSelected] = useState(choices[0]!.id);
  return (
    <div className={styles.entry}>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <select id={id} value={selected} onChange={(event) => setSelected(event.target.value)}>
          {choices.map((j) => (
            <option key={j.id} value={j.id} disabled={chosen(j.id)}>
              {j.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={chosen(selected)}
        onClick={() => onAdd(selected)}>
        {buttonText}
      </button>
    </div>
  );
}

interface FinderState extends FinderQuery {
  /** Whether the reader has asked for the answer, so an empty form gets a sentence. */
  submitted: boolean;
}

const parse = (params: URLSearchParams): FinderState => ({
  ...parseFinderQuery(params, names),
  submitted: false,
});

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/calendar'}));
  const link = Object.assign(document.createElement('a'), {href: url, download: name});
  link.click();
  URL.revokeObjectURL(url);
}

function EntryRow({
  entry,
  onChange,
  onRemove,
}: {
  entry: Entry;
  onChange: (entry: Entry) => void;
  onRemove: () => void;
}): ReactNode {
  const j = byId.get(entry.id)!;
  const id = useId();
  const errorId = `${id}-error`;
  const error = entry.touched ? headcountError(entry.headcount, j.name) : undefined;
  return (
    <div className={styles.entry} data-testid={`entry-${entry.id}`}>
      <HeadcountField
        id={`${id}-headcount`}
        label={`Employees in ${j.name}`}
        value={entry.headcount}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(headcount) => onChange({...entry, headcount, touched: true})}
      />
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

export default function Finder(): ReactNode {
  const {siteUrl} = useSiteSettings();
  const [state, setState] = useUrlState<FinderState>(
    {
      entries: [],
      total: '',
      remoteRoles: false,
      remote: [],
      order: 'entered',
      notices: [],
      submitted: false,
    },
    parse,
    serialiseFinderQuery,
  );
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  const update = (next: Partial<FinderState>) =>
    setState({...state, notices: [], submitted: false, ...next});

  const asked: Question[] = state.entries.flatMap((e) => {
    const {headcount} = parseHeadcount(e.headcount);
    return headcount ? [{id: e.id, headcount, sector: e.sector}] : [];
  });
  const remote = remotePlaces(
    state.remoteRoles ? state.remote : [],
    state.entries.map((e) => e.id),
    names,
  );
  // Rules that count employees everywhere use the total typed, and at least all those entered;
  // so do remote roles in a place with nobody there.
  const entered = asked.reduce((sum, q) => sum + q.headcount, 0);
  const askTotal =
    remote.ids.length > 0 || state.entries.some((e) => countsEverywhere(byId.get(e.id)!));
  const typedTotal = askTotal ? parseHeadcount(state.total).headcount : undefined;
  const total = Math.max(typedTotal ?? 0, entered);
  const questions: Question[] = [
    ...asked.map((q) => ({...q, total})),
    ...remote.ids.map((place) => ({
      id: place,
      headcount: 0,
      sector: 'private' as const,
      total,
      remote: true,
    })),
  ];
  const noRemotePlace = state.remoteRoles && state.remote.length === 0;
  const totalError =
    askTotal && state.total.trim() ? headcountError(state.total, TOTAL_PLACE) : undefined;
  const places = missingPlaces(
    state.entries.map((e) => e.id),
    countries,
  );
  const answers = answer(questions, data, today, state.order);
  const waiting = state.entries.filter((e) => parseHeadcount(e.headcount).problem);
  const dates = answers.reduce((sum, a) => sum + a.dates.length, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({
      ...state,
      entries: state.entries.map((e) => ({...e, touched: true})),
      submitted: true,
    });
  };

  return (
    <div data-hydrate className={styles.tool}>
      <Notice messages={state.notices} />
      <form onSubmit={submit} noValidate aria-label="Your countries and headcounts">
        <PlacePicker
          id={`${id}-country`}
          label="Country"
          choices={countries}
          chosen={(place) => state.entries.some((e) => e.id === place)}
          buttonText="Add country"
          onAdd={(place) =>
            update({
              entries: [
                ...state.entries,
                {id: place, headcount: '', sector: 'private', touched: false},
              ],
            })
          }
        />
        {state.entries.map((entry, i) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            onChange={(next) =>
              update({entries: state.entries.map((e, n) => (n === i ? next : e))})
            }
            onRemove={() => update({entries: state.entries.filter((_, n) => n !== i)})}
          />
        ))}
        <fieldset className={finderStyles.remote} data-testid="remote-entry">
          <legend>Remote roles</legend>
          <label>
            <input
              type="checkbox"
              checked={state.remoteRoles}
              onChange={(event) => update({remoteRoles: event.target.checked})}
            />{' '}
            We advertise remote roles that could be done in a state, province or city where we have
            no employees
          </label>
          {state.remoteRoles && (
            <>
              <PlacePicker
                id={`${id}-remote`}
                label="Where the roles could be done"
                choices={remoteChoices}
                chosen={(place) => state.remote.includes(place)}
                buttonText="Add place"
                onAdd={(place) => update({remote: [...state.remote, place]})}
              />
              {!noRemotePlace ? (
                <ul className={finderStyles.remotePlaces}>
                  {state.remote.map((place) => (
                    <li key={place} data-testid={`remote-${place}`}>
                      {names.get(place)}{' '}
                      <button
                        type="button"
                        className="button button--secondary button--sm"
                        onClick={() => update({remote: state.remote.filter((r) => r !== place)})}>
                        Remove {names.get(place)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.error} data-testid="finder-remote-no-place">
                  {NO_REMOTE_PLACE}
                </p>
              )}
            </>
          )}
        </fieldset>
        {askTotal && (
          <div className={styles.entry} data-testid="total-entry">
            <HeadcountField
              id={`${id}-total`}
              label="Employees in all places together"
              value={state.total}
              invalid={Boolean(totalError)}
              describedBy={`${id}-total-help`}
              onChange={(total) => update({total})}
            />
            <p id={`${id}-total-help`} className={finderStyles.help}>
              Some US state and city laws count every employee you have, wherever they work, as long
              as some work there; the rules reaching remote roles in a place where you have nobody
              count them all too. Leave it empty to count only the {countOf(entered, 'employee')}{' '}
              entered above.
            </p>
            {totalError && <p className={styles.error}>{totalError}</p>}
          </div>
        )}
        <p className={styles.actions}>
          <button type="submit" className="button button--primary">
            Show the rules that apply
          </button>
        </p>
      </form>

      <div aria-live="polite" data-testid="finder-results">
        {remote.sentences.length > 0 && (
          <ul data-testid="finder-remote-entered">
            {remote.sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
        {questions.length === 0 &&
          state.entries.length === 0 &&
          (state.submitted ? (
            <p className={styles.error} data-testid="finder-empty">
              Add at least one country and the number of employees there, then show the rules.
            </p>
          ) : (
            <p>Add each country where you employ staff, with the number of employees there.</p>
          ))}
        {waiting.length > 0 && (
          <p data-testid="finder-waiting">
            {waiting.map((e) => byId.get(e.id)!.name).join(', ')}{' '}
            {waiting.length === 1 ? 'needs' : 'need'} a headcount above before{' '}
            {waiting.length === 1 ? 'its' : 'their'} rules can be shown.
          </p>
        )}
        {places.length > 0 && (
          <ul data-testid="finder-missing-places">
            {places.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
        {answers.length > 0 && (
          <>
            <div className={finderStyles.toolbar}>
              <div className={styles.field}>
                <label htmlFor={`${id}-order`}>Show the countries</label>
                <select
                  id={`${id}-order`}
                  value={state.order}
                  onChange={(event) => update({order: event.target.value as Order})}>
                  <option value="entered">In the order entered</option>
                  <option value="next-date">Next date first</option>
                </select>
              </div>
              <button
                type="button"
                className="button button--primary"
                disabled={dates === 0}
                onClick={() => download(FINDER_CALENDAR_FILE, finderCalendar(answers, siteUrl))}>
                {dates === 0
                  ? 'No dates to download'
                  : `Download these ${countOf(dates, 'deadline')} (.ics)`}
              </button>
            </div>
            {answers.map((a) => (
              <AnswerBlock key={a.jurisdiction.id} answer={a} />
            ))}
            <PlanBlock answers={answers} />
          </>
        )}
      </div>
    </div>
  );
}
