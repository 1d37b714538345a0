import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {loadDataset} from '../../data/load';
import {relatedNewsData, relatedPosts} from './lists';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/**
 * Hands each guide its "Related news" list, generated from post tags and the
 * jurisdiction record's `newsTags` instead of typed by hand (see lists.ts).
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
      const lists = Object.fromEntries(
        loadDataset(siteDir).jurisdictions.map((j) => [
          j.id,
          relatedPosts(blog.blogPosts, j.newsTags),
        ]),
      );
      actions.setGlobalData(relatedNewsData(lists));
    },
  };
}
