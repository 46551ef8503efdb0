import { defineConfig } from 'vitest/config';

// API tests open real databases (PGlite, or the server in DATABASE_URL): give them time and
// run files one by one so two files never fight over one server database. A *.server.test.ts
// needs a PostgreSQL server (several instances or connections on one database) and runs only
// where DATABASE_URL is set: the CI's second run of the API tests.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // two-clusters*.test.ts also needs a second server: TEST_DATABASE_URL_2 (.ci/run makes one)
    exclude: [
      ...(process.env.DATABASE_URL ? [] : ['**/*.server.test.ts']),
      ...(process.env.TEST_DATABASE_URL_2 ? [] : ['**/two-clusters*.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
