// Wrapped because the authors page has no description option: it gets one naming the teams,
// so every page has a unique meta description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Page from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type PageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

export default function BlogAuthorsListPage(props: WrapperProps<typeof PageType>): ReactNode {
  const {brandName} = useSiteSettings();
  const names = props.authors.map((a) => a.name).filter(Boolean);
  return (
    <>
      <Page {...props} />
      <PageMetadata
        description={`Who writes ${brandName} news on pay transparency and pay equity: ${names.join(', ')}, with their posts.`}
      />
    </>
  );
}
