import { defineConfig } from 'vitest/config';

// API tests open real databases (PGlite, or the server in DATABASE_URL): give them time and
// run files one by one so two files never fight over one server database.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
