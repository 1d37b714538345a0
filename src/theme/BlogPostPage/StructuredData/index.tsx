// Replaced (on the theme's own hook) because no option adds to the theme's BlogPosting: this
// completes it with the publisher, the post's card as image and dateModified, with team authors
// as organisations. One JSON-LD block, as before.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {useSocialCardUrl} from '@site/src/components/SocialCard';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {completeBlogPosting} from '@site/src/plugins/seo/structuredData';

export default function BlogPostStructuredData(): ReactNode {
  const base = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const {brandName, siteUrl, marketing} = useSiteSettings();
  const card = useSocialCardUrl(metadata.permalink);
  const data = completeBlogPosting(base, {
    brandName,
    siteUrl,
    homeUrl: marketing.home,
    image: card,
    authors: metadata.authors,
  });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
