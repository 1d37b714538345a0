// Wrapped because docs options cannot set a per-page social image, page-specific structured
// data or search metadata: this adds the page's generated card, gives the home page its WebSite
// JSON-LD (with the /search?q= search action) and the Open data page its Dataset JSON-LD
// (`structured_data: dataset` front matter), and writes what search reads
// (src/components/SearchMetadata). Every page, the home page too, keeps its own URL as canonical, the one its
// hreflang links name; the browser entry relies on that to tell which page the HTML holds.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {DocSearchMetadata} from '@site/src/components/SearchMetadata';
import SocialCard from '@site/src/components/SocialCard';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {dataset, website} from '@site/src/plugins/seo/structuredData';
import summary from '@legal-data/summary.json';
import {LICENCE, OBLIGATIONS_CSV, OBLIGATIONS_JSON} from '@site/src/data/paths';

export default function DocItemMetadata(props: WrapperProps<typeof MetadataType>): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {brandName, tagline, siteUrl, marketing} = useSiteSettings();
  // A page that shows another page's content (the home page shows the Australia guide) uses
  // that page's card.
  const shownPath = (frontMatter as {shows_page?: string}).shows_page;
  return (
    <>
      <Metadata {...props} />
      <DocSearchMetadata />
      <SocialCard
        permalink={shownPath ?? metadata.permalink}
        title={metadata.title}
        image={assets.image ?? frontMatter.image}
      />
      {(frontMatter as {structured_data?: string}).structured_data === 'dataset' && (
        <Head>
          <script type="application/ld+json">
            {JSON.stringify(
              dataset({
                brandName,
                siteUrl,
                homeUrl: marketing.home,
                pageUrl: `${siteUrl}${metadata.permalink}`,
                description: metadata.description,
                modified: summary.modified,
                licence: LICENCE.url,
                downloads: [
                  {url: `${siteUrl}${OBLIGATIONS_JSON}`, format: 'application/json'},
                  {url: `${siteUrl}${OBLIGATIONS_CSV}`, format: 'text/csv'},
                ],
              }),
            )}
          </script>
        </Head>
      )}
      {metadata.permalink === '/' && (
        <Head>
          <script type="application/ld+json">
            {JSON.stringify(website(brandName, tagline, siteUrl, marketing.home))}
          </script>
        </Head>
      )}
    </>
  );
}
