import type {BlogPost} from '@docusaurus/plugin-content-blog';

/**
 * The guides' "Related news" lists: pure functions shared by the plugin, which writes them to
 * global data at build time, and the guides, which read them in the browser.
 */

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

/**
 * Global data ships in every page's entry bundle, so each post is written once and the guides
 * list it by index: one post tagged with the Directive is related to all thirty states.
 */
export interface RelatedNewsData {
  /** Every post some guide lists, once. */
  posts: NewsItem[];
  /** Keyed by jurisdiction id, for those with related posts: indexes into `posts`. */
  byJurisdiction: Record<string, {posts: number[]; total: number}>;
}

/**
 * Posts listed per guide, so that the global data grows with the number of guides, not of
 * posts. Older posts are one click away on the tag pages.
 */
export const RELATED_NEWS_LIMIT = 8;

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

/** The lists by jurisdiction id, as global data: each post once, jurisdictions without posts left out. */
export function relatedNewsData(lists: Readonly<Record<string, RelatedNewsList>>): RelatedNewsData {
  const posts: NewsItem[] = [];
  const indexOf = new Map<string, number>();
  const byJurisdiction: RelatedNewsData['byJurisdiction'] = {};
  for (const [id, list] of Object.entries(lists)) {
    if (list.total === 0) continue;
    const indexes = list.posts.map((post) => {
      const known = indexOf.get(post.permalink);
      if (known !== undefined) return known;
      indexOf.set(post.permalink, posts.length);
      return posts.push(post) - 1;
    });
    byJurisdiction[id] = {posts: indexes, total: list.total};
  }
  return {posts, byJurisdiction};
}

/** One jurisdiction's list, read back from the global data. */
export function relatedNewsFor(data: RelatedNewsData, id: string): RelatedNewsList {
  const list = data.byJurisdiction[id];
  if (!list) return {posts: [], total: 0};
  return {posts: list.posts.flatMap((index) => data.posts[index] ?? []), total: list.total};
}
