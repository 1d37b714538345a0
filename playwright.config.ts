import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build made with Algolia credentials (`npm run build:algolia`), served beside the default one. */
const ALGOLIA_PORT = PORT + 1;
const ALGOLIA_SPECS = /search-algolia\.spec\.ts$/;
const executablePath = chromiumPath();

function server(port: number, buildDir: string) {
  return {
    command: 'tsx scripts/serve.ts',
    env: {PORT: String(port), BUILD_DIR: buildDir},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  };
}

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
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {args: CHROMIUM_ARGS, ...(executablePath && {executablePath})},
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: ALGOLIA_SPECS},
    {
      name: 'algolia',
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ALGOLIA_PORT}`},
      testMatch: ALGOLIA_SPECS,
    },
  ],
  webServer: [server(PORT, 'build'), server(ALGOLIA_PORT, 'build-algolia')],
});
