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
} from './fixtures/testPages';

/** Text that must come back from Pagefind word for word. */
const awkward = builtPage({
  path: '/awkward',
  title: '&lt;img src=x onerror=alert(1)&gt; “quotes” &amp; emoji 😀',
  markdown: `<p>مرحبا بالعالم — right-to-left, a.b, e-mail, 5%, C++ and ---</p>${heading(2, 'dash', '—')}<p>x</p>`,
});

let siteDir: string;
let fragments: PagefindFragment[];
/** Each fragment's Pagefind page id (its file name), by fragment. */
const idOfFragment = new Map<PagefindFragment, string>();

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
        const fragment = {
          ...JSON.parse(data.slice(12)),
          locations: [],
          sub_results: [],
        } as PagefindFragment;
        idOfFragment.set(fragment, file.replace('.pf_fragment', ''));
        return fragment;
      }),
    );
    expect(fragments).toHaveLength(5);
  }, 30_000);

  it("writes the facts the client ranks and filters by, keyed by Pagefind's page ids", async () => {
    const bundle = path.join(siteDir, 'pagefind');
    const facts = JSON.parse(await readFile(path.join(bundle, 'index-facts.json'), 'utf8'));
    const idOf = (title: string) =>
      idOfFragment.get(fragments.find((fragment) => fragment.meta.title!.startsWith(title))!)!;
    // The Directive and the glossary rank above the guides (1), the post below.
    expect(facts.rankFactors).toEqual({
      [idOf('EU Pay Transparency Directive')]: 1.15,
      [idOf('Glossary')]: 1.15,
      [idOf('Netherlands')]: 0.5,
      [idOf('<img')]: 0.6,
    });
    expect(facts.filters.language).toEqual(['en']);
    expect(facts.filters.content_type).toEqual([
      'Country guides',
      'EU law',
      'Glossary',
      'News',
      'Resources',
    ]);
  });

  const hitOptions = {
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    snippetWords: {content: 50},
    queryWordCount: 1,
  };

  it('keeps the words as written and each heading where its anchor says, as hits.ts reads them', () => {
    const directive = fragments.find((f) => f.meta.title === 'EU Pay Transparency Directive')!;
    expect(directive.meta.lvl0).toBe('EU law');
    expect(directive.anchors.map((anchor) => [anchor.element, anchor.id])).toEqual([
      ['h2', 'reporting'],
      ['h3', 'joint-pay-assessment'],
    ]);
    for (const anchor of directive.anchors) {
      const tokens = words(directive.content);
      const heading = tokens.slice(anchor.location, anchor.location + words(anchor.text).length);
      expect(heading.join(' ').replace(/\.$/, '')).toBe(anchor.text);
    }
    const page = fragments.find((f) => f.meta.title!.startsWith('<img'))!;
    const [hit] = toHits(page, hitOptions, 3);
    expect(hit!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt; “quotes” &amp; emoji 😀');
    expect(hit!.content).toBe('مرحبا بالعالم — right-to-left, a.b, e-mail, 5%, C++ and ---');
  });

  it('indexes other names before their heading, and leaves them out of the hit', () => {
    const glossary = fragments.find((f) => f.meta.lvl0 === 'Glossary')!;
    const anchor = glossary.anchors.find((a) => a.id === 'compa-ratio')!;
    expect(words(glossary.content).slice(anchor.location, anchor.location + 4)).toEqual([
      'comparative',
      'ratio;',
      'CR.',
      'Compa-ratio.',
    ]);
    // The query "CR" matched the section's other name.
    const sub = {anchor, locations: [anchor.location + 2], weighted_locations: []};
    const [hit] = toHits(
      {...glossary, locations: sub.locations, sub_results: [sub]},
      hitOptions,
      3,
    );
    expect(hit).toMatchObject({
      url: 'https://docs.example.com/glossary#compa-ratio',
      type: 'lvl3',
      hierarchy: {lvl0: 'Glossary', lvl2: 'C', lvl3: 'Compa-ratio'},
      content: 'Pay divided by the midpoint of the pay range.',
    });
    const australia = fragments.find((f) => f.meta.title!.startsWith('Australia'))!;
    const [page] = toHits(australia, hitOptions, 3);
    expect(page!.hierarchy.lvl1).toBe('Australia — WGEA gender pay gap reporting, due 31 May');
    expect(page!.content).toMatch(/^Employers with 100 or more staff/);
  });
});
