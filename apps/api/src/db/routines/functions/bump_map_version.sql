-- Map answers are cached in memory and keyed on this counter (app_meta 'map_version'), so any
-- statement touching map data, by the API or by hand in psql, invalidates every instance's
-- cache. Fired once per statement by the triggers/*_bump_map_version.sql triggers.
CREATE OR REPLACE FUNCTION bump_map_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta AS m (key, value, updated_at) VALUES ('map_version', '1'::jsonb, clock_timestamp())
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb(COALESCE((m.value #>> '{}')::bigint, 0) + 1), updated_at = clock_timestamp();
  RETURN NULL;
END
$$;
