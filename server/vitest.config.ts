import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Pure rules (`*.unit.test.ts`, beside their code) run once, without a database. Every other
// server test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const UNIT = 'src/**/*.unit.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files share one module graph per worker: the server's modules load once a worker,
    // not once a file (import took 570 of 800 s); each file still builds its own app on its
    // own database. Two workers on two cores: Vitest would leave one core idle.
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [UNIT] },
      },
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: engine,
          globalSetup: ['test/global-setup.ts'],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, UNIT],
          env: { TEST_ENGINE: engine },
        },
      })),
    ],
  },
});
