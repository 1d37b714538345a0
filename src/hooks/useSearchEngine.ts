import {searchEngineOf, type SearchEngine} from '@site/src/utils/searchEngine';
import useSiteSettings from './useSiteSettings';

/** Which engine answers this build's searches. */
export default function useSearchEngine(): SearchEngine {
  return searchEngineOf(useSiteSettings());
}
