import type {ClientModule} from '@docusaurus/types';
import {storedChoice} from './consent';

/**
 * Reports client-side navigations as page views once the visitor has agreed;
 * gtag's config reports the first page itself.
 */
const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    if (storedChoice() !== 'granted') return;
    // Let the new page set its <title> first.
    setTimeout(() => {
      window.gtag('event', 'page_view', {
        page_title: document.title,
        page_location: window.location.href,
        page_path: location.pathname + location.search + location.hash,
      });
    });
  },
};

export default pageViews;
