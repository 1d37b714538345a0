import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {describe, expect, it} from 'vitest';
import {RELATED_NEWS_LIMIT, relatedNewsData, relatedNewsFor, relatedPosts, tagKey} from './lists';

function post(slug: string, date: string, tags: string[], unlisted = false): BlogPost {
  return {
    metadata: {
      title: `Post ${slug}`,
      permalink: `/news/${slug}`,
      date: new Date(date),
      unlisted,
      tags: tags.map((tag) => ({label: tag, permalink: `/news/tags/${tag}`})),
    },
  } as unknown as BlogPost;
}

describe('relatedPosts', () => {
  it('keeps posts with any of the tags, newest first, and leaves unlisted posts out', () => {
    const posts = [
      post('a', '2025-01-01', ['canada']),
      post('b', '2025-03-01', ['netherlands', 'transposition']),
      post('c', '2025-02-01', ['transposition']),
      post('d', '2025-04-01', ['transposition'], true),
    ];
    expect(relatedPosts(posts, ['netherlands', 'transposition'])).toEqual({
      posts: [
        {title: 'Post b', permalink: '/news/b', date: '2025-03-01'},
        {title: 'Post c', permalink: '/news/c', date: '2025-02-01'},
      ],
      total: 2,
    });
  });

  it('caps the list, so global data does not grow with the number of posts', () => {
    const many = Array.from({length: 40}, (_, i) =>
      post(`p${i}`, `2025-01-${String((i % 28) + 1).padStart(2, '0')}`, ['canada']),
    );
    const {posts, total} = relatedPosts(many, ['canada']);
    expect(posts).toHaveLength(RELATED_NEWS_LIMIT);
    expect(total).toBe(40);
  });
});

describe('relatedNewsData', () => {
  const item = (slug: string) => ({
    title: `Post ${slug}`,
    permalink: `/news/${slug}`,
    date: '2025-01-01',
  });
  const lists = {
    france: {posts: [item('a'), item('b')], total: 3},
    germany: {posts: [item('b')], total: 1},
    malta: {posts: [], total: 0},
  };

  it('writes each post once and lists it by index, leaving out jurisdictions with no post', () => {
    expect(relatedNewsData(lists)).toEqual({
      posts: [item('a'), item('b')],
      byJurisdiction: {france: {posts: [0, 1], total: 3}, germany: {posts: [1], total: 1}},
    });
  });

  it('reads back every list as it was given', () => {
    const data = relatedNewsData(lists);
    for (const [id, list] of Object.entries(lists)) expect(relatedNewsFor(data, id)).toEqual(list);
    expect(relatedNewsFor(data, 'nowhere')).toEqual({posts: [], total: 0});
  });
});

describe('tagKey', () => {
  it('takes the last path segment of a tag permalink', () => {
    expect(tagKey('/news/tags/netherlands')).toBe('netherlands');
  });
});
