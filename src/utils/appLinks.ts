/**
 * Plain `<a href>` links that behave as the theme's `<Link>` does, handled by
 * one set of listeners on the element that holds them: an internal link
 * navigates in the app, and is prefetched when it comes into view and
 * preloaded on hover or touch.
 *
 * Each `<Link>` is four React components and an IntersectionObserver of its
 * own. Blocks that are kept as the server's HTML (an article on a first load,
 * the Directive grid's table and list) have no React handlers, and a block of
 * hundreds of links (the grid's 870) is cheaper to render without them.
 */
import {useEffect, useRef, type MouseEvent, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import routes from '@generated/routes';
import {isAppRoute} from '../hosting/served-page';

/** The in-app path a link points to, or undefined when the browser should follow it. */
function appPath(anchor: HTMLAnchorElement): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !isAppRoute(url.pathname, routes)) return;
  return url.pathname + url.search + url.hash;
}

function anchorOf(event: {target: EventTarget}): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

const pathnameOf = (path: string) => new URL(path, window.location.href).pathname;

export interface AppLinkHandlers<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onClick: (event: MouseEvent) => void;
  onMouseOver: (event: {target: EventTarget}) => void;
  onTouchStart: (event: {target: EventTarget}) => void;
}

/**
 * Handlers for the element that holds the links; spread them onto it. Links present when it
 * mounts are prefetched as they come into view, with one observer for all of them.
 */
export function useAppLinks<T extends HTMLElement>(): AppLinkHandlers<T> {
  const history = useHistory();
  const ref = useRef<T>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !('IntersectionObserver' in window)) return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = appPath(entry.target as HTMLAnchorElement);
        if (path) window.docusaurus.prefetch(pathnameOf(path));
      }
    });
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      if (!a.getAttribute('href')!.startsWith('#')) observer.observe(a);
    });
    return () => observer.disconnect();
  }, []);

  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = appPath(anchor);
    if (!path) return;
    const url = new URL(path, window.location.href);
    // Same-page fragments keep the browser's own jump.
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    history.push(path);
  };

  const onPointerOver = (event: {target: EventTarget}) => {
    const anchor = anchorOf(event);
    const path = anchor && appPath(anchor);
    if (path) window.docusaurus.preload(pathnameOf(path));
  };

  return {ref, onClick, onMouseOver: onPointerOver, onTouchStart: onPointerOver};
}

/**
 * The `href` of a plain anchor to an in-app path (`/countries/france#…`): with the site's base
 * URL, and reported to the build's broken-link check as `<Link>` reports its targets.
 */
export function useAppHref(): (path: string) => string {
  const brokenLinks = useBrokenLinks();
  const {withBaseUrl} = useBaseUrlUtils();
  return (path) => {
    const href = withBaseUrl(path);
    brokenLinks.collectLink(href);
    return href;
  };
}
