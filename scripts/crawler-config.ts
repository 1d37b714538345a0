/**
 * Prints the Algolia DocSearch crawler configuration for this site, with its
 * URL (SITE_URL) and index name (DOCSEARCH_INDEX_NAME, else a placeholder):
 *
 *   SITE_URL=https://pay.example.org npm run --silent crawler-config > crawler.js
 */
import {siteSettings} from '../siteSettings';
import {crawlerConfigSource} from '../src/plugins/pagefind-search/crawlerConfig';
import {commandLine} from './lib/command-line';

commandLine(
  'Usage: [SITE_URL=https://…] [DOCSEARCH_INDEX_NAME=…] npm run --silent crawler-config > crawler.js',
  {},
);

process.stdout.write(
  crawlerConfigSource({
    site: siteSettings.siteUrl,
    indexName: siteSettings.docsearch?.indexName ?? 'YOUR_INDEX_NAME',
  }),
);
