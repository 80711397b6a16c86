import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@route-tree': fileURLToPath(new URL('./src/route-tree.gen.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src/', import.meta.url)),
    },
  },
  test: {
    ...sharedTestOptions,
    name: 'web',
    pool: 'vmThreads',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
