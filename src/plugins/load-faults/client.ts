/**
 * What the browser's first page load does when the page's code cannot be
 * downloaded.
 *
 * Core's client entry downloads the code of the routes a page needs and
 * hydrates once all of it has arrived; when a download fails (the network
 * dropped, a deploy removed the file), the entry never renders, and the
 * server's HTML stays on screen looking fine and doing nothing: no search, no
 * menu, no colour toggle, and no word of why. A navigation whose download
 * fails reloads the page (core's PendingNavigation), which ends the same way
 * if the download fails again.
 *
 * Here the first load's preloads resolve when a download fails, and the app
 * then renders over the server's HTML instead of hydrating it: a route whose
 * code is missing shows the spec's error text with 'Retry' (src/theme/Loading),
 * which downloads it again. Later navigations keep core's behaviour.
 */
import type {ClientModule} from '@docusaurus/types';
import {createRoot} from 'react-dom/client';
import routes from '@generated/routes';
import {markFirstLoadFailed} from '../../utils/firstLoadFault';
import {catchPreloadFailures, type PreloadableRoute} from './preloads';

let appRendered = false;

if (typeof window !== 'undefined') {
  catchPreloadFailures(
    routes as unknown as readonly PreloadableRoute[],
    () => !appRendered,
    async (error) => {
      console.error('The code of this page could not be downloaded:', error);
      markFirstLoadFailed();
      // Core's entry renders into an existing root instead of hydrating: the server's HTML does
      // not match the error screen that takes the failed route's place.
      window.docusaurusRoot ??= createRoot(document.getElementById('__docusaurus')!);
      // react-loadable records the error in promise callbacks of its own; let them all run.
      await new Promise((resolve) => setTimeout(resolve));
    },
  );
}

const client: ClientModule = {
  // Called first as the app renders; from then on a failed download reloads the page as in core.
  onRouteUpdate() {
    appRendered = true;
  },
};

export default client;
