-- Issue 18: the driver's appeals list marks the operator's replies not yet seen. The driver has
-- read an appeal up to this message id (0: none); opening the chat moves it to its newest message.
ALTER TABLE appeals ADD COLUMN driver_read_message_id bigint NOT NULL DEFAULT 0;

-- Replies written before the mark existed were mailed to the driver already: none shows as new.
UPDATE appeals a SET driver_read_message_id = coalesce(
  (SELECT max(m.id) FROM appeal_messages m WHERE m.appeal_id = a.id), 0);
