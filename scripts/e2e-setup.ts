/**
 * What the end-to-end tests run besides Node: Chromium, nginx to serve the build as deployed, and
 * Java for the Nu HTML checker.
 */
import {ensureChromium} from './lib/browser';
import {ensureJava} from './html-check/check';
import {commandLine} from './lib/command-line';
import {ensureNginx} from './nginx';

commandLine('Usage: npx tsx scripts/e2e-setup.ts', {});

ensureChromium();
ensureNginx();
ensureJava();
