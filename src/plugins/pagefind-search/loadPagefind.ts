import {INDEX_FACTS_FILE, type IndexFacts} from './indexFacts';
import {
  createLocalSearchClient,
  type LocalIndex,
  type LocalSearchClient,
  type Pagefind,
} from './searchClient';
import {VOCABULARY_FILE} from './vocabulary';

let loading: Promise<LocalIndex> | undefined;

/**
 * Pagefind's ranking (pagefind.app/docs/ranking): a page is a whole guide or
 * the whole glossary here, so its length counts for nothing; otherwise a long
 * reference page loses to a short post that mentions the words once, and the
 * more short pages a site has, the more it loses (with 5,000 short pages
 * added, `npm run bench:search` found the Directive's Article 10 and the UK
 * guide behind them at 0.2).
 */
const RANKING = {pageLength: 0};

/**
 * Pagefind's downloads that failed (no answer, or an error status) so far.
 * Pagefind logs a failed download of an index chunk and answers as if the
 * index lacked the words (1.5 also kept the failure as the answer for the
 * rest of the visit; 1.6 tries again next time): a reader whose network
 * dropped would see "No results". Pagefind runs on the main thread here
 * (`noWorker`), so its downloads are this page's resource timing entries, read
 * by an observer of our own; the page's `fetch` stays as it is. A search
 * during which one failed is a failed search.
 */
let failedDownloads = 0;
let downloads: PerformanceObserver | undefined;

/**
 * Whether a resource timing entry is a failed download from the index folder.
 * A download that got no answer has status 0, and its entry is recorded
 * before `fetch` rejects; an error status's entry once its body has arrived.
 * Browsers that do not report `responseStatus` (Safari) are never counted,
 * and there Pagefind's own answer stands.
 */
export function isFailedDownload(
  entry: Pick<PerformanceResourceTiming, 'name' | 'responseStatus'>,
  bundlePath: string,
): boolean {
  const {responseStatus} = entry as {responseStatus?: number};
  if (responseStatus === undefined || (responseStatus > 0 && responseStatus < 400)) return false;
  return new URL(entry.name).pathname.startsWith(bundlePath);
}

function countFailed(entries: PerformanceEntryList, bundlePath: string): void {
  for (const entry of entries) {
    if (isFailedDownload(entry as PerformanceResourceTiming, bundlePath)) failedDownloads += 1;
  }
}

function watchDownloads(bundlePath: string): void {
  if (downloads) return;
  downloads = new PerformanceObserver((list) => countFailed(list.getEntries(), bundlePath));
  downloads.observe({type: 'resource'});
}

/** Counts the entries recorded but not yet handed to the observer's callback. */
function countRecordedDownloads(baseUrl: string): void {
  if (downloads) countFailed(downloads.takeRecords(), `${baseUrl}pagefind/`);
}

/** A JSON file of the index folder; an error status is a failure, as for Pagefind's own files. */
async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function startPagefind(bundle: string): Promise<Pagefind> {
  const {createInstance} = (await import(/* webpackIgnore: true */ `${bundle}pagefind.js`)) as {
    createInstance(options: Record<string, unknown>): Pagefind;
  };
  const pagefind = createInstance({basePath: bundle, noWorker: true});
  await pagefind.init();
  await pagefind.options({ranking: RANKING});
  return pagefind;
}

/**
 * Loads Pagefind's browser code and index from the built site, with the
 * index's facts (indexFacts.ts), once. The URL is built at run time and left
 * to the browser, so the bundler neither follows it nor puts Pagefind in the
 * site's own code. After a failure the next search tries again. The dev
 * server has no built index, so there it fails at once.
 */
export function loadPagefind(baseUrl: string): Promise<LocalIndex> {
  if (process.env.NODE_ENV === 'development') {
    return Promise.reject(new Error('The dev server has no search index: build the site.'));
  }
  loading ??= (async () => {
    const bundle = `${baseUrl}pagefind/`;
    watchDownloads(bundle);
    const starting = startPagefind(bundle);
    // Handled below; marked now so a failure while the facts download is not reported as unhandled.
    starting.catch(() => undefined);
    try {
      const facts = await fetchJson<IndexFacts>(`${bundle}${INDEX_FACTS_FILE}`);
      return {pagefind: await starting, facts};
    } catch (error) {
      // The next search starts a new instance: this one's WebAssembly memory is freed.
      void starting.then((pagefind) => pagefind.destroy()).catch(() => undefined);
      throw error;
    }
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Drops the Pagefind instance, with the failed downloads it keeps; the next search loads a new one. */
async function forgetPagefind(): Promise<void> {
  const instance = loading;
  loading = undefined;
  await (await instance?.catch(() => undefined))?.pagefind.destroy();
}

let vocabulary: Promise<readonly string[]> | undefined;

/** The index's vocabulary, fetched once, the first time a search finds nothing. */
function loadVocabulary(baseUrl: string): Promise<readonly string[]> {
  vocabulary ??= fetchJson<string[]>(`${baseUrl}pagefind/${VOCABULARY_FILE}`);
  vocabulary.catch(() => {
    vocabulary = undefined;
  });
  return vocabulary;
}

/**
 * The search client of the local engine, answering from the site's Pagefind
 * index. A search during which any of Pagefind's downloads failed fails
 * ("Unable to fetch results"), even if Pagefind answered, and the next search
 * starts afresh.
 */
export function pagefindSearchClient(baseUrl: string): LocalSearchClient {
  const client = createLocalSearchClient(
    () => loadPagefind(baseUrl),
    () => loadVocabulary(baseUrl),
  );
  return {
    async search(params) {
      const failedBefore = failedDownloads;
      const answer = client.search(params);
      await answer.catch(() => undefined);
      countRecordedDownloads(baseUrl);
      if (failedDownloads > failedBefore) {
        await forgetPagefind();
        throw new Error('Part of the search index could not be downloaded.');
      }
      return answer;
    },
  };
}
