import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** What `<RelatedNews>` needs to know about each post. */
export interface NewsItem {
  title: string;
  permalink: string;
  date: string;
  /** Tag keys, e.g. "netherlands". */
  tags: string[];
}

export interface RelatedNewsData {
  posts: NewsItem[];
}

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** "/news/tags/netherlands" → "netherlands" */
export function tagKey(permalink: string): string {
  return permalink.slice(permalink.lastIndexOf('/') + 1);
}

/**
 * Hands the docs a small index of news posts by tag, so each guide's
 * "Related news" list is generated from post tags instead of typed by hand.
 */
export default function relatedNewsPlugin(): Plugin {
  return {
    name: 'related-news',
    allContentLoaded({allContent, actions}) {
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'related-news: the blog plugin did not load, so related news cannot be listed.',
        );
      }
      const posts: NewsItem[] = blog.blogPosts
        .filter((post) => !post.metadata.unlisted)
        .map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: new Date(metadata.date).toISOString().slice(0, 10),
          tags: metadata.tags.map((tag) => tagKey(tag.permalink)),
        }));
      actions.setGlobalData({posts} satisfies RelatedNewsData);
    },
  };
}
