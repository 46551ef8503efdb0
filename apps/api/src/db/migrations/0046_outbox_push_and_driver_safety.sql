-- Issue 23. Reminders go out by web push as well ('push': the recipient is the account id, the
-- delivery sends to that account's push subscriptions), and two templates join: the reminder
-- before and after a stay's end ('parking-reminder') and the proof of a paid stay sent to a
-- guest ('parking-proof').
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'call', 'push'));
ALTER TABLE dev_outbox DROP CONSTRAINT dev_outbox_channel_check;
ALTER TABLE dev_outbox ADD CONSTRAINT dev_outbox_channel_check CHECK (channel IN ('email', 'sms', 'call', 'push'));

ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_template_check
  CHECK (template IN ('code', 'new-password', 'password-changed', 'history-report', 'receipt', 'appeal-reply',
                      'mobile-payment', 'payment-receipt', 'parking-reminder', 'parking-proof'));
