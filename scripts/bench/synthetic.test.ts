import {describe, expect, it} from 'vitest';
import {parseFrontMatter} from '../content/front-matter';
import {syntheticPages} from './synthetic';

const options = {
  count: 5,
  tags: ['pay-equity', 'pay-gap', 'pay-transparency'],
  authors: ['editorial', 'research'],
  linkTargets: ['/glossary', '/eu-pay-transparency-directive'],
};

describe('syntheticPages', () => {
  it('alternates posts and docs, with unique paths', () => {
    const files = syntheticPages(options);
    expect(files).toHaveLength(5);
    expect(files.filter((f) => f.path.startsWith('news/'))).toHaveLength(3);
    expect(files.filter((f) => f.path.startsWith('docs/synthetic/'))).toHaveLength(2);
    expect(new Set(files.map((f) => f.path)).size).toBe(5);
  });

  it('writes front matter the build accepts: known tags and authors, a truncate marker', () => {
    const [post, doc] = syntheticPages(options);
    const postData = parseFrontMatter(post!.content).data;
    expect(postData.slug).toBe('synthetic-post-1');
    expect(options.authors).toEqual(expect.arrayContaining(postData.authors as string[]));
    for (const tag of postData.tags as string[]) expect(options.tags).toContain(tag);
    expect(post!.content).toContain('<!-- truncate -->');
    const docData = parseFrontMatter(doc!.content).data;
    expect(docData.last_update).toMatchObject({author: 'Benchmark'});
    expect(docData.description).toMatch(/^Synthetic page 2/);
  });

  it('links only to the given routes', () => {
    const links = syntheticPages(options)
      .flatMap((f) => [...f.content.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]))
      .filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(options.linkTargets).toContain(link);
  });
});
