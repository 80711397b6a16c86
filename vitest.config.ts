import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'bench', 'scripts'],
    // Vitest's default leaves one core idle; the suites mostly wait on databases, SMTP and child processes.
    maxWorkers: 2,
  },
});
