/**
 * The browser's first page load, settled before the app renders. Docusaurus
 * evaluates client modules while its entry imports the app, so this module's
 * top level runs before the router reads the address, before the entry
 * preloads the route's chunks, and before it decides whether to hydrate.
 */
import {createRoot} from 'react-dom/client';
import routes from '@generated/routes';
import {cleanPath} from '../security-headers/serving-rules';
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

// Core's entry renders into an existing root instead of hydrating the container.
if (isBrowser && !htmlIsFirstPage) {
  window.docusaurusRoot = createRoot(document.getElementById('__docusaurus')!);
}
