import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {themes as prismThemes} from 'prism-react-renderer';
import {siteSettings} from './siteSettings';
import {
  AUTHORS_FILE_NAME,
  DOCS_DIR,
  NEWS_DIR,
  NEWS_ROUTE,
  POSTS_PER_PAGE,
  TAGS_FILE_NAME,
} from './scripts/content/layout';
import {searchEngineOf} from './src/utils/searchEngine';
import {countryPages} from './src/data/guides';
import {loadDataset} from './src/data/load';
import {transpositionHeadline} from './src/data/transposition';
import {writeGeneratedPages} from './src/plugins/legal-data/pages';
import {leftOut, type PerformanceOptions, type SwapName} from './src/plugins/performance';
import {ssrTemplate} from './src/plugins/performance/ssrTemplate';
import {DEFAULT_SOCIAL_CARD} from './src/plugins/seo/paths';
import {
  fillMissingLastmod,
  gitLastCommitTimes,
  withLastCommitTimes,
} from './src/plugins/seo/sitemap';
import remarkBrandInHeadings from './src/markdown/brandInHeadings';
import rehypeScrollableTables from './src/markdown/scrollableTables';
import {cookieSettingsFooterItem} from './src/plugins/consent-analytics';
import type {ConsentAnalyticsOptions} from './src/plugins/consent-analytics';
import type {PagefindSearchOptions} from './src/plugins/pagefind-search';
import type {HostingOptions} from './src/plugins/hosting';
import type {SecurityTxtPluginOptions} from './src/plugins/security-txt';

const {brandName, marketing, docsearch, gtagTrackingId} = siteSettings;

// Pages for the jurisdictions without a written guide, made from their records before the docs
// plugin reads the docs folder: see src/plugins/legal-data/pages.ts.
const dataset = loadDataset(__dirname);
writeGeneratedPages(__dirname, dataset);

// Unless ANNOUNCEMENT_TEXT says otherwise, the bar quotes counts from the legal dataset, so it
// cannot disagree with the transposition table.
const announcement = {
  ...siteSettings.announcement,
  text: siteSettings.announcement.text ?? transpositionHeadline(dataset),
};

// Everything that exists only for speed (src/plugins/performance). PERFORMANCE=off builds the site
// as stock Docusaurus would, the first step after an upgrade; the tests run both ways.
// PERFORMANCE_WITHOUT=a,b leaves out single measures (`npm run bench:lighthouse -- --swaps`).
const performance = {
  enabled: process.env.PERFORMANCE !== 'off',
  without: process.env.PERFORMANCE_WITHOUT?.split(',').filter(Boolean) ?? [],
} satisfies PerformanceOptions;
/** Whether a speed measure that lives outside the performance plugin's own hooks is on. */
const on = (measure: SwapName) => performance.enabled && !leftOut(performance.without).has(measure);

// Before Docusaurus' own plugins, which build anchors and the table of contents from heading text.
const beforeDefaultRemarkPlugins = [[remarkBrandInHeadings, {brandName}]];

const docs = {
  path: DOCS_DIR,
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  beforeDefaultRemarkPlugins,
  rehypePlugins: [rehypeScrollableTables],
} satisfies DocsOptions;

const blog = {
  path: NEWS_DIR,
  routeBasePath: NEWS_ROUTE,
  blogTitle: 'News',
  blogDescription: `Pay transparency and pay equity news from the ${brandName} editorial team.`,
  postsPerPage: POSTS_PER_PAGE,
  blogSidebarTitle: 'Recent news',
  blogSidebarCount: 10,
  showReadingTime: true,
  tags: TAGS_FILE_NAME,
  authorsMapPath: AUTHORS_FILE_NAME,
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  beforeDefaultRemarkPlugins,
  rehypePlugins: [rehypeScrollableTables],
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${brandName} news`,
    description: 'Pay transparency and pay equity compliance news.',
    copyright: `Copyright © ${new Date().getFullYear()} ${brandName}`,
    language: 'en',
    limit: false,
  },
} satisfies BlogOptions;

const sitemap = {
  changefreq: 'weekly',
  priority: 0.5,
  lastmod: 'date',
  ignorePatterns: ['/news/tags/**', '/news/page/**', '/search'],
  // Posts take their files' git dates from one `git log`, and list pages the
  // newest date below them; see src/plugins/seo/sitemap.ts.
  createSitemapItems: async ({defaultCreateSitemapItems, routes, ...params}) =>
    fillMissingLastmod(
      await defaultCreateSitemapItems({
        ...params,
        // Source paths are relative to the site directory, which holds this file.
        routes: withLastCommitTimes(routes, await gitLastCommitTimes(__dirname)),
      }),
    ),
} satisfies SitemapOptions;

const navbar = {
  title: brandName,
  logo: {
    alt: siteSettings.logo.alt,
    src: siteSettings.logo.src,
    width: 34,
    height: 34,
  },
  items: [
    {label: 'Products & Services', href: marketing.productsAndServices, position: 'left'},
    {label: 'Intelligence', href: marketing.intelligence, position: 'left'},
    {label: 'Pricing', href: marketing.pricing, position: 'left'},
    {label: 'Docs', to: '/', position: 'left', activeBaseRegex: '^/(?!news|search)'},
    {label: 'News', to: '/news', position: 'left'},
    {type: 'search', position: 'right'},
    {
      label: 'Demo',
      href: siteSettings.demoUrl,
      position: 'right',
      className: 'navbar__demo button button--primary',
      'aria-label': 'Book a demo (opens in a new tab)',
    },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'light',
  logo: {alt: siteSettings.logo.alt, src: siteSettings.logo.src, width: 34, height: 34},
  links: [
    {
      title: 'Country guides',
      items: [
        // The featured countries in the legal dataset (data/jurisdictions), guide or generated page.
        ...countryPages.filter((p) => p.featured).map((p) => ({label: p.name, to: p.page})),
        {label: 'Glossary', to: '/glossary'},
      ],
    },
    {
      title: 'EU law',
      items: [
        {label: 'Pay Transparency Directive', to: '/eu-pay-transparency-directive'},
        {
          label: 'Transposition by country',
          to: '/eu-pay-transparency-directive#transposition-status',
        },
        {label: 'CSRD and ESRS S1-16', to: '/eu-corporate-sustainability-reporting-directive'},
        {label: 'Open data', to: '/open-data'},
        {label: 'What changed', to: '/changes'},
      ],
    },
    {
      title: 'News',
      items: [
        {label: 'Latest news', to: '/news'},
        {label: 'Archive', to: '/news/archive'},
        {label: 'Topics', to: '/news/tags'},
        {label: 'RSS feed', href: `${siteSettings.siteUrl}/news/rss.xml`},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy policy', to: '/resources/privacy-policy'},
        {label: 'Security statement', to: '/resources/security-statement'},
        {label: 'Terms of use', to: '/resources/terms-of-use'},
        ...(gtagTrackingId ? [cookieSettingsFooterItem] : []),
      ],
    },
    {
      title: brandName,
      items: [
        {label: 'Products & Services', href: marketing.productsAndServices},
        {label: 'Pricing', href: marketing.pricing},
        {label: 'Book a demo', href: siteSettings.demoUrl},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${brandName}. Information, not legal advice.`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  metadata: [{name: 'theme-color', content: '#1d4ed8'}],
  // Site-wide social card; docs and posts get their own (src/plugins/seo, src/theme/*/Metadata).
  image: DEFAULT_SOCIAL_CARD.slice(1),
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  ...(announcement.text && {
    announcementBar: {
      id: announcement.id,
      content: announcement.text,
      isCloseable: true,
    },
  }),
  navbar,
  footer,
  // With no Algolia credentials the local Pagefind engine answers; the theme
  // still validates these fields, so it gets values that never reach a network.
  algolia: {
    appId: docsearch?.appId ?? 'LOCAL',
    apiKey: docsearch?.apiKey ?? 'local-index',
    indexName: docsearch?.indexName ?? 'pages',
    contextualSearch: true,
    searchPagePath: 'search',
  },
  prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: brandName,
  tagline: siteSettings.tagline,
  favicon: 'img/favicon.svg',
  url: siteSettings.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Replaced by src/plugins/base-url-banner, which carries the spec's wording.
  baseUrlIssueBanner: false,

  future: {v4: true, experimental_faster: true},
  // Entry scripts load after the first paint; see src/plugins/performance/ssrTemplate.ts.
  ...(on('page-template') && {ssrTemplate}),

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  customFields: {siteSettings: {...siteSettings, announcement}},

  presets: [
    [
      'classic',
      {
        docs,
        blog,
        sitemap,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/print.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './src/plugins/base-url-banner/index.ts',
    './src/plugins/announcement-bar-reset/index.ts',
    './src/plugins/legal-data/index.ts',
    // The Directive status map's outlines, projected at build time: no map code in the browser.
    './src/plugins/status-map/index.ts',
    './src/plugins/related-news/index.ts',
    './src/plugins/deadline-calendar/index.ts',
    [
      './src/plugins/pagefind-search/index.ts',
      {
        engine: searchEngineOf(siteSettings),
        skipExcerpts: on('pagefind-excerpts'),
      } satisfies PagefindSearchOptions,
    ],
    './src/plugins/static-host/index.ts',
    './src/plugins/load-faults/index.ts',
    ['./src/plugins/performance/index.ts', performance],
    './src/plugins/seo/index.ts',
    [
      './src/plugins/hosting/index.ts',
      {
        analytics: Boolean(gtagTrackingId),
        algoliaAppId: docsearch?.appId,
      } satisfies HostingOptions,
    ],
    [
      './src/plugins/security-txt/index.ts',
      {
        contact: siteSettings.contacts.security,
        policyPath: '/resources/security-statement',
      } satisfies SecurityTxtPluginOptions,
    ],
    // Analytics only when configured, and then only after the visitor agrees.
    ...(gtagTrackingId
      ? [
          [
            './src/plugins/consent-analytics/index.ts',
            {trackingID: gtagTrackingId} satisfies ConsentAnalyticsOptions,
          ] satisfies PluginConfig,
        ]
      : []),
  ],

  themeConfig,
};

export default config;
