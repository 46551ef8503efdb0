-- Issue 23: a reminder by SMS or e-mail speaks the language the driver chose the reminders in
-- (accounts keep no language; before this, only a push subscription knew one, else Russian).
ALTER TABLE user_settings
  ADD COLUMN reminder_lang text NOT NULL DEFAULT 'ru' CHECK (reminder_lang IN ('ru', 'en'));
