import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_RANKS, TOPICS} from './facets';
import {SELECTORS} from './selectors';

/**
 * The Algolia crawler runs its configuration in Algolia's editor, where it
 * cannot import this site's modules: the configuration is written from
 * crawler.template.js with the values below put in, so the selectors, page
 * ranks and topics have one source here.
 */
export function crawlerConfigSource({site, indexName}: {site: string; indexName: string}): string {
  const topics = TOPICS.map(
    ({topic, headings}) => `  {topic: ${JSON.stringify(topic)}, headings: ${String(headings)}},`,
  );
  const values: Record<string, string> = {
    __SITE__: JSON.stringify(site),
    __INDEX_NAME__: JSON.stringify(indexName),
    __SELECTORS__: JSON.stringify(SELECTORS, null, 2),
    __PAGE_RANKS__: JSON.stringify(PAGE_RANKS, null, 2),
    __TOPICS__: `[\n${topics.join('\n')}\n]`,
  };
  const template = readFileSync(path.join(__dirname, 'crawler.template.js'), 'utf8');
  // The first line names the placeholders for the linter; the output has none.
  return template
    .replace(/^\/\* global .*\*\/\n/, '/* global Crawler, URL */\n')
    .replace(/\b__[A-Z_]+__\b/g, (name) => {
      if (!(name in values)) throw new Error(`crawler.template.js: unknown placeholder ${name}`);
      return values[name]!;
    });
}
