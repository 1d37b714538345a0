/* global Crawler, URL */
/**
 * Algolia DocSearch crawler configuration for this site: paste it into the
 * crawler's editor (https://crawler.algolia.com), replacing SITE, the index
 * name and the credentials the dashboard fills in. It reads pages with the
 * same selectors as the local index (src/plugins/pagefind-search/selectors.ts;
 * a unit test keeps the two in step), so both engines return the same records.
 */
const SITE = 'https://docs.example.com';
const INDEX_NAME = 'YOUR_INDEX_NAME';

const SELECTORS = {
  indexablePage: 'html.docs-doc-page, html.blog-post-page',
  sidebarCategory:
    '.theme-doc-sidebar-menu > .menu__list-item > .menu__link--active, .theme-doc-sidebar-menu > .menu__list-item > .menu__list-item-collapsible > .menu__link--active',
  navbarSection: '.navbar__item.navbar__link--active',
  defaultCategory: 'Documentation',
  title: 'article h1',
  content: 'article .markdown',
};

const text = ($, selector) => $(selector).first().text().replace(/\s+/g, ' ').trim();

new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/`],
  sitemaps: [`${SITE}/sitemap.xml`],
  discoveryPatterns: [`${SITE}/**`],
  // List, tag and archive pages only repeat posts.
  exclusionPatterns: [
    `${SITE}/news/tags/**`,
    `${SITE}/news/page/**`,
    `${SITE}/news/archive`,
    `${SITE}/news/authors/**`,
    `${SITE}/search**`,
  ],
  ignoreQueryParams: ['source', 'utm_*'],
  actions: [
    {
      indexName: INDEX_NAME,
      pathsToMatch: [`${SITE}/**`],
      recordExtractor: ({url, $, helpers}) => {
        // Docs and posts only, and not copies whose canonical page is elsewhere.
        if (!$(SELECTORS.indexablePage).length) return [];
        const canonical = $('link[rel="canonical"]').attr('href');
        if (canonical && new URL(canonical).pathname !== url.pathname) return [];
        const lvl0 =
          text($, SELECTORS.sidebarCategory) ||
          text($, SELECTORS.navbarSection) ||
          SELECTORS.defaultCategory;
        // Heading links hold an invisible character.
        $('.hash-link').remove();
        const within = (tags) => tags.map((tag) => `${SELECTORS.content} ${tag}`).join(', ');
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: [SELECTORS.title, 'head > title'],
            lvl2: within(['h2']),
            lvl3: within(['h3']),
            lvl4: within(['h4']),
            lvl5: within(['h5']),
            lvl6: within(['h6']),
            content: within(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'pre']),
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX_NAME]: {
      // Contextual search filters on the docsearch:language and
      // docsearch:docusaurus_tag meta tags, which the crawler stores as attributes.
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
