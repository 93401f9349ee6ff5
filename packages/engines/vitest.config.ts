import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engines',
    include: ['src/**/*.test.ts'],
  },
});
