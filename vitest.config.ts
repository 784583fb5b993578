import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves a core free, which on a 2-core machine is one worker: most files wait on no CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A unit test asserts behaviour, never speed (the bench measures that): vitest's 5 s limit failed correct tests
    // (a fuzz run, a seeded database copy) whenever the machine was busy. The limit stays only to end a hung test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
