import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
