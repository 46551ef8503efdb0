-- One POST /api/payment/start paid from the balance, as the database sees it: the server sends
-- exactly this one statement per start (captured from node-postgres; db/sessions/start-from-balance.ts,
-- a named prepared statement), so pgbench -M prepared runs what the server would, without HTTP,
-- validation, pricing or the token check. Each transaction is a new start: a fresh key and plate,
-- by one of the bench's drivers (ids first .. first + drivers - 1, each with a balance), in the
-- bench's priced zone at its cost. Variables from pgbench -D: first, drivers, zone, cost, i.
-- Keys start with 'pgbench-' so the bench counts these payments apart from the HTTP ones. Plates
-- are unique per client and transaction (pgbench keeps a client's variables between its
-- transactions, so :i counts them; -D i=0) and at most 9 characters (the plate_number domain).
\set i :i + 1
\set driver :first + random(0, :drivers - 1)
\set shard :driver % 64
SELECT replayed, answer FROM parking_start_from_balance(
  'user:' || :driver::text, 'pgbench-' || :client_id::text || '-' || :i::text, md5(:i::text),
  jsonb_build_object('user_id', :driver::int, 'guest_token_id', NULL, 'kind', 'payment',
    'status', 'active', 'zone', :zone::text, 'parking_code', NULL,
    'plate', 'П' || :client_id::text || 'x' || :i::text, 'category', 'B', 'number_format', 'rus',
    'starts_at', now(), 'ends_at', now() + interval '1 hour', 'duration_minutes', 60,
    'sum_kopecks', :cost::bigint, 'payment_method', 'balance', 'created_at', now(), 'updated_at', now()),
  727006, :client_id::int4 * 1000000 + :i::int4, 30, :shard::int2);
