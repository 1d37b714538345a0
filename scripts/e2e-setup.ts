/** What the end-to-end tests run besides Node: Chromium, and nginx to serve the build as deployed. */
import {ensureChromium} from './browser';
import {ensureNginx} from './nginx';

ensureChromium();
ensureNginx();
