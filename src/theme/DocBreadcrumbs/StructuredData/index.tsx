// Replaced (on the theme's own hook) because the theme's BreadcrumbList drops the home link and
// categories without pages, leaving one item on most guides; this starts the trail at the home page.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props): ReactNode {
  const base = useBreadcrumbsStructuredData({breadcrumbs});
  const {siteUrl} = useSiteSettings();
  const trail = (base.itemListElement ?? []) as object[];
  const items = [{name: 'Home', item: `${siteUrl}/`}, ...trail].map((entry, index) => ({
    ...entry,
    '@type': 'ListItem',
    position: index + 1,
  }));
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify({...base, itemListElement: items})}
      </script>
    </Head>
  );
}
