import {mkdtemp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildSearchIndex} from './buildIndex';
import {toHits, words, type PagefindFragment} from './hits';
import {
  australiaPage,
  builtPage,
  directivePage,
  glossaryPage,
  heading,
  postPage,
} from './testPages';

/** Text that must come back from Pagefind word for word. */
const awkward = builtPage({
  path: '/awkward',
  title: '&lt;img src=x onerror=alert(1)&gt; “quotes” &amp; emoji 😀',
  markdown: `<p>مرحبا بالعالم — right-to-left, a.b, e-mail, 5%, C++ and ---</p>${heading(2, 'dash', '—')}<p>x</p>`,
});

let siteDir: string;
let fragments: PagefindFragment[];

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'pagefind-search-'));
  const pages: Record<string, string> = {
    'countries/australia-wgea-gender-pay-reports-due-may-31.html': australiaPage,
    'eu-pay-transparency-directive.html': directivePage,
    'glossary.html': glossaryPage,
    'news/netherlands-delay.html': postPage,
    'awkward.html': awkward,
    'news.html': builtPage({
      path: '/news',
      htmlClass: 'blog-wrapper blog-list-page',
      title: 'News',
      markdown: '',
    }),
  };
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await writeFile(path.join(siteDir, file), html);
  }
}, 30_000);

afterAll(() => rm(siteDir, {recursive: true, force: true}));

describe('buildSearchIndex', () => {
  it('indexes docs and posts, one record per page, not list pages', async () => {
    expect(await buildSearchIndex(siteDir)).toEqual({pages: 5, sections: 14});
    const bundle = path.join(siteDir, 'pagefind');
    const files = await readdir(bundle);
    expect(files).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'fragment', 'index']),
    );
    expect(files.filter((file) => file.includes('-ui'))).toEqual([]);
    fragments = await Promise.all(
      (await readdir(path.join(bundle, 'fragment'))).map(async (file) => {
        const data = gunzipSync(await readFile(path.join(bundle, 'fragment', file))).toString();
        // Pagefind prefixes each decompressed file with a 12-byte signature.
        return {...JSON.parse(data.slice(12)), locations: [], sub_results: []} as PagefindFragment;
      }),
    );
    expect(fragments).toHaveLength(5);
  }, 30_000);

  it('keeps the words as written, each heading where its anchor says, as hits.ts reads them', () => {
    for (const fragment of fragments) {
      const tokens = words(fragment.content);
      const title = tokens.slice(0, words(fragment.meta.title!).length).join(' ');
      expect(title.replace(/\.$/, '')).toBe(fragment.meta.title);
      for (const anchor of fragment.anchors) {
        const heading = tokens.slice(anchor.location, anchor.location + words(anchor.text).length);
        expect(heading.join(' ').replace(/\.$/, '')).toBe(anchor.text);
      }
    }
    const directive = fragments.find((f) => f.meta.title === 'EU Pay Transparency Directive')!;
    expect(directive.meta.lvl0).toBe('EU law');
    expect(directive.anchors.map((anchor) => [anchor.element, anchor.id])).toEqual([
      ['h2', 'reporting'],
      ['h3', 'joint-pay-assessment'],
    ]);
    const page = fragments.find((f) => f.meta.title!.startsWith('<img'))!;
    const [hit] = toHits(
      page,
      {
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
        snippetWords: {content: 50},
        queryWordCount: 1,
      },
      3,
    );
    expect(hit!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt; “quotes” &amp; emoji 😀');
    expect(hit!.content).toBe('مرحبا بالعالم — right-to-left, a.b, e-mail, 5%, C++ and ---');
  });
});
