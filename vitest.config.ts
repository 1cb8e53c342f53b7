import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/postgres-setup.ts'],
    setupFiles: ['test/support/install-expansions.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
