-- Issue 18 (payment flows). A payment by a phone method is confirmed through an SMS
-- ('mobile-payment'); the e-mail typed on the /payment widget page gets the payment's receipt
-- ('payment-receipt'), kept on the payment until the bank confirms it.
ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_template_check
  CHECK (template IN ('code', 'new-password', 'password-changed', 'history-report', 'receipt', 'appeal-reply',
                      'mobile-payment', 'payment-receipt'));

ALTER TABLE card_payments ADD COLUMN receipt_email text
  CHECK (receipt_email IS NULL OR char_length(receipt_email) BETWEEN 3 AND 50);
