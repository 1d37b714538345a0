import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
 * - Its client module tells src/components/StaticHtml when the reader leaves
 *   the first page, after which articles render (and hydrate) normally.
 */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** How theme-common's lib/internal.js imports its date hook; no other package has this path. */
export const THEME_INTL_REQUEST = /^\.\/utils\/IntlUtils(\.js)?$/;

export default function performancePlugin(): Plugin {
  return {
    name: 'performance',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          // Lets theme wrappers pick server-only code paths at build time (dead branches drop out).
          new DefinePlugin({
            'process.env.SITE_BUNDLE': JSON.stringify(isServer ? 'server' : 'client'),
          }),
          new NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(__dirname, 'empty-client-module.js'),
          ),
          new NormalModuleReplacementPlugin(
            THEME_INTL_REQUEST,
            path.join(__dirname, 'intl-utils.ts'),
          ),
        ],
      };
    },
  };
}
