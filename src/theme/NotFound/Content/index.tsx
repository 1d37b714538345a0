// Wrapped because the docs plugin, served from "/", answers every unknown path (and the built
// 404.html) with this content alone inside its own layout, never with the theme's NotFound page,
// which names the title. No option gives the not-found page its title, a description or noindex.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

export default function NotFoundContentWrapper(
  props: WrapperProps<typeof NotFoundContentType>,
): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description="This address does not match a page. Search the site or start from the country guides, the EU Pay Transparency Directive or the news."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <NotFoundContent {...props} />
    </>
  );
}
