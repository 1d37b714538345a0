/**
 * Where this theme's markup keeps what a search record needs. The local index
 * (records.ts) and the Algolia crawler configuration (docsearch-crawler.config.js
 * at the repository root) both read pages with these selectors, so the two
 * engines see the same records; a unit test keeps them in step.
 */
export const SELECTORS = {
  /** Docs pages and blog posts; list, tag, archive and search pages are left out. */
  indexablePage: 'html.docs-doc-page, html.blog-post-page',
  /** lvl0 on docs pages: the top-level sidebar entry that contains the page. */
  sidebarCategory:
    '.theme-doc-sidebar-menu > .menu__list-item > .menu__link--active, .theme-doc-sidebar-menu > .menu__list-item > .menu__list-item-collapsible > .menu__link--active',
  /** lvl0 elsewhere (posts): the active navbar section, "News". */
  navbarSection: '.navbar__item.navbar__link--active',
  defaultCategory: 'Documentation',
  /** lvl1: the page title. */
  title: 'article h1',
  /** The text of the page: headings h2–h6 start sections. */
  content: 'article .markdown',
  /** Never indexed: heading links, the repeated title, controls and decorations. */
  ignored: '.hash-link, h1, nav, button, script, style, svg, [aria-hidden="true"]',
} as const;
