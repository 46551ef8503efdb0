-- users.phone is the main phone (login, codes) and user_phones every phone of a driver; this
-- keeps the two in step, so code that only knows users (registration, restore) needs no change.
-- When users.phone changes the old main stays as an extra phone and the new one becomes main
-- (added when new). Another account's extra phone is refused like another account's main phone.
CREATE OR REPLACE FUNCTION users_phone_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.phone IS NOT DISTINCT FROM OLD.phone THEN
    RETURN NULL;
  END IF;
  UPDATE user_phones SET is_main = false WHERE user_id = NEW.id AND is_main;
  IF NEW.phone IS NOT NULL THEN
    INSERT INTO user_phones (user_id, phone, is_main) VALUES (NEW.id, NEW.phone, true)
      ON CONFLICT (phone) DO UPDATE SET is_main = true WHERE user_phones.user_id = EXCLUDED.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'phone % belongs to another account', NEW.phone
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_phone_uq';
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
