import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes the site work on hosts that serve the built `.html` files as they
 * are (GitHub Pages, S3), whatever address the reader arrives by. Its client
 * module runs before the app renders: it puts the page's clean path in the
 * address bar (src/hosting/first-load.ts), and when the host sent another
 * page's HTML (its 404 page for `/glossary/`) it has core render the app
 * instead of hydrating that HTML. These are correctness fixes, not speed, so they stay
 * on when the performance plugin is switched off.
 */
export default function staticHostPlugin(): Plugin {
  return {
    name: 'static-host',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
