import type {SiteSettings} from '@site/siteSettings';

/** Kept apart from siteSettings.ts, which reads the environment: the browser bundle needs this. */
export type SearchEngine = 'local' | 'algolia';

/** Algolia DocSearch when its three settings are set, else the local Pagefind index. */
export function searchEngineOf({docsearch}: Pick<SiteSettings, 'docsearch'>): SearchEngine {
  return docsearch ? 'algolia' : 'local';
}
