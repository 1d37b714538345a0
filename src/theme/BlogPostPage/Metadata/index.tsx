// Wrapped because blog options cannot set a per-post social image or search metadata: this adds
// the post's card, generated from its title by src/plugins/seo, and what search reads
// (src/components/SearchMetadata).
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PostSearchMetadata} from '@site/src/components/SearchMetadata';
import SocialCard from '@site/src/components/SocialCard';

export default function BlogPostPageMetadata(props: WrapperProps<typeof MetadataType>): ReactNode {
  const {assets, metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <PostSearchMetadata />
      <SocialCard
        permalink={metadata.permalink}
        title={metadata.title}
        image={assets.image ?? metadata.frontMatter.image}
      />
    </>
  );
}
