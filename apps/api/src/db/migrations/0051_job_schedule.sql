-- Issue 25: background jobs run once per due moment across server instances. Each job's
-- schedule lives in the city's database, so every instance behind a balancer sees the same one
-- and the database's clock (now()) decides what is due, not each machine's.
--
-- A pass is claimed with one UPDATE (due, and no live lease); the claimer renews its lease while
-- it runs and moves due_at on when it ends. An instance that died mid-pass stops renewing: once
-- its lease is over, another instance claims the same due moment (jobs/scheduled-job.ts).
CREATE TABLE job_schedule (
  job text PRIMARY KEY CHECK (job ~ '^[a-z][a-z0-9-]{0,62}$'),
  due_at timestamptz NOT NULL,
  -- the instance running the pass now (host:pid:random), until lease_until
  claimed_by text CHECK (length(claimed_by) <= 200),
  lease_until timestamptz,
  -- when the last pass started, and when one last ended without an error
  last_run_at timestamptz,
  last_ok_at timestamptz,
  -- why the last pass failed; null after a pass that did not
  last_error text CHECK (length(last_error) <= 500),
  CHECK ((claimed_by IS NULL) = (lease_until IS NULL))
);
