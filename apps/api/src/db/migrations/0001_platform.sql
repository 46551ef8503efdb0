-- Platform bookkeeping shared by every area: small key/value facts about this city database
-- (e.g. which demo data set was loaded, the content version map caches are keyed on).
CREATE TABLE app_meta (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 100),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
