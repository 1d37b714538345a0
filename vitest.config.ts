import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Tests that load the whole dataset (73 files) take seconds when the machine is busy.
    testTimeout: 30_000,
  },
});
