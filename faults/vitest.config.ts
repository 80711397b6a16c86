import { defineConfig } from 'vitest/config';

/** `npm run test:faults`: the built server killed, starved and restarted; one file at a time, as they stop shared services. */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
