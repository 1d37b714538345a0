import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import {SOCIAL_CARD_SIZE, socialCardPath} from '@site/src/plugins/seo/paths';

/** Absolute URL of a page's generated social card (written by src/plugins/seo). */
export function useSocialCardUrl(permalink: string): string {
  return `${useSiteSettings().siteUrl}${socialCardPath(permalink)}`;
}

/**
 * Open Graph and Twitter image tags for a page: its own card, or `image` when
 * the page's front matter names one. Rendered after the theme's metadata, so
 * these tags win over the site-wide default.
 */
export default function SocialCard({
  permalink,
  title,
  image,
}: {
  permalink: string;
  title: string;
  image?: string;
}): ReactNode {
  const card = useSocialCardUrl(permalink);
  if (image) return null; // The theme already emits the front-matter image.
  return (
    <Head>
      <meta property="og:image" content={card} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={title} />
    </Head>
  );
}
