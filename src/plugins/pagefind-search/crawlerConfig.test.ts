import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {PAGE_RANKS, TOPICS} from './facets';
import {extractRecords} from './records';
import {crawlerConfigSource} from './crawlerConfig';
import {SELECTORS} from './selectors';
import {builtPage, testSite} from './fixtures/testPages';

/** The Algolia crawler configuration, run here with a stand-in for the crawler. */
const source = crawlerConfigSource({site: 'https://docs.example.com', indexName: 'pay'});

interface CrawlerAction {
  recordExtractor: (context: {url: URL; $: ReturnType<typeof load>; helpers: unknown}) => unknown;
}

function crawlerConfig(): {
  actions: CrawlerAction[];
  exclusionPatterns: string[];
  initialIndexSettings: Record<string, unknown>;
} {
  let config: unknown;
  class Crawler {
    constructor(options: unknown) {
      config = options;
    }
  }
  new Function('Crawler', source)(Crawler);
  return config as ReturnType<typeof crawlerConfig>;
}

interface CrawlerRecord {
  url: string;
  anchor: string | null;
  hierarchy: Record<string, string | null>;
  content: string;
  [attribute: string]: unknown;
}

/**
 * What the extractor asks DocSearch's helper for, and the records it returns
 * when the helper gives back the local index's records of the page.
 */
function crawl(html: string, pagePath: string) {
  const [action] = crawlerConfig().actions;
  let recordProps: Record<string, unknown> = {};
  const records = action!.recordExtractor({
    url: new URL(`https://docs.example.com${pagePath}`),
    $: load(html),
    helpers: {
      docsearch: (options: {recordProps: Record<string, unknown>}) => {
        recordProps = options.recordProps;
        return extractRecords(html, pagePath).map(({url, hierarchy, content}) => ({
          url,
          anchor: url.split('#')[1] ?? null,
          hierarchy,
          content,
        }));
      },
    },
  }) as CrawlerRecord[];
  return {recordProps, records};
}

/** Record attributes the crawler and the local indexer must agree on, by their names in each. */
const SAME = [
  ['content_type', 'contentType'],
  ['jurisdiction', 'jurisdictions'],
  ['topic', 'topics'],
  ['search_terms', 'searchTerms'],
  ['page_search_terms', 'pageSearchTerms'],
] as const;

describe('the DocSearch crawler configuration', () => {
  it('is written with the local index selectors, page ranks and topics, and no placeholder left', () => {
    expect(source).not.toMatch(/__[A-Z_]+__/);
    expect(source).toContain(`const SITE = "https://docs.example.com";`);
    expect(source).toContain(JSON.stringify(SELECTORS, null, 2));
    expect(source).toContain(JSON.stringify(PAGE_RANKS, null, 2));
    for (const {topic, headings} of TOPICS) {
      expect(source).toContain(`{topic: ${JSON.stringify(topic)}, headings: ${String(headings)}}`);
    }
    expect(crawlerConfig()).toMatchObject({initialIndexSettings: {pay: {distinct: true}}});
  });

  it('gives each record the category, filters, other names and page rank the local index gives it', () => {
    for (const [html, pagePath] of testSite) {
      const local = extractRecords(html, pagePath);
      const {recordProps, records} = crawl(html, pagePath);
      expect(recordProps).toMatchObject({
        lvl0: {defaultValue: local[0]!.contentType},
        lvl1: [SELECTORS.title, 'head > title'],
        lvl2: `${SELECTORS.content} h2`,
        pageRank: String(PAGE_RANKS[local[0]!.contentType as keyof typeof PAGE_RANKS]),
      });
      expect(records.map((record) => SAME.map(([crawler]) => record[crawler]))).toEqual(
        local.map((record) => SAME.map(([, indexer]) => record[indexer])),
      );
    }
  });

  it('skips list pages and copies of other pages, as the local index does', () => {
    const list = builtPage({
      path: '/news',
      htmlClass: 'blog-wrapper blog-list-page',
      title: 'News',
      markdown: '',
    });
    expect(crawl(list, '/news').records).toEqual([]);
    const copy = builtPage({
      path: '/',
      canonicalPath: '/glossary',
      title: 'Glossary',
      markdown: '',
    });
    expect(crawl(copy, '/').records).toEqual([]);
    expect(crawlerConfig().exclusionPatterns).toContain('https://docs.example.com/news/tags/**');
  });
});
