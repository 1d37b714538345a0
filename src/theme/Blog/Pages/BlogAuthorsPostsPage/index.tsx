// Wrapped because author pages have no description option: each gets one from the author's
// role, so every page has a unique meta description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Page from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type PageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

export default function BlogAuthorsPostsPage(props: WrapperProps<typeof PageType>): ReactNode {
  const {author, listMetadata} = props;
  const {brandName} = useSiteSettings();
  const page =
    listMetadata.page > 1 ? ` Page ${listMetadata.page} of ${listMetadata.totalPages}.` : '';
  return (
    <>
      <Page {...props} />
      <PageMetadata
        description={`${brandName} news by the ${author.name ?? 'author'}${author.title ? `, who ${author.title.charAt(0).toLowerCase()}${author.title.slice(1)}` : ''}.${page}`}
      />
    </>
  );
}
