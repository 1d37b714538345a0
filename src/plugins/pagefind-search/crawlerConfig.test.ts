import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {extractRecords} from './records';
import {SELECTORS} from './selectors';
import {australiaPage, builtPage, directivePage, glossaryPage, postPage} from './testPages';

/** The Algolia crawler configuration, run here with a stand-in for the crawler. */
const source = readFileSync(path.join(__dirname, '../../../docsearch-crawler.config.js'), 'utf8');

interface CrawlerAction {
  recordExtractor: (context: {url: URL; $: ReturnType<typeof load>; helpers: unknown}) => unknown;
}

function crawlerConfig(): {actions: CrawlerAction[]; exclusionPatterns: string[]} {
  let config: unknown;
  class Crawler {
    constructor(options: unknown) {
      config = options;
    }
  }
  new Function('Crawler', source)(Crawler);
  return config as {actions: CrawlerAction[]; exclusionPatterns: string[]};
}

/** What the extractor asks DocSearch's helper for, or [] when it skips the page. */
function extract(html: string, pagePath: string) {
  const [action] = crawlerConfig().actions;
  return action!.recordExtractor({
    url: new URL(`https://docs.example.com${pagePath}`),
    $: load(html),
    helpers: {docsearch: (options: {recordProps: Record<string, unknown>}) => options.recordProps},
  }) as {lvl0: {defaultValue: string}; lvl1: string[]; lvl2: string; content: string} | [];
}

describe('the DocSearch crawler configuration', () => {
  it('uses the local index selectors', () => {
    for (const [name, selector] of Object.entries(SELECTORS)) {
      if (name !== 'ignored') expect(source).toContain(selector);
    }
  });

  it('gives each page the category the local index gives it', () => {
    const pages: [string, string][] = [
      [australiaPage, '/countries/australia-wgea-gender-pay-reports-due-may-31'],
      [directivePage, '/eu-pay-transparency-directive'],
      [glossaryPage, '/glossary'],
      [postPage, '/news/netherlands-delay'],
    ];
    for (const [html, pagePath] of pages) {
      const recordProps = extract(html, pagePath);
      expect(recordProps).toMatchObject({
        lvl0: {defaultValue: extractRecords(html, pagePath)[0]!.hierarchy.lvl0},
        lvl1: [SELECTORS.title, 'head > title'],
        lvl2: `${SELECTORS.content} h2`,
      });
    }
  });

  it('skips list pages and copies of other pages, as the local index does', () => {
    const list = builtPage({
      path: '/news',
      htmlClass: 'blog-wrapper blog-list-page',
      title: 'News',
      markdown: '',
    });
    expect(extract(list, '/news')).toEqual([]);
    const copy = builtPage({
      path: '/',
      canonicalPath: '/glossary',
      title: 'Glossary',
      markdown: '',
    });
    expect(extract(copy, '/')).toEqual([]);
    expect(crawlerConfig().exclusionPatterns).toContain('https://docs.example.com/news/tags/**');
  });
});
