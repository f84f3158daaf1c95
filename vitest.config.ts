import { defineConfig } from 'vitest/config';

const server = (name: string, db: string, exclude: string[] = []) => ({
  test: {
    name,
    include: ['apps/server/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    env: { AGRIM_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files share no state worth isolating, and
    // re-importing the whole server for each of ~115 files cost a third of the server suites' time
    // (397 s → 260 s on PGlite here; every file passes either way).
    isolate: false,
  },
});

/**
 * The server suites run on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set
 * (except the card OCR suite, which touches no database).
 */
export default defineConfig({
  test: {
    // Two test files at once (Vitest's default here is cores − 1 = 1): most server files wait on
    // PostgreSQL, a broker or a child process much of the time, and each has its own database,
    // broker session and ports, so they are independent.
    maxWorkers: 2,
    projects: [
      // Sharing a worker's modules as the server suites do: no package test mocks a module or changes the environment.
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], testTimeout: 120_000, isolate: false } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'] } },
      server('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', 'postgres', ['apps/server/src/soilHealthCard/**'])] : []),
    ],
  },
});
