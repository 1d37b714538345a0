/**
 * Where this theme's markup keeps what a search record needs. The local index
 * (records.ts) and the Algolia crawler configuration (crawlerConfig.ts writes
 * them into it) both read pages with these selectors, so the two engines see
 * the same records.
 */
export const SELECTORS = {
  /** Docs pages and blog posts; list, tag, archive and search pages are left out. */
  indexablePage: 'html.docs-doc-page, html.blog-post-page',
  /** lvl0 and the content type filter (src/components/SearchMetadata writes these meta tags). */
  contentType: 'meta[name="docsearch:content_type"]',
  defaultContentType: 'Resources',
  /** The jurisdiction filter: comma-separated names. */
  jurisdiction: 'meta[name="docsearch:jurisdiction"]',
  /**
   * Other names of the page (`search:terms`) or of one section
   * (`search:terms#<heading id>`), separated by semicolons: found by search, not shown.
   */
  searchTerms: 'meta[name^="search:terms"]',
  /** lvl1: the page title. */
  title: 'article h1',
  /** The text of the page: headings h2–h6 start sections. */
  content: 'article .markdown',
  /**
   * Never indexed: heading links, status badges, the repeated title, controls, decorations, and
   * a second rendering of what the page already holds (`data-search-skip`, e.g. the Directive
   * grid's list beside its table).
   */
  ignored:
    '.hash-link, .badge, h1, nav, button, script, style, svg, [aria-hidden="true"], [data-search-skip]',
} as const;
