import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumPath();

/**
 * Three servers, each a build served by scripts/serve.ts: the default build;
 * the same build with the security headers it generated (CSP and the rest);
 * and a build with an analytics ID (GTAG_TRACKING_ID=G-TEST123 into
 * build-analytics/) for the consent tests.
 */
const servers = {
  site: {port: PORT, env: {}},
  hardened: {port: PORT + 1, env: {SECURITY_HEADERS: '1'}},
  analytics: {port: PORT + 2, env: {BUILD_DIR: 'build-analytics'}},
};
const url = (port: number) => `http://127.0.0.1:${port}`;

const HARDENED_TESTS = /security-headers\.spec\.ts/;
const ANALYTICS_TESTS = /consent\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['./tests/summary-reporter.ts']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {args: CHROMIUM_ARGS, ...(executablePath && {executablePath})},
    ...devices['Desktop Chrome'],
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [HARDENED_TESTS, ANALYTICS_TESTS],
      use: {baseURL: url(servers.site.port)},
    },
    {
      name: 'security-headers',
      testMatch: HARDENED_TESTS,
      use: {baseURL: url(servers.hardened.port)},
    },
    {
      name: 'analytics',
      testMatch: ANALYTICS_TESTS,
      use: {baseURL: url(servers.analytics.port)},
    },
  ],
  webServer: Object.values(servers).map(({port, env}) => ({
    command: 'tsx scripts/serve.ts',
    env: {PORT: String(port), ...env},
    url: `${url(port)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
