/**
 * Which page the server's HTML holds. A static host may answer a URL with
 * another page's HTML: GitHub Pages or S3 asked for `/news/index.html` or
 * `/glossary/` have no such file and send their 404 page. first-load.ts
 * rewrites such addresses to the clean path, and hydrating the 404 page's
 * HTML as the news index or the glossary fails: React then leaves both on
 * screen, or the performance plugin keeps an empty article. When the HTML
 * is another page's, the app renders instead of hydrating.
 */
import {matchPath} from '@docusaurus/router';
import {cleanPath} from './serving-rules';

export type RouteList = ReadonlyArray<{
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: RouteList;
}>;

/** Whether a path is a page of the app: not a file such as a calendar or a feed, nor an unknown path. */
export function isAppRoute(pathname: string, list: RouteList): boolean {
  return list.some((route) => {
    if (route.path === '*') return false;
    const match = matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict});
    if (!match) return false;
    return route.routes ? isAppRoute(pathname, route.routes) : true;
  });
}

/** Where the 404 page lives; a host sends its HTML for any path it has no file for. */
const NOT_FOUND_PATH = '/404';

/**
 * Whether the document holds the server's HTML for `pathname`. Each page's
 * canonical link names its own URL (src/theme/DocItem/Metadata keeps it so
 * for the home page too), so it says which page the HTML was rendered for.
 * Call it before React renders: the app rewrites the link afterwards.
 */
export function htmlIsPage(pathname: string, routes: RouteList): boolean {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const served = canonical && cleanPath(new URL(canonical, window.location.href).pathname);
  if (served === pathname) return true;
  // The 404 page is the right HTML for any path the app has no page for.
  return served === NOT_FOUND_PATH && !isAppRoute(pathname, routes);
}
