// Wrapped because the blog gives every list page the same title and description: pages after
// the first get their own ("News – page 2"), so each URL has a unique title and description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';

export default function BlogListPageWrapper(
  props: WrapperProps<typeof BlogListPageType>,
): ReactNode {
  const {page, totalPages, blogTitle, blogDescription} = props.metadata;
  return (
    <>
      <BlogListPage {...props} />
      {page > 1 && (
        <PageMetadata
          title={`${blogTitle} – page ${page} of ${totalPages}`}
          description={`${blogDescription} Page ${page} of ${totalPages}: older posts.`}
        />
      )}
    </>
  );
}
