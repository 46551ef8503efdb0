-- Issue 24: the dev outbox keeps an e-mail's HTML part too, so a developer sees it as a mail
-- client would (the text part alone hid that the HTML ran summary lines together).
ALTER TABLE dev_outbox ADD COLUMN html text;
