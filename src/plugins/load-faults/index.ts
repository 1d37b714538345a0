import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes a page whose code fails to download on the browser's first load say
 * so and offer 'Retry', instead of staying as unhydrated server HTML (see
 * client.ts). A correctness fix, not speed: it stays on when the performance
 * plugin is switched off.
 */
export default function loadFaultsPlugin(): Plugin {
  return {
    name: 'load-faults',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
