/* global Crawler, URL */
/**
 * Algolia DocSearch crawler configuration for this site: paste it into the
 * crawler's editor (https://crawler.algolia.com), replacing SITE, the index
 * name and the credentials the dashboard fills in. It reads pages with the
 * same selectors as the local index (src/plugins/pagefind-search/selectors.ts),
 * gives records the same filters, topics and page ranks
 * (src/plugins/pagefind-search/facets.ts) and ranks them the same way
 * (src/plugins/pagefind-search/engine.ts); a unit test keeps the copies equal.
 */
const SITE = 'https://docs.example.com';
const INDEX_NAME = 'YOUR_INDEX_NAME';

const SELECTORS = {
  indexablePage: 'html.docs-doc-page, html.blog-post-page',
  contentType: 'meta[name="docsearch:content_type"]',
  defaultContentType: 'Resources',
  jurisdiction: 'meta[name="docsearch:jurisdiction"]',
  searchTerms: 'meta[name^="search:terms"]',
  title: 'article h1',
  content: 'article .markdown',
};

/** The EU law that national rules apply, the other reference pages, the site's own pages, then news. */
const PAGE_RANKS = {
  'EU law': 4,
  'Country guides': 3,
  Glossary: 4,
  Resources: 2,
  News: 1,
};

/** Topics, recognised by the words of a section's headings. */
const TOPICS = [
  {
    topic: 'Pay gap reporting',
    headings:
      /pay gaps?\b|gender equality reports?|\breport(s|ing)?\b|\bindex\b|indicators?|quartiles?|statistics|metrics|remuneration ratio|s1-16/i,
  },
  {
    topic: 'Pay in recruitment',
    headings:
      /recruit|job (adverts?|postings?)|pay ranges?|salary ranges?|(pay|salary)[- ]history|before employment|applicants?|hired/i,
  },
  {
    topic: 'Right to information',
    headings: /right to information|information (rights?|requests?)|pay secrecy|auskunft/i,
  },
  {
    topic: 'Equal pay assessments',
    headings:
      /joint (pay )?assessments?|pay audits?|pay analysis|equal pay analysis|pay surveys?|pay mapping|certification|pay register|equal value|job evaluation|job architecture|levell?ing/i,
  },
  {
    topic: 'Enforcement and penalties',
    headings: /\benforc|penalt|sanction|remed|burden of proof|\bfines?\b/i,
  },
  {topic: 'Key dates', headings: /key dates|deadlines?|timeline|reporting bands/i},
  {
    topic: 'Transposition',
    headings: /transpos|directive changes|national law|\bbills?\b|still pending/i,
  },
];

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

const normalize = (value) => (value || '').replace(/\s+/g, ' ').trim();
const listOf = (value, separator) =>
  normalize(value).split(separator).map(normalize).filter(Boolean);

/** The topics of a section with these headings (lvl1 to its own level). */
function topicsOf(headings) {
  const text = (headings.length > 1 ? headings.slice(1) : headings).join(' \n ');
  return TOPICS.filter(({headings: pattern}) => pattern.test(text)).map(({topic}) => topic);
}

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
        const contentType =
          normalize($(SELECTORS.contentType).attr('content')) || SELECTORS.defaultContentType;
        const jurisdiction = listOf($(SELECTORS.jurisdiction).attr('content'), ',');
        // Other names of the page ("search:terms") and of sections ("search:terms#<id>").
        const searchTerms = {};
        $(SELECTORS.searchTerms).each((_, meta) => {
          const section = ($(meta).attr('name') || '').split('#')[1] || '';
          searchTerms[section] = [
            ...(searchTerms[section] || []),
            ...listOf($(meta).attr('content'), ';'),
          ];
        });
        // Heading links hold an invisible character; status badges are not part of a heading's name.
        $('.hash-link, .badge').remove();
        const within = (tags) => tags.map((tag) => `${SELECTORS.content} ${tag}`).join(', ');
        const records = helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: contentType},
            lvl1: [SELECTORS.title, 'head > title'],
            lvl2: within(['h2']),
            lvl3: within(['h3']),
            lvl4: within(['h4']),
            lvl5: within(['h5']),
            lvl6: within(['h6']),
            content: within(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'pre']),
            pageRank: String(PAGE_RANKS[contentType] || 0),
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
        return records.map((record) => {
          const headings = LEVELS.map((level) => record.hierarchy[level]).filter(Boolean);
          const section = record.anchor && searchTerms[record.anchor] ? record.anchor : '';
          const isPage = headings.length === 1;
          return {
            ...record,
            content_type: contentType,
            jurisdiction,
            topic: topicsOf(headings),
            // A page's other names count as its title: the page's own, its sections' inherited.
            search_terms: isPage || section ? searchTerms[section] || [] : [],
            page_search_terms: isPage ? [] : searchTerms[''] || [],
            // A post's own heading ranks as a parent heading does (see searchableAttributes).
            ...(contentType === 'News' && {hierarchy_radio: undefined}),
          };
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX_NAME]: {
      // Contextual search filters on the docsearch:language and
      // docsearch:docusaurus_tag meta tags, which the crawler stores as attributes;
      // the search page filters on content type, jurisdiction and topic.
      attributesForFaceting: [
        'type',
        'lang',
        'language',
        'version',
        'docusaurus_tag',
        'searchable(content_type)',
        'searchable(jurisdiction)',
        'searchable(topic)',
      ],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      // A record's own heading and other names first, then every heading above it, then its text.
      searchableAttributes: [
        'unordered(hierarchy_radio.lvl1)',
        'unordered(hierarchy_radio.lvl2)',
        'unordered(hierarchy_radio.lvl3)',
        'unordered(hierarchy_radio.lvl4)',
        'unordered(hierarchy_radio.lvl5)',
        'unordered(hierarchy_radio.lvl6)',
        'unordered(search_terms)',
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(page_search_terms)',
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
      ranking: ['words', 'filters', 'typo', 'attribute', 'exact', 'custom', 'proximity'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
