import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import changes from '@legal-data/changes.json';
import fields from '@legal-data/schema-fields.json';
import summary from '@legal-data/summary.json';
import {
  OBLIGATIONS_CSV,
  OBLIGATIONS_JSON,
  SCHEMA_JSON,
  WHAT_CHANGED_ANCHOR,
  changesFeed,
} from '@site/src/data/paths';
import {formatIsoDate} from '@site/src/utils/dates';
import {
  changeTopicLabels,
  frequencyLabels,
  obligationKindLabels,
  obligationStatusLabels,
  transpositionLabels,
  verificationLabels,
} from '@site/src/components/Jurisdiction/format';
import {FileLink, SourceLink} from '@site/src/components/Jurisdiction';
import {useUrlState} from '@site/src/components/ReadingTools/urlState';
import type {ChangeTopic} from '@site/src/data/types';
import styles from './styles.module.css';

/** Blocks of the Open data and What changed pages, rendered from the legal dataset. */

export function DatasetFigures(): ReactNode {
  return (
    <p data-testid="dataset-figures">
      The dataset holds {summary.jurisdictions} jurisdictions, {summary.obligations} obligations and{' '}
      {summary.changes} recorded changes.
    </p>
  );
}

export function Downloads(): ReactNode {
  return (
    <ul data-testid="downloads">
      <li>
        <FileLink path={OBLIGATIONS_JSON}>obligations.json</FileLink>: every obligation, with the
        list of jurisdictions and a link to each one's file.
      </li>
      <li>
        <FileLink path={OBLIGATIONS_CSV}>obligations.csv</FileLink>: the same obligations, one row
        each, for spreadsheets.
      </li>
      <li>
        <code>/data/v1/jurisdictions/&lt;id&gt;.json</code>: one jurisdiction's whole record, with
        its deadlines and change history; each guide links to its own.
      </li>
      <li>
        <FileLink path={SCHEMA_JSON}>schema.json</FileLink>: the JSON Schema every file follows.
      </li>
      <li>
        Changes as feeds: <FileLink path={changesFeed('all', 'rss')}>RSS</FileLink> or{' '}
        <FileLink path={changesFeed('all', 'atom')}>Atom</FileLink> for the whole site, and{' '}
        <code>/data/v1/feeds/&lt;id&gt;.rss.xml</code> (or <code>.atom.xml</code>) for one
        jurisdiction.
      </li>
    </ul>
  );
}

/** One row per field of the schema, from the schema itself. */
export function SchemaFieldTable(): ReactNode {
  return (
    <ScrollableTable label="fields of a jurisdiction file">
      <table data-testid="schema-fields">
        <caption style={{captionSide: 'top', textAlign: 'left'}}>
          Fields of a jurisdiction file (/data/v1/schema.json)
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">
                <code>{f.field}</code>
              </th>
              <td>{f.type}</td>
              <td>{f.derived ? 'Added by the build' : f.required ? 'Yes' : 'No'}</td>
              <td>{f.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

/** Every recorded change, newest first. */
interface ChangeFilter {
  /** A jurisdiction id, or '' for all. */
  jurisdiction: string;
  /** A topic, or '' for all. */
  topic: ChangeTopic | '';
  /** Values in the address that name no jurisdiction or topic, to tell the reader. */
  ignored: string[];
}

const ALL: ChangeFilter = {jurisdiction: '', topic: '', ignored: []};
const changedJurisdictions = [
  ...new Map(changes.map((c) => [c.jurisdiction.id, c.jurisdiction.name])),
].sort(([, a], [, b]) => (a < b ? -1 : 1));
const isTopic = (value: string): value is ChangeTopic => value in changeTopicLabels;

/** `?j=<id>&topic=<topic>`; an unknown value reads as "all", and the page says so. */
function parseFilter(params: URLSearchParams): ChangeFilter {
  const jurisdiction = params.get('j') ?? '';
  const topic = params.get('topic') ?? '';
  const known = changedJurisdictions.some(([id]) => id === jurisdiction);
  return {
    jurisdiction: known ? jurisdiction : '',
    topic: isTopic(topic) ? topic : '',
    ignored: [...(known ? [] : [jurisdiction]), ...(isTopic(topic) ? [] : [topic])].filter(Boolean),
  };
}

function serialiseFilter(filter: ChangeFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.jurisdiction) params.set('j', filter.jurisdiction);
  if (filter.topic) params.set('topic', filter.topic);
  return params;
}

/**
 * Every recorded change, newest first, which the reader can narrow to one jurisdiction and
 * one topic; the choice is kept in the address, so a filtered list can be shared.
 */
export function ChangeLog(): ReactNode {
  const [filter, setFilter] = useUrlState(ALL, parseFilter, serialiseFilter);
  const shown = changes.filter(
    (c) =>
      (!filter.jurisdiction || c.jurisdiction.id === filter.jurisdiction) &&
      (!filter.topic || c.topic === filter.topic),
  );
  return (
    <div data-hydrate>
      <div className={styles.filters}>
        <label>
          Jurisdiction{' '}
          <select
            value={filter.jurisdiction}
            onChange={(event) =>
              setFilter({...filter, jurisdiction: event.target.value, ignored: []})
            }>
            <option value="">All jurisdictions</option>
            {changedJurisdictions.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          About{' '}
          <select
            value={filter.topic}
            onChange={(event) =>
              setFilter({
                ...filter,
                topic: event.target.value as ChangeFilter['topic'],
                ignored: [],
              })
            }>
            <option value="">Everything</option>
            {Object.entries(changeTopicLabels).map(([topic, label]) => (
              <option key={topic} value={topic}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {filter.ignored.length > 0 && (
        <p className={styles.notice}>
          The link asks for {filter.ignored.map((value) => `“${value}”`).join(' and ')}, which names
          no jurisdiction or topic in these lists, so that choice is left at all.
        </p>
      )}
      <p role="status" data-testid="change-count">
        Showing {shown.length} of {changes.length} changes.
        {shown.length === 0 && ' None matches both choices; choose another jurisdiction or topic.'}
      </p>
      <ol reversed data-testid="change-log">
        {shown.map((c) => (
          <li key={c.key} id={c.key}>
            <time dateTime={c.date}>{formatIsoDate(c.date)}</time>,{' '}
            <Link to={`${c.jurisdiction.page}#${WHAT_CHANGED_ANCHOR}`}>{c.jurisdiction.name}</Link>:{' '}
            {c.summary}
            <br />
            <span className={styles.detail}>
              Before: {c.before} Now: {c.after}
              {c.binding && ` Status now: ${c.binding.label}.`} Source:{' '}
              <SourceLink source={c.source} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const VOCABULARIES = {
  kind: obligationKindLabels,
  status: obligationStatusLabels,
  frequency: frequencyLabels,
  'directive.status': transpositionLabels,
  'verified.method': verificationLabels,
} as const;

/** The codes a field may hold and what the site shows for each. */
export function Vocabulary({field}: {field: keyof typeof VOCABULARIES}): ReactNode {
  return (
    <ScrollableTable label={`values of ${field}`}>
      <table>
        <caption style={{captionSide: 'top', textAlign: 'left'}}>
          Values of <code>{field}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Shown as</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(VOCABULARIES[field]).map(([code, label]) => (
            <tr key={code}>
              <th scope="row">
                <code>{code}</code>
              </th>
              <td>{label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
