import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {loadDataset} from '../../data/load';

/** What `<RelatedNews>` shows for each post. */
export interface NewsItem {
  title: string;
  permalink: string;
  date: string;
}

/** A guide's newest related posts, newest first, and how many there are in all. */
export interface RelatedNewsList {
  posts: NewsItem[];
  total: number;
}

export interface RelatedNewsData {
  /** Keyed by jurisdiction id. */
  byJurisdiction: Record<string, RelatedNewsList>;
}

/**
 * Posts listed per guide. Global data ships in every page's entry bundle, so
 * it holds only these lists: its size depends on the number of guides, not
 * on the number of posts. Older posts are one click away on the tag pages.
 */
export const RELATED_NEWS_LIMIT = 8;

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** "/news/tags/netherlands" → "netherlands" */
export function tagKey(permalink: string): string {
  return permalink.slice(permalink.lastIndexOf('/') + 1);
}

/** The newest listed posts carrying any of `tags`, newest first. */
export function relatedPosts(posts: readonly BlogPost[], tags: readonly string[]): RelatedNewsList {
  const related = posts
    .filter(
      ({metadata}) =>
        !metadata.unlisted && metadata.tags.some((tag) => tags.includes(tagKey(tag.permalink))),
    )
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString().slice(0, 10),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
  return {posts: related.slice(0, RELATED_NEWS_LIMIT), total: related.length};
}

/**
 * Hands each guide its "Related news" list, generated from post tags and the
 * jurisdiction record's `newsTags` instead of typed by hand.
 */
export default function relatedNewsPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'related-news',
    allContentLoaded({allContent, actions}) {
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'related-news: the blog plugin did not load, so related news cannot be listed.',
        );
      }
      const byJurisdiction = Object.fromEntries(
        loadDataset(siteDir).jurisdictions.map((j) => [
          j.id,
          relatedPosts(blog.blogPosts, j.newsTags),
        ]),
      );
      actions.setGlobalData({byJurisdiction} satisfies RelatedNewsData);
    },
  };
}
