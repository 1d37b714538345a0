import {escapeHtml} from './hits';
import {LEVELS, type Level} from './levels';
import type {SearchRecord} from './records';

/**
 * How much a news post's words count against a reference page's (Pagefind
 * weights, 0–10): news ranks below the guide, Directive page or glossary entry
 * that says the same, yet still comes first when only news matches.
 */
export const NEWS_WEIGHT = 0.3;

/** Pagefind's default weight of each heading level, which sub-results and ranking use. */
const HEADING_WEIGHTS: Record<number, number> = {1: 7, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2};

function ownLevelOf(record: SearchRecord): number {
  const levels = LEVELS.filter((level: Level) => record.hierarchy[level]);
  return Math.max(1, LEVELS.indexOf(levels[levels.length - 1] ?? 'lvl1'));
}

function anchorOf(url: string): string | undefined {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? undefined : url.slice(hashAt + 1);
}

/**
 * The HTML Pagefind indexes for one page: one Pagefind record per page, as
 * Pagefind is built for, whose headings with ids become its sub-results, one
 * per section (hits.ts turns each into a DocSearch hit). The title is the h1,
 * each section its heading at its own level and its text as one paragraph, so
 * hits.ts finds a section's words between its heading's location and the next.
 * The category and title are metadata; language and search tags are filters.
 *
 * @param records the page's records from extractRecords: the page, then its sections.
 */
export function pagefindDocument(records: readonly SearchRecord[]): string {
  const [page] = records;
  if (!page) throw new Error('pagefindDocument: a page has at least one record.');
  const factor = page.hierarchy.lvl0 === 'News' ? NEWS_WEIGHT : 1;
  const weight = (value: number) => Math.round(value * factor * 10) / 10;
  const meta = {title: page.hierarchy.lvl1 ?? '', lvl0: page.hierarchy.lvl0 ?? ''};
  const filters = [
    `<span data-pagefind-filter="language[data-value]" data-value="${escapeHtml(page.language)}"></span>`,
    ...page.docusaurusTags.map(
      (tag) =>
        `<span data-pagefind-filter="docusaurus_tag[data-value]" data-value="${escapeHtml(tag)}"></span>`,
    ),
  ];
  const body = records.map((record, i) => {
    const level = i === 0 ? 1 : ownLevelOf(record);
    const id = i === 0 ? undefined : anchorOf(record.url);
    const headingText = escapeHtml(record.hierarchy[`lvl${level}` as Level] ?? '');
    const heading = `<h${level}${id ? ` id="${escapeHtml(id)}"` : ''} data-pagefind-weight="${weight(HEADING_WEIGHTS[level]!)}">${headingText}</h${level}>`;
    const text = record.content
      ? `<p data-pagefind-weight="${weight(1)}">${escapeHtml(record.content)}</p>`
      : '';
    return heading + text;
  });
  return [
    `<!doctype html><html lang="${escapeHtml(page.language)}"><body>`,
    `<span data-pagefind-meta="title[data-title], lvl0[data-lvl0]" data-title="${escapeHtml(meta.title)}" data-lvl0="${escapeHtml(meta.lvl0)}"></span>`,
    ...filters,
    ...body,
    '</body></html>',
  ].join('');
}
