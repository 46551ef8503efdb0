-- Issue 25: the global per-client request limit is shared by every server instance. Each instance
-- counts in memory and adds its counts here a few times a second (db/platform/rate-limit-rows.ts),
-- in the default city's database (decision 0017). UNLOGGED: a counter of the current minute is
-- not worth a WAL record, and losing it in a crash only forgives one window.
-- scope: 'requests' for the global limit, the route ("POST /api/login") for the stricter limits of
-- the sign-in and code calls (plugins/shared-route-limit-store.ts), each with its own window.
CREATE UNLOGGED TABLE rate_limit_counts (
  scope text NOT NULL,
  window_start bigint NOT NULL,
  client text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (scope, window_start, client)
);
