// Wrapped because the not-found page cannot be configured out of search results: it is marked
// noindex and gets a description.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

export default function NotFoundWrapper(props: WrapperProps<typeof NotFoundType>): ReactNode {
  return (
    <>
      <NotFound {...props} />
      <PageMetadata description="This address does not match a page. Search the site or start from the country guides, the EU Pay Transparency Directive or the news." />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
