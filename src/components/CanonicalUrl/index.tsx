import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Points search engines at one address when a page is served at two routes. */
export default function CanonicalUrl({path}: {path: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const href = `${siteConfig.url.replace(/\/+$/, '')}${path}`;
  return (
    <Head>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </Head>
  );
}
