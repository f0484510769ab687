import { defineConfig } from 'vitest/config';

// Every server test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        env: { TEST_ENGINE: engine },
      },
    })),
  },
});
