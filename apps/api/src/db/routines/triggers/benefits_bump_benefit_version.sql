-- Issue 25: a driver's benefits (subscriptions, passes) are kept in each instance's memory
-- (services/subscriptions/benefit-cache.ts); any change, through any instance or by hand in
-- psql, bumps the counter they key on, so every instance prices with it within a second.
CREATE OR REPLACE TRIGGER benefits_bump_benefit_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON benefits
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('benefit_version');
