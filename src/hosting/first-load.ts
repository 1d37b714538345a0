/**
 * The browser's first page load, settled before the app renders: the clean
 * address, and whether the server's HTML is that address's page. Docusaurus
 * evaluates client modules while its entry imports the app, and the
 * static-host plugin's client module imports this one, so its top level runs
 * before the router reads the address, before the entry preloads the route's
 * chunks, and before it decides whether to hydrate.
 */
import routes from '@generated/routes';
import {cleanPath} from './serving-rules';
import {htmlIsPage} from './served-page';

const isBrowser = typeof window !== 'undefined';

/**
 * Hosts that serve `x.html` as it is leave `/x.html`, `/x/index.html` or
 * `/x/` in the address bar. The router would show the clean path's page
 * under it, yet preload the chunks of no route, so hydration failed and
 * React rendered the page twice; the canonical link took the suffix too.
 */
function cleanAddress(): string {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  if (clean !== pathname)
    window.history.replaceState(window.history.state, '', clean + search + hash);
  return clean;
}

/** The path the browser loaded, clean; undefined on the server. */
export const firstPathname = isBrowser ? cleanAddress() : undefined;

/** Whether the server's HTML is that path's page. Read now: the app rewrites the head later. */
export const htmlIsFirstPage = isBrowser && htmlIsPage(firstPathname!, routes);
