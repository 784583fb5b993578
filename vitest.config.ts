import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files that replace modules with `vi.mock`: each runs in a fresh worker, so no other file's copy of a module is reused. */
const MOCKING = ['tests/unit/stores/**/*.test.ts'];

/**
 * The server suites that run on both drivers: once on SQLite with the rest
 * of the unit tests, and again on PostgreSQL (TEST_DRIVER=postgres, on the
 * server of TEST_DATABASE_URL; `tests/unit/server/driver.ts`).
 */
const ON_BOTH_DRIVERS = [
  'tests/unit/server/availability.test.ts',
  'tests/unit/server/availabilityCache.test.ts',
  'tests/unit/server/reservations.test.ts',
  'tests/unit/server/offers.test.ts',
  'tests/unit/server/checkin.test.ts',
  'tests/unit/server/bookingLimit.test.ts',
  'tests/unit/server/lookupLimit.test.ts',
  'tests/unit/server/fuzz-*.test.ts',
  'tests/unit/server/processes.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves a core free, which on a 2-core machine is one worker: most files wait on no CPU, and the
    // PostgreSQL suites wait on the server most of their time. Measured on 2 cores: 144 s with 2 workers; 127 s with 3
    // (and the offer demos of other seeding days on SQLite only).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // A unit test asserts behaviour, never speed (the bench measures that): vitest's 5 s limit failed correct tests
    // (a fuzz run, a seeded database copy) whenever the machine was busy. The limit stays only to end a hung test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/unit/fast-check-seed.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: MOCKING,
          // A worker runs file after file without being spawned afresh for each (about 9 s of a 44 s run on 2 cores).
          // Nothing a file sets up outlives it: servers and databases close in their hooks, fake timers are restored.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocked modules', include: MOCKING } },
      {
        extends: true,
        test: {
          name: 'server on PostgreSQL',
          include: ON_BOTH_DRIVERS,
          env: { TEST_DRIVER: 'postgres' },
          globalSetup: ['tests/unit/server/postgres-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
