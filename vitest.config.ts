import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files that replace modules with `vi.mock`: each runs in a fresh worker, so no other file's copy of a module is reused. */
const MOCKING = ['tests/unit/stores/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves a core free, which on a 2-core machine is one worker: most files wait on no CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
    ],
  },
});
