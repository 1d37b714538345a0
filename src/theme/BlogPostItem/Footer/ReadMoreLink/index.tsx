// Replaced because the theme's "Read more" link text cannot be configured to name the post, and
// search engines (and Lighthouse's link-text audit) read it as vague: the post title follows,
// visually hidden, so the link's text says where it goes.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about “{blogPostTitle}”</span>
    </Link>
  );
}
