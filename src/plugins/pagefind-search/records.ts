import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import type {Hierarchy, Level} from './levels';
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

/** The page's category: its top-level sidebar entry, else the active navbar link. */
function categoryOf($: CheerioAPI): string {
  for (const selector of [SELECTORS.sidebarCategory, SELECTORS.navbarSection]) {
    const label = normalizeText($(selector).first().text());
    if (label) return label;
  }
  return SELECTORS.defaultCategory;
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
  const skip = (element: Element) => $(element).is(SELECTORS.ignored);

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: categoryOf($),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let current = {url: canonical, hierarchy: {...hierarchy}, text: ''};
  const flush = () => {
    records.push({
      url: current.url,
      hierarchy: current.hierarchy,
      content: normalizeText(current.text),
      language,
      docusaurusTags,
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
    current = {url: `${canonical}#${node.attribs.id}`, hierarchy: {...hierarchy}, text: ''};
  };
  $(SELECTORS.content)
    .first()
    .contents()
    .each((_, node) => walk(node));
  flush();
  return records;
}
