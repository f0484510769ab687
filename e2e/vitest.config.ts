import { defineConfig } from 'vitest/config';

// Journeys share one production server (started in global-setup) and run one file at a time.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/report-failures.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A busy CI machine can take more than the default second to show what a poll waits for.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
