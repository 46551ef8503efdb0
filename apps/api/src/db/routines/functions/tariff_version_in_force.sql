-- The id of the zone's tariff version in force at an instant (null before its first version):
-- the latest effective_from at or before it that was not cancelled. SQL readers that want "the
-- zone's prices now" join zone_prices on version_id = tariff_version_in_force(zone_id, now()).
CREATE OR REPLACE FUNCTION tariff_version_in_force(zone integer, at timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT id FROM tariff_versions
   WHERE zone_id = zone AND cancelled_at IS NULL AND effective_from <= at
   ORDER BY effective_from DESC
   LIMIT 1
$$;
