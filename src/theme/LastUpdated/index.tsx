// Ejected because the original marks the date `itemProp="dateModified"`, and docs pages are not
// microdata items: the Nu HTML checker rejects a property outside any item. Same text and markup
// otherwise; the page's dates for machines are in its JSON-LD and sitemap.
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';

function UpdatedOn({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const date = new Date(lastUpdatedAt);
  const format = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      {' on '}
      <b>
        <time dateTime={date.toISOString()}>{format.format(date)}</time>
      </b>
    </>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt && <UpdatedOn lastUpdatedAt={lastUpdatedAt} />}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
