import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    name: 'server',
    // Files share a worker's modules (the app's 381 are evaluated once per worker, not once per file: 396 s
    // -> 245 s for every suite): each file builds its own app, database and servers, and restores any clock
    // or global it fakes.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
