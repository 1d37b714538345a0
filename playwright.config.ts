import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['./tests/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {args: CHROMIUM_ARGS, ...(executablePath && {executablePath})},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: 'tsx scripts/serve.ts',
    env: {PORT: String(PORT)},
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
