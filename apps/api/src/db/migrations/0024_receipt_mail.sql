-- The receipt e-mail (sendreceipt): one more outbox template, the PDF as its attachment.
ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_template_check
  CHECK (template IN ('code', 'new-password', 'password-changed', 'history-report', 'receipt'));
