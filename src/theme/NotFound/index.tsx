// Wrapped because the not-found page cannot be configured out of search results: it is marked
// noindex and gets a description. Its PageMetadata names the title again, as the theme's does:
// the later one sets the whole title, and without it the tab read only the site's name.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

export default function NotFoundWrapper(props: WrapperProps<typeof NotFoundType>): ReactNode {
  return (
    <>
      <NotFound {...props} />
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description="This address does not match a page. Search the site or start from the country guides, the EU Pay Transparency Directive or the news."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
