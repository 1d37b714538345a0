import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumPath();

/**
 * Each project gets its own build served by scripts/serve.ts on its own port:
 * the default build; the same build with the security headers it generated
 * (CSP and the rest); a build with fake Algolia credentials (`npm run
 * build:algolia`); and a build with an analytics ID (`npm run build:analytics`)
 * for the consent tests.
 */
const servers = {
  site: {port: PORT, env: {}},
  hardened: {port: PORT + 1, env: {SECURITY_HEADERS: '1'}},
  algolia: {port: PORT + 2, env: {BUILD_DIR: 'build-algolia'}},
  analytics: {port: PORT + 3, env: {BUILD_DIR: 'build-analytics'}},
};
const url = (port: number) => `http://127.0.0.1:${port}`;

const HARDENED_TESTS = /security-headers\.spec\.ts$/;
const ALGOLIA_TESTS = /search-algolia\.spec\.ts$/;
const ANALYTICS_TESTS = /consent\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI absorbs a machine busy with other jobs; the summary counts final outcomes.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['./tests/summary-reporter.ts']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {args: CHROMIUM_ARGS, ...(executablePath && {executablePath})},
    ...devices['Desktop Chrome'],
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [HARDENED_TESTS, ALGOLIA_TESTS, ANALYTICS_TESTS],
      use: {baseURL: url(servers.site.port)},
    },
    {
      name: 'security-headers',
      testMatch: HARDENED_TESTS,
      use: {baseURL: url(servers.hardened.port)},
    },
    {name: 'algolia', testMatch: ALGOLIA_TESTS, use: {baseURL: url(servers.algolia.port)}},
    {name: 'analytics', testMatch: ANALYTICS_TESTS, use: {baseURL: url(servers.analytics.port)}},
  ],
  webServer: Object.values(servers).map(({port, env}) => ({
    command: 'tsx scripts/serve.ts',
    env: {PORT: String(port), ...env},
    url: `${url(port)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
