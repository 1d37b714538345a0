import {escapeHtml} from './hits';
import {LEVELS, type Level} from './levels';
import type {SearchRecord} from './records';

/**
 * Each heading level's weight, above Pagefind's defaults (7 for h1 down to 2
 * for h6): a page is a whole guide or the whole glossary, whose many
 * paragraphs would otherwise outweigh the one heading that names the query.
 */
const HEADING_WEIGHTS: Record<number, number> = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5};

function ownLevelOf(record: SearchRecord): number {
  const levels = LEVELS.filter((level: Level) => record.hierarchy[level]);
  return Math.max(1, LEVELS.indexOf(levels[levels.length - 1] ?? 'lvl1'));
}

function anchorOf(url: string): string | undefined {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? undefined : url.slice(hashAt + 1);
}

/** A Pagefind filter: an empty element naming the filter and its value. */
const filter = (name: string, value: string) =>
  `<span data-pagefind-filter="${name}[data-value]" data-value="${escapeHtml(value)}"></span>`;

/**
 * The HTML Pagefind indexes for one page: one Pagefind record per page, as
 * Pagefind is built for, whose headings with ids become its sub-results, one
 * per section (hits.ts turns each into a DocSearch hit). The title is the h1,
 * each section its heading at its own level and its text as one paragraph, so
 * hits.ts finds a section's words between its heading's location and the next.
 * Other names of the page or a section (search_terms front matter) are an
 * attribute of its heading that Pagefind indexes just before the heading's
 * words, with the heading's weight, and that hits.ts leaves out of the hit.
 * The content type and title are metadata; language, search tags, content
 * type, jurisdictions and topics are filters.
 *
 * @param records the page's records from extractRecords: the page, then its sections.
 */
export function pagefindDocument(records: readonly SearchRecord[]): string {
  const [page] = records;
  if (!page) throw new Error('pagefindDocument: a page has at least one record.');
  const topics = [...new Set(records.flatMap((record) => record.topics))];
  const filters = [
    filter('language', page.language),
    ...page.docusaurusTags.map((tag) => filter('docusaurus_tag', tag)),
    filter('content_type', page.contentType),
    ...page.jurisdictions.map((jurisdiction) => filter('jurisdiction', jurisdiction)),
    ...topics.map((topic) => filter('topic', topic)),
  ];
  const body = records.map((record, i) => {
    const level = i === 0 ? 1 : ownLevelOf(record);
    const id = i === 0 ? undefined : anchorOf(record.url);
    const headingText = escapeHtml(record.hierarchy[`lvl${level}` as Level] ?? '');
    const attributes = [
      ...(id ? [`id="${escapeHtml(id)}"`] : []),
      `data-pagefind-weight="${HEADING_WEIGHTS[level]}"`,
      ...(record.searchTerms.length
        ? [
            `data-terms="${escapeHtml(record.searchTerms.join('; '))}"`,
            'data-pagefind-index-attrs="data-terms"',
          ]
        : []),
    ];
    const heading = `<h${level} ${attributes.join(' ')}>${headingText}</h${level}>`;
    const text = record.content ? `<p>${escapeHtml(record.content)}</p>` : '';
    return heading + text;
  });
  return [
    `<!doctype html><html lang="${escapeHtml(page.language)}"><body>`,
    `<span data-pagefind-meta="title[data-title], lvl0[data-lvl0]" data-title="${escapeHtml(page.hierarchy.lvl1 ?? '')}" data-lvl0="${escapeHtml(page.contentType)}"></span>`,
    ...filters,
    ...body,
    '</body></html>',
  ].join('');
}
