import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface ModuleSwap {
  /** The import request to replace. */
  request: RegExp;
  /** Only where the importing module's folder matches. */
  from?: RegExp;
  /** The file in this folder that takes its place. */
  to: string;
  /** Only in the browser bundle; server rendering keeps the original. */
  clientOnly?: boolean;
}

/** @docusaurus/core's client code and its public exports folder. */
const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client([\\/]exports)?$/;

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    request: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    to: 'empty-client-module.js',
  },
  // How theme-common's lib/internal.js imports its date hook; no other package has this path.
  {request: /^\.\/utils\/IntlUtils(\.js)?$/, to: 'intl-utils.ts'},
  {request: /^\.\/preload(\.js)?$/, from: CORE_CLIENT, to: 'preload.ts', clientOnly: true},
  {request: /^\.\/prefetch(\.js)?$/, from: CORE_CLIENT, to: 'prefetch.ts', clientOnly: true},
  // Imported by the generated route list.
  {request: /^@docusaurus\/ComponentCreator$/, to: 'component-creator.ts', clientOnly: true},
  {
    request: /^\.\.?\/browserContext(\.js)?$/,
    from: CORE_CLIENT,
    to: 'browser-context.tsx',
  },
  {
    request: /^\.\.?\/hooks\/useWindowSize(\.js)?$/,
    from: /theme-common[\\/]lib([\\/]contexts)?$/,
    to: 'window-size.ts',
  },
  {request: /^react-router-config$/, to: 'route-config.tsx'},
  {
    request: /^\.\.\/\.\.\/utils\/reactUtils(\.js)?$/,
    from: /theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu$/,
    to: 'react-utils.ts',
  },
];

/**
 * Keeps the entry bundle, which every page downloads and runs before it is
 * interactive, to what every page needs.
 *
 * - The classic theme registers Prism's extra languages from a client module,
 *   which pulls the whole highlighter (and prismjs' language index) into the
 *   entry bundle of every page. That module is replaced by an empty one here;
 *   src/theme/CodeBlock loads Prism and registers the languages only when a
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
 * - Its client module tells src/components/StaticHtml when the reader leaves
 *   the first page, after which articles render (and hydrate) normally.
 */
export default function performancePlugin(): Plugin {
  return {
    name: 'performance',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // Development keeps core's entry, whose hot-reload hook expects to be the entry.
        ...(!isServer &&
          config.mode === 'production' && {entry: path.join(__dirname, 'client-entry.ts')}),
        // The server bundle's files are read once at build time and deleted, so their names need
        // no name or hash: then finding a chunk's file needs no table of every chunk, which the
        // bundle's runtime rebuilt on each lookup (time per page grew with the number of pages).
        ...(isServer && {output: {chunkFilename: 'assets/js/[id].js'}}),
        plugins: [
          // Lets theme wrappers pick server-only code paths at build time (dead branches drop out).
          new DefinePlugin({
            'process.env.SITE_BUNDLE': JSON.stringify(isServer ? 'server' : 'client'),
          }),
          ...MODULE_SWAPS.filter((swap) => !(isServer && swap.clientOnly)).map(
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
