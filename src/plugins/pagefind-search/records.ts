import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {topicsOf} from './facets';
import {LEVELS, type Hierarchy, type Level} from './levels';
import {SELECTORS} from './selectors';

/**
 * One searchable section, shaped like a DocSearch crawler record: the page
 * itself (its title and the text before the first heading) or one heading with
 * the text up to the next heading of the same or a higher level.
 */
export interface SearchRecord {
  /** Absolute URL, with the heading's anchor for sections. */
  url: string;
  hierarchy: Hierarchy;
  /** Text of the section without its headings. */
  content: string;
  language: string;
  /** Docusaurus' search tags (`docsearch:docusaurus_tag`), used by contextual search. */
  docusaurusTags: string[];
  /** The page's content type, also its lvl0. */
  contentType: string;
  jurisdictions: string[];
  /** Topics recognised in the section's headings (facets.ts). */
  topics: string[];
  /** Other names of this section, or of the page for its first record: searched, never shown. */
  searchTerms: string[];
  /** Other names of the page, for its sections: they count as part of the page title. */
  pageSearchTerms: string[];
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Collapses whitespace and drops the invisible characters Docusaurus puts in heading links. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u200B\u00AD\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a node, with a space wherever a block element starts or ends. */
function textOf(node: AnyNode, skip: (element: Element) => boolean): string {
  if (node.type === 'text' && 'data' in node) return node.data;
  if (!('children' in node) || ('name' in node && skip(node))) return '';
  const inner = node.children.map((child) => textOf(child, skip)).join('');
  return 'name' in node && BLOCK_TAGS.has(node.name) ? ` ${inner} ` : inner;
}

function headingLevel(element: Element): number | undefined {
  const match = /^h([2-6])$/.exec(element.name);
  return match && element.attribs.id ? Number(match[1]) : undefined;
}

/** The page's own clean path, from its file in the build output ("a/b.html" → "/a/b"). */
export function pathFromFile(relativeFile: string): string {
  const route = relativeFile
    .split(/[\\/]/)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${route}`;
}

function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(a) === strip(b);
}

/** Comma- or semicolon-separated values of a meta tag. */
function listOf(content: string | undefined, separator: string): string[] {
  return (content ?? '').split(separator).map(normalizeText).filter(Boolean);
}

/** The page's other names (key "") and its sections' (key: the heading id). */
function searchTermsOf($: CheerioAPI): Map<string, string[]> {
  const terms = new Map<string, string[]>();
  $(SELECTORS.searchTerms).each((_, meta) => {
    const section = ($(meta).attr('name') ?? '').split('#')[1] ?? '';
    terms.set(section, [...(terms.get(section) ?? []), ...listOf($(meta).attr('content'), ';')]);
  });
  return terms;
}

/**
 * The records of one built page, or none when the page is not a doc or a post
 * (list, tag and search pages) or is a copy whose canonical address is elsewhere.
 */
export function extractRecords(html: string, pagePath: string): SearchRecord[] {
  const $ = load(html);
  if (!$(SELECTORS.indexablePage).length) return [];
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return [];
  const canonical = $('link[rel="canonical"]').attr('href');
  if (!canonical || !samePath(new URL(canonical).pathname, pagePath)) return [];

  const language =
    $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const docusaurusTags = $('meta[name="docsearch:docusaurus_tag"]')
    .map((_, meta) => $(meta).attr('content') ?? '')
    .get()
    .filter(Boolean);
  const title =
    normalizeText($(SELECTORS.title).first().text()) || normalizeText($('title').text());
  const contentType =
    normalizeText($(SELECTORS.contentType).attr('content') ?? '') || SELECTORS.defaultContentType;
  const jurisdictions = listOf($(SELECTORS.jurisdiction).attr('content'), ',');
  const terms = searchTermsOf($);
  const pageSearchTerms = terms.get('') ?? [];
  const skip = (element: Element) => $(element).is(SELECTORS.ignored);

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: contentType,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let current = {url: canonical, anchor: '', hierarchy: {...hierarchy}, text: ''};
  const flush = () => {
    const isPage = current.anchor === '';
    const headings = LEVELS.slice(1).flatMap((level) => current.hierarchy[level] ?? []);
    records.push({
      url: current.url,
      hierarchy: current.hierarchy,
      content: normalizeText(current.text),
      language,
      docusaurusTags,
      contentType,
      jurisdictions,
      topics: topicsOf(headings),
      searchTerms: terms.get(current.anchor) ?? [],
      pageSearchTerms: isPage ? [] : pageSearchTerms,
    });
  };

  const walk = (node: AnyNode) => {
    if (node.type !== 'tag' || !('name' in node)) {
      current.text += textOf(node, skip);
      return;
    }
    const level = headingLevel(node);
    if (level === undefined) {
      if (skip(node)) return;
      const block = BLOCK_TAGS.has(node.name);
      if (block) current.text += ' ';
      node.children.forEach(walk);
      if (block) current.text += ' ';
      return;
    }
    flush();
    hierarchy[`lvl${level}` as Level] = normalizeText(textOf(node, skip));
    for (let deeper = level + 1; deeper <= 6; deeper += 1)
      hierarchy[`lvl${deeper}` as Level] = null;
    const anchor = node.attribs.id!;
    current = {url: `${canonical}#${anchor}`, anchor, hierarchy: {...hierarchy}, text: ''};
  };
  $(SELECTORS.content)
    .first()
    .contents()
    .each((_, node) => walk(node));
  flush();
  return records;
}
