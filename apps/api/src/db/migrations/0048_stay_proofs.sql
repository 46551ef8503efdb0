-- Issue 23 item 5: the proof of a paid stay. One unguessable code per stay (at least 128 random
-- bits, base64url), made once: a second request (another tab, another instance, the guest's
-- settlement) finds the same row through the session's unique key. The code is all a verifier
-- holds, so the row keeps nothing else: what the proof says is read from the stay itself each time.
CREATE TABLE stay_proofs (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{22,64}$'),
  session_id bigint NOT NULL UNIQUE REFERENCES parking_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
