import {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useAppLinks} from '../../utils/appLinks';
import {firstLoadFailed} from '../../utils/firstLoadFault';
import {firstPathname, htmlIsFirstPage} from '../../hosting/first-load';

/**
 * Keeps server-rendered article HTML as it is on the first page load instead
 * of hydrating it.
 *
 * Articles are static text, tables and links, yet hydrating them re-creates
 * every element in React and gives every link its own IntersectionObserver:
 * on a long guide that is most of the main-thread work between first paint
 * and a usable page. On the first load the article's wrapper hydrates with an
 * empty `dangerouslySetInnerHTML`, which React leaves alone, and handles the
 * article's links itself: internal links navigate in the app and are
 * prefetched when visible or preloaded on hover, as the theme's links are.
 * After the first navigation pages render normally.
 *
 * Limits: `<Head>` inside MDX does not reach the client on the first load (use
 * front matter instead), and interactive MDX components would not respond, so
 * pages that hold one (see INTERACTIVE) hydrate normally; `npm run
 * lint:content` fails an article whose component needs the browser and lacks
 * the marker. When the HTML is another page's (a static host's 404 page for
 * `/glossary/`), or the page's code failed to download and the app rendered
 * over the HTML (load-faults), there is no article to keep, and the page
 * renders normally too. The wrappers also render the article out of sight
 * once (render-check.tsx), so that a component that throws still shows the
 * crash screen.
 */

/**
 * Article content that needs React to work; a page holding any of it hydrates normally. Code
 * blocks are not in the list: they are highlighted in the HTML, and their copy and wrap buttons
 * appear once the reader moves to another page and back.
 */
export const INTERACTIVE = '.markdown :is(.tabs-container, [data-hydrate])';

/** Same object on every render, so React never rewrites the kept HTML. */
const KEEP = {__html: ''};

const isBrowser = typeof window !== 'undefined';
let navigated = false;
let interactive: boolean | undefined;
/** Set when a kept article leaves the page (a crash screen took its place): its HTML is gone. */
let released = false;

/** Called by client.ts when the reader moves to another page. */
export function markNavigated(): void {
  navigated = true;
}

/** True while rendering the page the browser loaded, before any client-side navigation. */
export function useKeepServerHtml(): boolean {
  const {pathname} = useLocation();
  if (process.env.PERFORMANCE_KEPT_HTML === 'off') return false;
  if (!isBrowser || navigated || released || pathname !== firstPathname) return false;
  if (!htmlIsFirstPage || firstLoadFailed()) return false;
  interactive ??= document.querySelector(INTERACTIVE) !== null;
  return !interactive;
}

export default function StaticHtml({id, className}: {id?: string; className?: string}): ReactNode {
  const links = useAppLinks<HTMLDivElement>();

  // Rendered again, the wrapper would keep an empty element.
  useEffect(
    () => () => {
      released = true;
    },
    [],
  );

  return (
    <div
      {...links}
      id={id}
      className={className}
      dangerouslySetInnerHTML={KEEP}
      suppressHydrationWarning
    />
  );
}
