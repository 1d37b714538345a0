import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/lib/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumPath();

const SERVE = 'tsx scripts/serve.ts';

/**
 * Each project gets a server on its own port: the default build behind
 * scripts/serve.ts; the same build with the security headers it generated
 * (CSP and the rest), where every route is loaded once and checked
 * (every-page.spec.ts); the same build behind nginx with the generated
 * nginx.conf (scripts/nginx.ts); the same build behind a plain file server
 * that serves `x.html` as it is (GitHub Pages, S3); one build with fake
 * Algolia credentials and an analytics ID (`npm run build:services`) for the
 * Algolia-engine and the consent tests; and a build with the performance
 * plugin off (`npm run build:stock`), which must still render, navigate and
 * search, and work on a plain file server.
 */
const servers = {
  site: {port: PORT, command: SERVE, env: {}},
  hardened: {port: PORT + 1, command: SERVE, env: {SECURITY_HEADERS: '1'}},
  services: {port: PORT + 2, command: SERVE, env: {BUILD_DIR: 'build-services'}},
  nginx: {port: PORT + 4, command: 'tsx scripts/nginx.ts', env: {}},
  plainHost: {port: PORT + 5, command: SERVE, env: {PLAIN_HOST: '1'}},
  stock: {port: PORT + 6, command: SERVE, env: {BUILD_DIR: 'build-stock'}},
  stockPlainHost: {
    port: PORT + 7,
    command: SERVE,
    env: {BUILD_DIR: 'build-stock', PLAIN_HOST: '1'},
  },
};
const url = (port: number) => `http://127.0.0.1:${port}`;

const ROUTE_TESTS = /routes\.spec\.ts$/;
// One load of every route of the default build, with every per-page check.
const EVERY_PAGE_TESTS = /every-page\.spec\.ts$/;
// Every route served, and one page of each kind loaded: for another server or another build.
const PAGE_KIND_TESTS = /page-kinds\.spec\.ts$/;
const HEADER_TESTS = /security-headers\.spec\.ts$/;
const SERVING_TESTS = /serving\.spec\.ts$/;
const STATIC_HOST_TESTS = /static-host\.spec\.ts$/;
const ALGOLIA_TESTS = /search-algolia\.spec\.ts$/;
const ANALYTICS_TESTS = /consent\.spec\.ts$/;
// Starts nginx itself, on a fake build in a private folder.
const SERVER_START_TESTS = /server-start\.spec\.ts$/;
// With the performance plugin off: every route served, each kind renders, keyboard navigation,
// the layout, and what a reader sees when the network or the code fails; and search opens,
// loads, answers, goes to a hit and fails as with the plugin (its tests tagged @stock).
const STOCK_TESTS = [
  ROUTE_TESTS,
  PAGE_KIND_TESTS,
  /keyboard\.spec\.ts$/,
  /layout\.spec\.ts$/,
  /faults\.spec\.ts$/,
];
const SEARCH_TESTS = /search\.spec\.ts$/;
// What the performance plugin itself does; `PERFORMANCE=off npm test` builds without it.
const PERFORMANCE_TESTS = /performance\.spec\.ts$/;
const performanceOff = process.env.PERFORMANCE === 'off';

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
    // A trace is recorded only when a test is retried, that is in CI, after a failure. Recording
    // every test and keeping the failures' traces cost a quarter to a third of the suite's time
    // (dev-docs/benchmarks.md); locally, `--trace retain-on-failure` keeps them.
    trace: 'on-first-retry',
    launchOptions: {args: CHROMIUM_ARGS, ...(executablePath && {executablePath})},
    ...devices['Desktop Chrome'],
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [
        EVERY_PAGE_TESTS,
        PAGE_KIND_TESTS,
        HEADER_TESTS,
        SERVING_TESTS,
        STATIC_HOST_TESTS,
        ALGOLIA_TESTS,
        ANALYTICS_TESTS,
        SERVER_START_TESTS,
        ...(performanceOff ? [PERFORMANCE_TESTS] : []),
      ],
      use: {baseURL: url(servers.site.port)},
    },
    {
      name: 'security-headers',
      testMatch: [EVERY_PAGE_TESTS, HEADER_TESTS, SERVING_TESTS],
      use: {baseURL: url(servers.hardened.port)},
    },
    {
      name: 'nginx',
      // nginx sends the same headers as the Node server (security-headers.spec.ts checks every
      // value), so one page of each kind is loaded under its policy.
      testMatch: [ROUTE_TESTS, PAGE_KIND_TESTS, HEADER_TESTS, SERVING_TESTS, SERVER_START_TESTS],
      use: {baseURL: url(servers.nginx.port)},
    },
    {
      name: 'static-host',
      testMatch: STATIC_HOST_TESTS,
      use: {baseURL: url(servers.plainHost.port)},
    },
    {name: 'algolia', testMatch: ALGOLIA_TESTS, use: {baseURL: url(servers.services.port)}},
    {name: 'analytics', testMatch: ANALYTICS_TESTS, use: {baseURL: url(servers.services.port)}},
    {name: 'stock', testMatch: STOCK_TESTS, use: {baseURL: url(servers.stock.port)}},
    {
      name: 'stock-search',
      testMatch: SEARCH_TESTS,
      grep: /@stock/,
      use: {baseURL: url(servers.stock.port)},
    },
    {
      name: 'stock-static-host',
      testMatch: STATIC_HOST_TESTS,
      use: {baseURL: url(servers.stockPlainHost.port)},
    },
  ],
  webServer: Object.values(servers).map(({port, command, env}) => ({
    command,
    env: {PORT: String(port), ...env},
    url: `${url(port)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
