import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's module cache instead of each starting a fresh one: this halves the run
    // (most of it was re-importing the dataset and zod per file). No test mocks a module, and the
    // two that stub the environment or timers restore them in the same file.
    isolate: false,
    // Tests that load the whole dataset (73 files) take seconds when the machine is busy.
    testTimeout: 30_000,
  },
});
