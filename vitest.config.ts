import { defineConfig } from 'vitest/config';

// Each project's own config sets its worker pool from vitest.shared.ts: projects do not inherit this file.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'bench', 'scripts'],
  },
});
