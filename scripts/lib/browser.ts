/**
 * Finds a Chromium for the end-to-end tests and benchmarks: CHROMIUM_PATH,
 * then Debian's /usr/bin/chromium. `ensureChromium()` (run by
 * scripts/e2e-setup.ts) installs one when none is found: Debian's package
 * with apt when running as root on Debian, otherwise Playwright's own
 * download.
 */
import {existsSync} from 'node:fs';
import {installDebianPackage, run} from './debian-packages';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of a Chromium binary, or undefined to let Playwright use its own download. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

export function ensureChromium(): void {
  if (chromiumPath()) {
    console.log(`Chromium: ${chromiumPath()}`);
    return;
  }
  if (installDebianPackage('chromium') && chromiumPath()) return;
  console.log("No system Chromium: falling back to Playwright's own browser download.");
  run('npx', ['playwright', 'install', '--with-deps', 'chromium']);
}
