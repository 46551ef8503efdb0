-- Caches of data staff edit (the map, content, settings, the calendar) are kept in each
-- instance's memory and keyed on a counter in app_meta, named by the trigger's argument
-- ('map_version', 'content_version'). Any statement touching that data, by the API or by hand
-- in psql, bumps it, and every instance sees the change at its next check (within a second).
CREATE OR REPLACE FUNCTION bump_version_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta AS m (key, value, updated_at) VALUES (TG_ARGV[0], '1'::jsonb, clock_timestamp())
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb(COALESCE((m.value #>> '{}')::bigint, 0) + 1), updated_at = clock_timestamp();
  RETURN NULL;
END
$$;
