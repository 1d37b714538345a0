import {escapeHtml} from './hits';
import {LEVELS, type Level} from './levels';
import type {SearchRecord} from './records';

/**
 * Ranking weights (Pagefind accepts 0–10). A record's own heading counts most,
 * so "joint pay assessment" ranks that section first; the page title and parent
 * headings count a little, so "australia key dates" still finds the section;
 * the category counts least.
 */
export const WEIGHTS = {ownHeading: 7, parentHeading: 2, category: 0.5} as const;

function weightOf(level: Level, ownLevel: Level): number {
  if (level === ownLevel) return WEIGHTS.ownHeading;
  return level === 'lvl0' ? WEIGHTS.category : WEIGHTS.parentHeading;
}

/**
 * The HTML Pagefind indexes for one record: the hierarchy as metadata, the
 * language and search tags as filters, and the text in a fixed order (each
 * hierarchy level, then the content) that hits.ts relies on to split it again.
 */
export function pagefindDocument(record: SearchRecord): string {
  const levels = LEVELS.filter((level) => record.hierarchy[level]);
  const ownLevel = levels[levels.length - 1] ?? 'lvl1';
  const metaNames = levels.map((level) => `${level}[data-${level}]`).join(', ');
  const metaValues = levels
    .map((level) => ` data-${level}="${escapeHtml(record.hierarchy[level]!)}"`)
    .join('');
  const filters = [
    `<span data-pagefind-filter="language[data-value]" data-value="${escapeHtml(record.language)}"></span>`,
    ...record.docusaurusTags.map(
      (tag) =>
        `<span data-pagefind-filter="docusaurus_tag[data-value]" data-value="${escapeHtml(tag)}"></span>`,
    ),
  ];
  // Inline elements in one block: Pagefind then keeps the words exactly as
  // written (after a block it would add a full stop).
  const text = [
    ...levels.map(
      (level) =>
        `<span data-pagefind-weight="${weightOf(level, ownLevel)}">${escapeHtml(record.hierarchy[level]!)}</span>`,
    ),
    ...(record.content ? [`<span>${escapeHtml(record.content)}</span>`] : []),
  ];
  return [
    `<!doctype html><html lang="${escapeHtml(record.language)}"><body>`,
    `<span data-pagefind-meta="${metaNames}"${metaValues}></span>`,
    ...filters,
    text.join(' '),
    '</body></html>',
  ].join('');
}
