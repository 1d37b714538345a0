/**
 * What the end-to-end tests run besides Node: Chromium, nginx to serve the build as deployed, and
 * Java for the Nu HTML checker.
 */
import {ensureChromium} from './browser';
import {ensureJava} from './html-check';
import {ensureNginx} from './nginx';

ensureChromium();
ensureNginx();
ensureJava();
