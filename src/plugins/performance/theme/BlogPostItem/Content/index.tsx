// Wraps the theme's component because no option skips hydrating static article HTML: on the
// first page load the server-rendered post (or excerpt) is kept as it is (see ../../../static-html.tsx),
// and rendered once out of sight so that a crash still shows (../../../render-check.tsx).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import RenderCheck from '../../../render-check';
import StaticHtml, {useKeepServerHtml} from '../../../static-html';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContent(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  // Same element, id and classes as the theme's wrapper, which the server rendered.
  if (useKeepServerHtml()) {
    return (
      <>
        <StaticHtml
          id={isBlogPostPage ? blogPostContainerID : undefined}
          className={clsx('markdown', props.className)}
        />
        <RenderCheck>
          <Content {...props} />
        </RenderCheck>
      </>
    );
  }
  return <Content {...props} />;
}
