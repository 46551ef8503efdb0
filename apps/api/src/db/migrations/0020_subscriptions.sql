-- Subscriptions (abonements) and benefits (issue 6).
--
-- subscription_offers: what a city sells (document 2 §3 "Subscription offer", §9 types). Prices
-- are integer kopecks; zones '{#}' means every zone of the city. The demo loader fills it.
CREATE TABLE subscription_offers (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_-]{1,40}$'),
  type text NOT NULL CHECK (type IN ('day', 'week', 'month', 'quarter', 'year', 'prev_day')),
  name_ru text NOT NULL CHECK (length(name_ru) BETWEEN 1 AND 200),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 200),
  desc_ru text NOT NULL DEFAULT '',
  desc_en text NOT NULL DEFAULT '',
  days integer NOT NULL CHECK (days BETWEEN 1 AND 366),
  price_kopecks bigint NOT NULL CHECK (price_kopecks > 0),
  zones text[] NOT NULL DEFAULT '{#}' CHECK (cardinality(zones) >= 1),
  sale numeric(4, 1) NOT NULL DEFAULT 100 CHECK (sale > 0 AND sale <= 100),
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

-- The constructor's price of one zone-day and its special mark; a zone without a row is priced
-- from its tariff (subscription-pricing.ts) and is not special.
CREATE TABLE subscription_zone_rates (
  zonenumber text PRIMARY KEY,
  day_kopecks bigint CHECK (day_kopecks > 0),
  special boolean NOT NULL DEFAULT false
);

-- A driver's benefits: bought subscriptions and granted permits (resident, social). A row in
-- awaiting_payment is a subscription being paid (card or receipt) and discounts nothing yet.
-- zones and plate '#' mean any. A pause keeps paused_at; continuing moves ends_at later by the
-- paused time. refunded rows end at the refund instant.
CREATE TABLE benefits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('subscription', 'resident', 'social')),
  variation text NOT NULL CHECK (length(variation) BETWEEN 1 AND 200),
  offer_code text,
  offer_type text,
  zones text[] NOT NULL CHECK (cardinality(zones) >= 1),
  plate text NOT NULL CHECK (plate = '#' OR (length(plate) BETWEEN 1 AND 9 AND plate = upper(plate))),
  sale numeric(4, 1) NOT NULL CHECK (sale >= 0 AND sale <= 100),
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'active', 'paused', 'refunded', 'cancelled')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  days integer NOT NULL CHECK (days >= 1),
  paused_at timestamptz,
  paid_kopecks bigint NOT NULL DEFAULT 0 CHECK (paid_kopecks >= 0),
  refunded_kopecks bigint NOT NULL DEFAULT 0 CHECK (refunded_kopecks >= 0 AND refunded_kopecks <= paid_kopecks),
  payment_method text,
  card_payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT benefits_period_ck CHECK (ends_at > starts_at),
  CONSTRAINT benefits_paused_ck CHECK ((status = 'paused') = (paused_at IS NOT NULL))
);
-- the price path's lookup: one driver's live rows
CREATE INDEX benefits_user_live_idx ON benefits (user_id, ends_at) WHERE status IN ('active', 'paused');
CREATE INDEX benefits_user_idx ON benefits (user_id, id DESC);
CREATE UNIQUE INDEX benefits_card_payment_uq ON benefits (card_payment_id) WHERE card_payment_id IS NOT NULL;
