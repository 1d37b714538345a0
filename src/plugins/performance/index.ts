import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Each speed measure by name, so it can be left out on its own
 * (`without`, PERFORMANCE_WITHOUT) and `npm run bench:lighthouse -- --swaps`
 * can measure what each one saves.
 */
export const SWAP_NAMES = [
  'prism-on-demand',
  'intl-utils',
  'preload',
  'prefetch',
  'browser-context',
  'window-size',
  'route-config',
  'react-utils',
  'client-entry',
  'page-template',
  'kept-html',
  'offscreen-menu',
  'pagefind-excerpts',
] as const;

export type SwapName = (typeof SWAP_NAMES)[number];

interface ModuleSwap {
  /** The measure it belongs to. */
  name: SwapName;
  /** The import request to replace. */
  request: RegExp;
  /** Only where the importing module's folder matches. */
  from?: RegExp;
  /** The file in this folder that takes its place. */
  to: string;
  /** Only in the browser bundle; server rendering keeps the original. */
  clientOnly?: boolean;
  /** The installed file it stands in for, and what that file's content was when `to` was written. */
  original: Pin;
}

/**
 * An installed file, under node_modules, and the first 16 hex digits of the
 * SHA-256 of its content in the version this plugin was written against.
 * index.test.ts fails when an upgrade changes it: the replacement (or the
 * wrapper) must then be compared with the new original before the pin moves.
 */
export interface Pin {
  file: string;
  sha256: string;
}

/** @docusaurus/core's client code and its public exports folder. */
const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client([\\/]exports)?$/;

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    name: 'prism-on-demand',
    request: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    to: 'empty-client-module.js',
    original: {
      file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
      sha256: 'a464a26897ccb5b2',
    },
  },
  // How theme-common's lib/internal.js imports its date hook; no other package has this path.
  {
    name: 'intl-utils',
    request: /^\.\/utils\/IntlUtils(\.js)?$/,
    to: 'intl-utils.ts',
    original: {file: '@docusaurus/theme-common/lib/utils/IntlUtils.js', sha256: '50ecfecea6e487ee'},
  },
  {
    name: 'preload',
    request: /^\.\/preload(\.js)?$/,
    from: CORE_CLIENT,
    to: 'preload.ts',
    clientOnly: true,
    original: {file: '@docusaurus/core/lib/client/preload.js', sha256: '8c1e3de18d307e2f'},
  },
  {
    name: 'prefetch',
    request: /^\.\/prefetch(\.js)?$/,
    from: CORE_CLIENT,
    to: 'prefetch.ts',
    clientOnly: true,
    original: {file: '@docusaurus/core/lib/client/prefetch.js', sha256: '7543271549a9882a'},
  },
  // Imported by the generated route list.
  {
    name: 'preload',
    request: /^@docusaurus\/ComponentCreator$/,
    to: 'component-creator.ts',
    clientOnly: true,
    original: {
      file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      sha256: 'f7729c3b46c80a52',
    },
  },
  {
    name: 'browser-context',
    request: /^\.\.?\/browserContext(\.js)?$/,
    from: CORE_CLIENT,
    to: 'browser-context.tsx',
    original: {file: '@docusaurus/core/lib/client/browserContext.js', sha256: 'f0765ea0de6c6820'},
  },
  {
    name: 'window-size',
    request: /^\.\.?\/hooks\/useWindowSize(\.js)?$/,
    from: /theme-common[\\/]lib([\\/]contexts)?$/,
    to: 'window-size.ts',
    original: {
      file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
      sha256: 'a32a46c867130090',
    },
  },
  {
    name: 'route-config',
    request: /^react-router-config$/,
    to: 'route-config.tsx',
    // The ES module build, which the bundler resolves through the package's `module` field.
    original: {file: 'react-router-config/esm/react-router-config.js', sha256: '70a542193f5cf957'},
  },
  {
    name: 'react-utils',
    request: /^\.\.\/\.\.\/utils\/reactUtils(\.js)?$/,
    from: /theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu$/,
    to: 'react-utils.ts',
    original: {
      file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
      sha256: 'a57918973cc9a6a9',
    },
  },
];

/**
 * Installed files that are not swapped but that code here copies or wraps, pinned like the swaps.
 */
export const PINNED_FILES: ReadonlyArray<Pin & {by: string}> = [
  {
    by: 'client-entry.ts (evaluates it in several tasks)',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
  },
  {
    by: 'ssrTemplate.ts (the page template, set as siteConfig.ssrTemplate)',
    file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d4',
  },
  {
    by: 'theme/DocItem/Content (keeps the server-rendered article)',
    file: '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js',
    sha256: '0902dcb538c3dbbe',
  },
  {
    by: 'theme/BlogPostItem/Content (keeps the server-rendered post)',
    file: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Content/index.js',
    sha256: 'fd294ae5cd3ea5ed',
  },
  {
    by: 'theme/CodeBlock (loads Prism on demand)',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123',
  },
];

/**
 * Keeps the entry bundle, which every page downloads and runs before it is
 * interactive, to what every page needs.
 *
 * - The classic theme registers Prism's extra languages from a client module,
 *   which pulls the whole highlighter (and prismjs' language index) into the
 *   entry bundle of every page. That module is replaced by an empty one here;
 *   theme/CodeBlock loads Prism and registers the languages only when a
 *   code block is rendered in the browser.
 * - The theme's date hook (theme-common's IntlUtils) is replaced by
 *   intl-utils.ts, which writes the theme's English date styles without
 *   creating an Intl.DateTimeFormat during hydration.
 * - Core's route preloader and prefetch helper (lib/client/preload.js and
 *   prefetch.js) are replaced in the browser bundle by preload.ts and
 *   prefetch.ts, which do the same work in short tasks; component-creator.ts
 *   tells the preloader which chunks each route loads.
 * - The navbar's secondary menu gets a useShallowMemoObject without
 *   localeCompare (react-utils.ts), whose first call loads ICU data.
 * - The two updates every page makes right after hydration, "this is a
 *   browser" and the window size, are transitions (browser-context.tsx,
 *   window-size.ts), so React renders them in slices, not one long task.
 * - react-router-config's matchRoutes and renderRoutes, which Docusaurus calls
 *   on every render with every route, find the route through an index
 *   (route-config.tsx), in the server bundle too: trying each route in turn
 *   made the build's time per page grow with the number of pages.
 * - The browser bundle's entry is client-entry.ts, which evaluates the same
 *   modules as core's client entry in several tasks instead of one.
 * - On the first page load the articles' server-rendered HTML is kept, not
 *   hydrated (static-html.tsx, used by the wrappers in theme/); its client
 *   module says when the reader leaves that page, after which articles render
 *   (and hydrate) normally.
 * - ssrTemplate.ts, the page template, loads the entry scripts after the first
 *   paint; offscreen-menu.css keeps the closed mobile menu from counting as
 *   visible, which prefetched every sidebar link on phones.
 */
export interface PerformanceOptions {
  /**
   * Off, the site is built as stock Docusaurus builds it: no swapped modules,
   * no kept article HTML, Prism in every page's entry, and core's page
   * template (docusaurus.config.ts sets `ssrTemplate` only when this is on).
   * The first thing to try after an upgrade.
   */
  enabled: boolean;
  /** Measures left out while the rest stay on: for measuring what each one saves. */
  without?: readonly string[];
}

/** The measures `without` leaves out, checked against SWAP_NAMES. */
export function leftOut(without: readonly string[] = []): Set<SwapName> {
  const unknown = without.filter((name) => !(SWAP_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `performance plugin: unknown measure(s) in without/PERFORMANCE_WITHOUT: ${unknown.join(', ')}. ` +
        `Known: ${SWAP_NAMES.join(', ')}.`,
    );
  }
  return new Set(without as readonly SwapName[]);
}

export default function performancePlugin(
  _context: LoadContext,
  {enabled, without}: PerformanceOptions,
): Plugin {
  if (!enabled) return {name: 'performance'};
  const off = leftOut(without);
  const on = (name: SwapName) => !off.has(name);
  return {
    name: 'performance',
    // Wrappers of theme-classic's DocItem/Content, BlogPostItem/Content and CodeBlock.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [
        path.join(__dirname, 'client.ts'),
        ...(on('offscreen-menu') ? [path.join(__dirname, 'offscreen-menu.css')] : []),
      ];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // Development keeps core's entry, whose hot-reload hook expects to be the entry.
        ...(!isServer &&
          config.mode === 'production' &&
          on('client-entry') && {entry: path.join(__dirname, 'client-entry.ts')}),
        plugins: [
          // Build-time constants for the theme wrappers: each bundle keeps only its branch.
          new DefinePlugin({
            'process.env.SITE_BUNDLE': JSON.stringify(isServer ? 'server' : 'client'),
            'process.env.PERFORMANCE_KEPT_HTML': JSON.stringify(on('kept-html') ? 'on' : 'off'),
            'process.env.PERFORMANCE_PRISM_ON_DEMAND': JSON.stringify(
              on('prism-on-demand') ? 'on' : 'off',
            ),
          }),
          ...MODULE_SWAPS.filter((swap) => on(swap.name) && !(isServer && swap.clientOnly)).map(
            ({request, from, to}) =>
              new NormalModuleReplacementPlugin(request, (resource) => {
                if (!from || from.test(resource.context ?? '')) {
                  resource.request = path.join(__dirname, to);
                }
              }),
          ),
        ],
      };
    },
  };
}
