-- The monthly operations history report by e-mail (the reportHistoryOperation setting, 0014).
--
-- 1. The outbox learns one more template and can carry files. Attachments live in their own
--    table so the hot outbox rows stay small; the worker reads a message's files when it sends
--    it, and they are deleted once the message is sent or has failed for good (the driver can
--    download the same history from the cabinet at any time).
ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_template_check
  CHECK (template IN ('code', 'new-password', 'password-changed', 'history-report'));

CREATE TABLE outbox_attachments (
  outbox_id integer NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200 AND filename !~ '[/\\]'),
  content_type text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 200),
  -- 8 MiB at most: base64 makes it ~11 MB on the wire, under common SMTP size limits.
  content bytea NOT NULL CHECK (octet_length(content) <= 8388608),
  PRIMARY KEY (outbox_id, position)
);

-- 2. Which driver got which month's report. The row is inserted in the same transaction as the
--    outbox message, and the primary key lets only one process (or one run) claim a month for
--    a driver: the mail is queued exactly once, then delivered by the at-least-once worker.
CREATE TABLE history_reports (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the first day of the reported month in the city's calendar
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  outbox_id integer REFERENCES outbox (id) ON DELETE SET NULL,
  operations integer NOT NULL CHECK (operations > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, month)
);
