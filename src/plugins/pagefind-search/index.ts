import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchEngine} from '../../utils/searchEngine';
import {skipPagefindExcerpts} from './skipExcerpts';
import {buildSearchIndex, INDEX_FOLDER} from './buildIndex';

const NOT_DOCSEARCH_MODAL_CSS = /^(?!.*@docsearch[\\/]css[\\/]dist[\\/]modal\.css)/;

/**
 * The local search engine: after a production build, indexes the built docs
 * and posts with Pagefind into `build/pagefind/`, which the DocSearch modal and
 * the search page query in the browser (see src/theme/SearchBar). Builds that
 * use Algolia get no local index.
 */
export interface PagefindSearchOptions {
  engine: SearchEngine;
  /** The performance plugin's `pagefind-excerpts` measure: Pagefind builds no excerpts. */
  skipExcerpts: boolean;
}

export default function pagefindSearchPlugin(
  _context: LoadContext,
  {engine, skipExcerpts}: PagefindSearchOptions,
): Plugin {
  return {
    name: 'pagefind-search',
    configureWebpack(_config, isServer) {
      // Docusaurus merges all CSS into one file loaded by every page; the modal's
      // stylesheet stays in its lazy chunk, loaded when search first opens.
      return isServer
        ? {}
        : {optimization: {splitChunks: {cacheGroups: {styles: {test: NOT_DOCSEARCH_MODAL_CSS}}}}};
    },
    async postBuild({outDir}) {
      if (engine !== 'local') return;
      const {pages, sections} = await buildSearchIndex(outDir);
      if (skipExcerpts) await skipPagefindExcerpts(path.join(outDir, INDEX_FOLDER));
      console.log(
        `[INFO] Search index: ${pages} pages with ${sections} sections in ${outDir}/pagefind.`,
      );
    },
  };
}
