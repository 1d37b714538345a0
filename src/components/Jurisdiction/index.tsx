import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import buildDate from '@legal-data/build-date.json';
import type {
  Binding,
  BindingStatus,
  Deadline,
  DirectiveStatus as DirectiveStatusRecord,
  Jurisdiction,
  ResolvedObligation,
  Source,
  Verification,
} from '@site/src/data/types';
import {
  ALL_DEADLINES_FILE,
  calendarPath,
  CHANGES_PAGE,
  changesFeed,
  jurisdictionJson,
  obligationAnchor,
} from '@site/src/data/paths';
import {relatedNewsFor, type RelatedNewsData} from '@site/src/plugins/related-news/lists';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {compareIso, formatIsoDate} from '@site/src/utils/dates';
import {
  frequencyLabels,
  obligationKindLabels,
  transpositionLabels,
  verificationLabels,
} from './format';
import {nextDates} from './nextDates';
import styles from './styles.module.css';

/**
 * Blocks that guides render from their record in the legal dataset (data/jurisdictions),
 * which a guide imports as `@legal-data/<id>.json`: thresholds, deadlines, obligations,
 * changes and review dates are written once, in the data.
 */

interface JurisdictionProps {
  jurisdiction: Jurisdiction;
}

/** A source's title, linked, then its date unless the title already gives it. */
export function SourceLink({source}: {source: Pick<Source, 'url' | 'title' | 'date'>}): ReactNode {
  const date = source.date && formatIsoDate(source.date);
  return (
    <>
      <Link href={source.url}>{source.title}</Link>
      {date && !source.title.includes(date) && ` (${date})`}
    </>
  );
}

function DateText({date}: {date: string}): ReactNode {
  return <time dateTime={date}>{formatIsoDate(date)}</time>;
}

function Verified({verified}: {verified: Verification}): ReactNode {
  return (
    <>
      <DateText date={verified.date} />, {verificationLabels[verified.method]}
    </>
  );
}

/** A link to a file the build writes (not a page route). */
export function FileLink({path, children}: {path: string; children: ReactNode}): ReactNode {
  // pathname:// makes Link treat the target as a file, not a page route.
  return <Link href={`pathname://${path}`}>{children}</Link>;
}

const byDate = (a: Deadline, b: Deadline) => compareIso(a.date, b.date);

const BADGE_CLASSES: Record<BindingStatus, string> = {
  'in-force': 'badge--success',
  'applies-from': 'badge--info',
  proposed: 'badge--warning',
  'eu-minimum': 'badge--secondary',
  expired: 'badge--secondary',
};

/**
 * A duty's or date's binding status, in the words src/data/binding.ts gives it. The element
 * around it carries `data-binding`, so a test can tell that every date inside is labelled.
 */
export function BindingBadge({binding}: {binding: Binding}): ReactNode {
  return (
    <span className={clsx('badge', BADGE_CLASSES[binding.status], styles.badge)}>
      {binding.label}
    </span>
  );
}

/** The items due on one day, each with its binding status (the guides' and the comparison's). */
export function DueOn({
  items,
}: {
  items: ReadonlyArray<{key: string; date: string; title: string; binding: Binding}>;
}): ReactNode {
  return (
    <>
      <DateText date={items[0]!.date} />:{' '}
      {items.map((d, n) => (
        <span key={d.key}>
          {n > 0 && '; '}
          {d.title} <BindingBadge binding={d.binding} />
        </span>
      ))}
    </>
  );
}

export function LegalNotice({
  jurisdiction,
  reviewed,
}: {
  jurisdiction?: Jurisdiction;
  reviewed?: string;
}): ReactNode {
  const date = jurisdiction?.lastReviewed ?? reviewed;
  if (!date) {
    throw new Error('<LegalNotice> needs a jurisdiction={…} or a reviewed="YYYY-MM-DD" prop.');
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

export function AtAGlance({jurisdiction: j}: JurisdictionProps): ReactNode {
  // The next date that binds employers is the deadline; a proposal or an EU minimum comes
  // after it, labelled. An EU instrument's own dates bind employers only through national law,
  // so the dates it binds by itself are the Member States'.
  const {binding: due, notYetBinding: pending} = nextDates(
    j.deadlines,
    buildDate,
    (d) => d.recurrence === 'yearly',
  );
  const isEuLaw = j.membership === 'eu-law';
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.glance} data-testid="at-a-glance">
        <caption className={styles.visuallyHidden}>{j.name} at a glance</caption>
        <tbody>
          {j.laws.length > 0 && (
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
          )}
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
          {j.regulator && (
            <tr>
              <th scope="row">Regulator</th>
              <td>
                <SourceLink source={j.regulator} />
              </td>
            </tr>
          )}
          {j.directive && (
            <tr>
              <th scope="row">EU Directive</th>
              <td>
                {transpositionLabels[j.directive.status]} (as of {formatIsoDate(j.directive.asOf)})
              </td>
            </tr>
          )}
          {(due.length > 0 || (pending.length > 0 && !isEuLaw)) && (
            <tr data-binding={due[0]?.binding.status}>
              <th scope="row">{isEuLaw ? 'Next deadline for Member States' : 'Next deadline'}</th>
              <td>
                {due.length > 0 ? (
                  <DueOn items={due} />
                ) : (
                  'No upcoming date under the law in force.'
                )}
              </td>
            </tr>
          )}
          {pending.length > 0 && (
            <tr data-binding={pending[0]!.binding.status}>
              <th scope="row">
                {isEuLaw ? 'Next date for employers' : 'Next date not yet binding'}
              </th>
              <td>
                <DueOn items={pending} />
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">Legal status reviewed</th>
            <td>
              <DateText date={j.lastReviewed} />
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
      <Link href={`pathname://${file}`} download>
        download the .ics file
      </Link>
      {jurisdiction && (
        <>
          {' '}
          (or <FileLink path={ALL_DEADLINES_FILE}>every jurisdiction in one calendar</FileLink>)
        </>
      )}
      .
    </p>
  );
}

export function KeyDates({jurisdiction: j}: JurisdictionProps): ReactNode {
  return (
    <>
      {/* The spaces between an item's parts, which stack on screen, keep copied text, search
          excerpts and reader modes from running them together. */}
      <ol className={styles.timeline} data-testid="key-dates">
        {[...j.deadlines].sort(byDate).map((d) => (
          <li key={d.key} className={styles.timelineItem} data-binding={d.binding.status}>
            <time dateTime={d.date} className={styles.timelineDate}>
              {formatIsoDate(d.date)}
              {d.recurrence === 'yearly' && ', then every year'}
            </time>{' '}
            <span className={styles.timelineTitle}>
              {d.title} <BindingBadge binding={d.binding} />
            </span>{' '}
            <span>{d.description}</span> {d.note && <span>{d.note} </span>}
            <span className={styles.timelineSource}>
              Source: <SourceLink source={d.source} />
              {d.sharedFrom &&
                ` (date set by the ${d.sharedFrom.replace(/^European Union — /, '')})`}
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
        Information as of <DateText date={status.asOf} />; last verified{' '}
        <Verified verified={status.verified} />. Source: <SourceLink source={status.source} />
      </p>
    </Admonition>
  );
}

export function DirectiveStatus({jurisdiction: j}: JurisdictionProps): ReactNode {
  if (!j.directive) {
    throw new Error(`<DirectiveStatus>: "${j.id}" has no directive record.`);
  }
  return <DirectiveStatusBox status={j.directive} />;
}

/** How often a duty applies; "at all times" only for a duty in force, since the rest do not bind. */
function frequencyText({timing, binding}: ResolvedObligation): string {
  if (timing.frequency !== 'continuous' || binding.status === 'in-force') {
    return frequencyLabels[timing.frequency];
  }
  return binding.status === 'expired'
    ? 'At all times while it applied'
    : 'At all times once it applies';
}

function timingText(o: ResolvedObligation): ReactNode {
  const {timing} = o;
  return (
    <>
      {timing.inForceFrom && (
        <>
          Applies from <DateText date={timing.inForceFrom} />.{' '}
        </>
      )}
      {timing.firstDeadline && (
        <>
          First deadline <DateText date={timing.firstDeadline} />.{' '}
        </>
      )}
      {frequencyText(o)}.{timing.referencePeriod && ` ${timing.referencePeriod}`}
    </>
  );
}

function ObligationItem({obligation: o}: {obligation: ResolvedObligation}): ReactNode {
  const anchor = obligationAnchor(o.id);
  return (
    <section
      className={styles.obligation}
      aria-labelledby={anchor}
      data-testid="obligation"
      data-binding={o.binding.status}>
      <Heading as="h3" id={anchor} className={styles.obligationTitle} data-obligation={o.id}>
        {o.title} <BindingBadge binding={o.binding} />
      </Heading>
      <dl className={styles.facts}>
        <dt>Kind</dt>
        <dd>{obligationKindLabels[o.kind]}</dd>
        <dt>Who</dt>
        <dd>{o.appliesTo.description}</dd>
        <dt>What</dt>
        <dd>{o.requires}</dd>
        <dt>When</dt>
        <dd>{timingText(o)}</dd>
        <dt>Penalties</dt>
        <dd>{o.penalties}</dd>
        {o.implementsRule && (
          <>
            <dt>Transposes</dt>
            <dd>
              {o.implementsRule.path ? (
                <Link to={o.implementsRule.path}>{o.implementsRule.title}</Link>
              ) : (
                o.implementsRule.title
              )}
            </dd>
          </>
        )}
        <dt>Source</dt>
        <dd>
          <SourceLink source={o.source} />
        </dd>
        <dt>Last verified</dt>
        <dd data-testid="obligation-verified">
          <Verified verified={o.verified} />
        </dd>
      </dl>
    </section>
  );
}

/** Every obligation in the record, each with its own anchor (#obligation-<id>). */
export function Obligations({jurisdiction: j}: JurisdictionProps): ReactNode {
  if (j.obligations.length === 0) {
    throw new Error(`<Obligations>: "${j.id}" lists no obligations in its data file.`);
  }
  return (
    <>
      {j.obligations.map((o) => (
        <ObligationItem key={o.id} obligation={o} />
      ))}
    </>
  );
}

/** Links to the jurisdiction's data file and change feeds. */
export function DataLinks({jurisdiction: j}: JurisdictionProps): ReactNode {
  return (
    <p className={styles.calendar} data-testid="data-links">
      This guide's facts as data: <FileLink path={jurisdictionJson(j.id)}>{j.name} (JSON)</FileLink>
      , or the <Link to="/open-data">whole dataset</Link>. Follow changes to this country:{' '}
      <FileLink path={changesFeed(j.id, 'rss')}>RSS</FileLink> or{' '}
      <FileLink path={changesFeed(j.id, 'atom')}>Atom</FileLink>.
    </p>
  );
}

/** The latest recorded changes to a jurisdiction's facts, newest first. */
export function WhatChanged({
  jurisdiction: j,
  limit = 5,
}: JurisdictionProps & {limit?: number}): ReactNode {
  const latest = [...j.changes].sort((a, b) => compareIso(b.date, a.date)).slice(0, limit);
  return (
    <>
      {latest.length === 0 ? (
        <p>No change to these facts has been recorded since the dataset began.</p>
      ) : (
        <ul className={styles.changes} data-testid="what-changed">
          {latest.map((c, n) => (
            <li key={`${c.date}-${n}`}>
              <DateText date={c.date} />: {c.summary}
              <br />
              <span className={styles.muted}>
                Before: {c.before} Now: {c.after} Source: <SourceLink source={c.source} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        Every recorded change, for every jurisdiction, is on the{' '}
        <Link to={CHANGES_PAGE}>changes page</Link>.
      </p>
      <DataLinks jurisdiction={j} />
    </>
  );
}

export function RelatedNews({jurisdiction: j}: JurisdictionProps): ReactNode {
  const {posts, total} = relatedNewsFor(usePluginData('related-news') as RelatedNewsData, j.id);
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

export function Sources({jurisdiction: j}: JurisdictionProps): ReactNode {
  const all: Source[] = [
    ...j.laws.map((law) => ({title: law.name, url: law.url})),
    ...(j.regulator ? [j.regulator] : []),
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
