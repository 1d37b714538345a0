// Wrapped because the topics page has no description option: it gets one, so every page has a
// unique meta description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Page from '@theme-original/BlogTagsListPage';
import type PageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

export default function BlogTagsListPage(props: WrapperProps<typeof PageType>): ReactNode {
  const {brandName} = useSiteSettings();
  return (
    <>
      <Page {...props} />
      <PageMetadata
        description={`All ${props.tags.length} topics of ${brandName} news, from pay equity and gender pay gaps to national laws and the EU Pay Transparency Directive.`}
      />
    </>
  );
}
