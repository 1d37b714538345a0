import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Admonition from '@theme/Admonition';
import {
  getJurisdiction,
  type Deadline,
  type DirectiveStatus as DirectiveStatusRecord,
  type Jurisdiction,
  type Source,
} from '@site/src/data/jurisdictions';
import {ALL_DEADLINES_FILE, calendarPath} from '@site/src/plugins/deadline-calendar/paths';
import type {RelatedNewsData} from '@site/src/plugins/related-news';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {formatIsoDate} from '@site/src/utils/dates';
import {transpositionLabels} from './format';
import styles from './styles.module.css';

/**
 * Blocks that country guides render from their record in src/data/jurisdictions,
 * so thresholds, deadlines and review dates are typed once.
 */

interface JurisdictionProps {
  jurisdiction: string;
}

function SourceLink({source}: {source: Source}): ReactNode {
  return <Link href={source.url}>{source.title}</Link>;
}

const byDate = (a: Deadline, b: Deadline) => a.date.localeCompare(b.date);

/** The first deadline on or after the review date, so the answer is stable between builds. */
function nextDeadline(j: Jurisdiction): Deadline | undefined {
  return [...j.deadlines].sort(byDate).find((d) => d.date >= j.lastReviewed);
}

export function LegalNotice({
  jurisdiction,
  reviewed,
}: {
  jurisdiction?: string;
  reviewed?: string;
}): ReactNode {
  const date = jurisdiction ? getJurisdiction(jurisdiction).lastReviewed : reviewed;
  if (!date) {
    throw new Error('<LegalNotice> needs a jurisdiction="…" or a reviewed="YYYY-MM-DD" prop.');
  }
  return (
    <Admonition type="info" title="Information, not legal advice">
      <p>
        This page explains the law in general terms and links to the official texts. Check them, or
        ask a qualified adviser, before you act. Legal status reviewed on{' '}
        <time dateTime={date} data-testid="legal-status-reviewed">
          {formatIsoDate(date)}
        </time>
        .
      </p>
    </Admonition>
  );
}

export function AtAGlance({jurisdiction}: JurisdictionProps): ReactNode {
  const j = getJurisdiction(jurisdiction);
  const next = nextDeadline(j);
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.glance} data-testid="at-a-glance">
        <caption className={styles.visuallyHidden}>{j.name} at a glance</caption>
        <tbody>
          <tr>
            <th scope="row">Laws</th>
            <td>
              <ul className={styles.compactList}>
                {j.laws.map((law) => (
                  <li key={law.url + law.name}>
                    <Link href={law.url}>{law.name}</Link>: {law.role}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
          <tr>
            <th scope="row">Who must comply</th>
            <td>{j.coverage}</td>
          </tr>
          <tr>
            <th scope="row">What to report</th>
            <td>{j.reporting}</td>
          </tr>
          {j.recruitment && (
            <tr>
              <th scope="row">Recruitment</th>
              <td>{j.recruitment}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Enforcement</th>
            <td>{j.enforcement}</td>
          </tr>
          <tr>
            <th scope="row">Regulator</th>
            <td>
              <SourceLink source={j.regulator} />
            </td>
          </tr>
          {j.directive && (
            <tr>
              <th scope="row">EU Directive</th>
              <td>
                {transpositionLabels[j.directive.status]} (as of {formatIsoDate(j.directive.asOf)})
              </td>
            </tr>
          )}
          {next && (
            <tr>
              <th scope="row">Next deadline</th>
              <td>
                {formatIsoDate(next.date)}: {next.title}
                {next.status === 'proposed' && ' (proposed)'}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">Legal status reviewed</th>
            <td>
              <time dateTime={j.lastReviewed}>{formatIsoDate(j.lastReviewed)}</time>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function CalendarLinks({jurisdiction}: {jurisdiction?: Jurisdiction}): ReactNode {
  const {siteUrl} = useSiteSettings();
  const file = jurisdiction ? calendarPath(jurisdiction.id) : ALL_DEADLINES_FILE;
  const webcal = `${siteUrl.replace(/^https?:/, 'webcal:')}${file}`;
  return (
    <p className={styles.calendar}>
      Add these dates to your calendar: <Link href={webcal}>subscribe</Link> or{' '}
      {/* pathname:// makes Link treat the calendar as a file, not a page route. */}
      <Link href={`pathname://${file}`} download>
        download the .ics file
      </Link>
      {jurisdiction && (
        <>
          {' '}
          (or{' '}
          <Link href={`pathname://${ALL_DEADLINES_FILE}`}>every jurisdiction in one calendar</Link>)
        </>
      )}
      .
    </p>
  );
}

export function KeyDates({jurisdiction}: JurisdictionProps): ReactNode {
  const j = getJurisdiction(jurisdiction);
  return (
    <>
      <ol className={styles.timeline} data-testid="key-dates">
        {[...j.deadlines].sort(byDate).map((d) => (
          <li key={d.id} className={styles.timelineItem}>
            <time dateTime={d.date} className={styles.timelineDate}>
              {formatIsoDate(d.date)}
              {d.recurrence === 'yearly' && ', then every year'}
            </time>
            <span className={styles.timelineTitle}>
              {d.title}
              {d.status === 'proposed' && (
                <span className={clsx('badge', 'badge--warning', styles.badge)}>Proposed</span>
              )}
            </span>
            <span>{d.description}</span>
            <span className={styles.timelineSource}>
              Source: <SourceLink source={d.source} />
            </span>
          </li>
        ))}
      </ol>
      <CalendarLinks jurisdiction={j} />
    </>
  );
}

export function DirectiveStatusBox({status}: {status: DirectiveStatusRecord}): ReactNode {
  return (
    <Admonition
      type={status.status === 'transposed' ? 'tip' : 'warning'}
      title={`EU Directive status: ${transpositionLabels[status.status]}`}>
      <p>{status.summary}</p>
      <p>
        <strong>Still pending:</strong> {status.pending}
      </p>
      <p>
        Information as of <time dateTime={status.asOf}>{formatIsoDate(status.asOf)}</time>. Source:{' '}
        <SourceLink source={status.source} />
      </p>
    </Admonition>
  );
}

export function DirectiveStatus({jurisdiction}: JurisdictionProps): ReactNode {
  const j = getJurisdiction(jurisdiction);
  if (!j.directive) {
    throw new Error(`<DirectiveStatus>: "${jurisdiction}" has no directive record.`);
  }
  return <DirectiveStatusBox status={j.directive} />;
}

export function RelatedNews({jurisdiction}: JurisdictionProps): ReactNode {
  const j = getJurisdiction(jurisdiction);
  const {byJurisdiction} = usePluginData('related-news') as RelatedNewsData;
  const {posts, total} = byJurisdiction[j.id] ?? {posts: [], total: 0};
  if (posts.length === 0) {
    return <p>No news posts cover {j.name} yet; the full list is on the news page.</p>;
  }
  const older = total - posts.length;
  return (
    <>
      <ul data-testid="related-news">
        {posts.map((post) => (
          <li key={post.permalink}>
            <Link to={post.permalink}>{post.title}</Link>{' '}
            <time dateTime={post.date} className={styles.muted}>
              ({formatIsoDate(post.date)})
            </time>
          </li>
        ))}
      </ul>
      {older > 0 && (
        <p>
          {older === 1 ? 'One older related post is' : `${older} older related posts are`} on the{' '}
          <Link to="/news">news page</Link> and its topic pages.
        </p>
      )}
    </>
  );
}

export function Sources({jurisdiction}: JurisdictionProps): ReactNode {
  const j = getJurisdiction(jurisdiction);
  const all: Source[] = [
    ...j.laws.map((law) => ({title: law.name, url: law.url})),
    j.regulator,
    ...j.sources,
  ];
  const unique = all.filter((s, i) => all.findIndex((t) => t.url === s.url) === i);
  return (
    <ul data-testid="sources">
      {unique.map((source) => (
        <li key={source.url}>
          <SourceLink source={source} />
        </li>
      ))}
    </ul>
  );
}
