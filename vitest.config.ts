import { defineConfig } from 'vitest/config';

// Each workspace names its own project in its vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['apps/*', 'packages/*'],
  },
});
