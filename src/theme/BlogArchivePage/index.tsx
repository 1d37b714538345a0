// Wrapped because the archive's description is fixed to the word "Archive": it gets a real one,
// so every page has a unique, useful meta description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Page from '@theme-original/BlogArchivePage';
import type PageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

export default function BlogArchivePage(props: WrapperProps<typeof PageType>): ReactNode {
  const {brandName} = useSiteSettings();
  const count = props.archive.blogPosts.length;
  return (
    <>
      <Page {...props} />
      <PageMetadata
        description={`Every ${brandName} news post on pay transparency and pay equity law, ${count} in all, listed by year and date.`}
      />
    </>
  );
}
