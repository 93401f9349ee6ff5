import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file starts a real application on a real database (argon2 hashes, migrations);
    // on CI's two shared cores a test can take seconds that a laptop finishes in one.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
