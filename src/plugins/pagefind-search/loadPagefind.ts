import {createLocalSearchClient, type LocalSearchClient, type Pagefind} from './searchClient';

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind's browser code and index from the built site, once. The URL
 * is built at run time and left to the browser, so the bundler neither follows
 * it nor puts Pagefind in the site's own code. After a failure the next search
 * tries again. The dev server has no built index, so there it fails at once.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (process.env.NODE_ENV === 'development') {
    return Promise.reject(new Error('The dev server has no search index: build the site.'));
  }
  loading ??= (async () => {
    const bundle = `${baseUrl}pagefind/`;
    const pagefind = (await import(/* webpackIgnore: true */ `${bundle}pagefind.js`)) as Pagefind;
    await pagefind.options({basePath: bundle});
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The search client of the local engine, answering from the site's Pagefind index. */
export function pagefindSearchClient(baseUrl: string): LocalSearchClient {
  return createLocalSearchClient(() => loadPagefind(baseUrl));
}
