-- Map and public content of one city: zones and their tariffs, map objects, news, static pages,
-- SMS commands, the pop-up notification, and the site options / settings flags documents.
-- Every city has its own database, so nothing here carries a city column.

-- A paid-parking zone. zonenumber is what drivers type (and what SMS commands carry).
CREATE TABLE zones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zonenumber text NOT NULL UNIQUE CHECK (zonenumber ~ '^[0-9A-Za-z-]{1,20}$'),
  name_ru text NOT NULL CHECK (length(name_ru) BETWEEN 1 AND 200),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 200),
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Hourly tariff of a zone for one day type and one interval of the local day. The payments
-- engine reads this table: money is integer kopecks, intervals are half-open [from, to) and
-- 24:00:00 closes the day. A row with `inactive` is the wire's daycode -2: the zone (and every
-- parking in it) is shown but cannot be paid for; the engine must refuse such zones.
CREATE TABLE zone_prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zone_id integer NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
  day_type text NOT NULL CHECK (day_type IN ('default', 'saturday', 'sunday', 'holiday')),
  time_from time NOT NULL,
  time_to time NOT NULL,
  price_per_hour_kopecks bigint NOT NULL CHECK (price_per_hour_kopecks >= 0),
  inactive boolean NOT NULL DEFAULT false,
  CHECK (time_from < time_to)
);
CREATE UNIQUE INDEX zone_prices_active_start_uq ON zone_prices (zone_id, day_type, time_from) WHERE NOT inactive;
CREATE INDEX zone_prices_zone_idx ON zone_prices (zone_id);

-- Everything drawn on the map. Geometry is GeoJSON ([lng, lat] pairs); the bbox columns let
-- later viewport queries use a plain b-tree instead of PostGIS, which PGlite lacks.
CREATE TABLE map_objects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  objecttype text NOT NULL CHECK (objecttype IN (
    'parkings', 'residentzone', 'parcomats', 'terminals', 'InformationTable', 'Church', 'Museum', 'Sight')),
  category text CHECK (category IN (
    'roadside', 'multilevel', 'planar', 'commerce', 'free', 'fordisabled', 'pocket', 'resident', 'taxi',
    'bus', 'municipal', 'parcomat')),
  code text NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 64),
  name text,
  address text,
  freeparking boolean NOT NULL DEFAULT false,
  zone_id integer REFERENCES zones (id) ON DELETE SET NULL,
  geometry jsonb NOT NULL CHECK (
    geometry ->> 'type' IN ('Point', 'LineString', 'Polygon')
    AND jsonb_typeof(geometry -> 'coordinates') = 'array'),
  min_lng double precision NOT NULL,
  min_lat double precision NOT NULL,
  max_lng double precision NOT NULL,
  max_lat double precision NOT NULL,
  spaces_total integer CHECK (spaces_total >= 0),
  spaces_free integer CHECK (spaces_free >= 0),
  spaces_fordisabled integer CHECK (spaces_fordisabled >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (objecttype <> 'parkings' OR category IS NOT NULL),
  CHECK (min_lng <= max_lng AND min_lat <= max_lat),
  -- spaces are all given or all absent, and never more free or for-disabled places than exist
  CHECK ((spaces_total IS NULL) = (spaces_free IS NULL) AND (spaces_total IS NULL) = (spaces_fordisabled IS NULL)),
  CHECK (spaces_free <= spaces_total),
  CHECK (spaces_fordisabled <= spaces_total)
);
CREATE INDEX map_objects_zone_idx ON map_objects (zone_id);
CREATE INDEX map_objects_bbox_idx ON map_objects (min_lat, min_lng);

-- Map answers are cached in memory and keyed on a counter (app_meta 'map_version') that triggers
-- on zones, zone_prices and map_objects bump: db/routines/functions/bump_map_version.sql and
-- db/routines/triggers/*_bump_map_version.sql.

CREATE TABLE news (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title_ru text NOT NULL CHECK (length(title_ru) BETWEEN 1 AND 500),
  title_en text NOT NULL DEFAULT '',
  preview_ru text NOT NULL DEFAULT '',
  preview_en text NOT NULL DEFAULT '',
  -- HTML; clients sanitise before display
  body_ru text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC);

CREATE TABLE static_pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  path text NOT NULL UNIQUE CHECK (path ~ '^[a-z0-9/_-]{1,200}$'),
  title_ru text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  content_ru text NOT NULL DEFAULT '',
  content_en text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- command_transcription names the parts of the command, separated by '*' like the command itself.
CREATE TABLE sms_commands (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sort_order integer NOT NULL DEFAULT 0,
  name_ru text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  hint_ru text NOT NULL DEFAULT '',
  hint_en text NOT NULL DEFAULT '',
  example text NOT NULL,
  command_transcription_ru text NOT NULL,
  command_transcription_en text NOT NULL DEFAULT ''
);
CREATE INDEX sms_commands_order_idx ON sms_commands (sort_order, id);

-- The single pop-up notice; empty title and message mean there is none.
CREATE TABLE notification (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  title_ru text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  message_ru text NOT NULL DEFAULT '',
  message_en text NOT NULL DEFAULT '',
  url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Documents validated by the domain schemas on read: 'site_options' and 'settings_flags'.
CREATE TABLE site_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z_]{1,64}$'),
  value jsonb NOT NULL CHECK (jsonb_typeof(value) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
