import type {ClientModule} from '@docusaurus/types';
import {markNavigated} from './static-html';

/** Pages render normally once the reader has left the page the browser loaded. */
const client: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) markNavigated();
  },
};

export default client;
