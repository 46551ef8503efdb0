import { Gauge } from 'prom-client';
import type { CityDirectory } from '../config/city-directory.ts';
import type { OperationsGaugeRows } from '../db/platform/operations-metrics-rows.ts';
import { metricsRegistry } from '../lib/metrics.ts';
import { readCityGauges } from '../services/platform/city-gauges.ts';

/** How long one city may take to answer a scrape before it is left out of it. */
const CITY_TIMEOUT_MS = 2000;

/**
 * The apps whose open cities a scrape reads: one in a server process, several when tests build
 * several apps in one process (the registry is per process, lib/metrics.ts).
 */
const directories = new Set<CityDirectory>();

export function watchCities(directory: CityDirectory): () => void {
  directories.add(directory);
  return () => directories.delete(directory);
}

interface CityReading {
  city: string;
  pool?: { total: number; idle: number; waiting: number };
  rows: OperationsGaugeRows | null;
}

// Every gauge below reads the same numbers; one reading is shared by the gauges of one scrape.
let reading: { at: number; result: Promise<CityReading[]> } | null = null;

function readAll(): Promise<CityReading[]> {
  if (reading && Date.now() - reading.at < 1000) return reading.result;
  const cities = [...directories].flatMap((d) => d.openCities());
  const result = Promise.all(
    cities.map(async (city) => ({
      city: city.config.city,
      pool: city.poolStats?.(),
      rows: await readCityGauges(city, CITY_TIMEOUT_MS),
    })),
  );
  reading = { at: Date.now(), result };
  return result;
}

function cityGauge(
  name: string,
  help: string,
  fill: (gauge: Gauge<string>, reading: CityReading) => void,
  extraLabels: string[] = [],
): void {
  new Gauge({
    name,
    help,
    labelNames: ['city', ...extraLabels],
    registers: [metricsRegistry],
    async collect() {
      this.reset(); // a city closed since the last scrape disappears
      for (const one of await readAll()) fill(this, one);
    },
  });
}

cityGauge(
  'parking_city_scrape_ok',
  'The city database answered this scrape in time (1) or not (0: its other gauges are missing)',
  (g, r) => g.set({ city: r.city }, r.rows ? 1 : 0),
);
cityGauge(
  'parking_db_pool_connections',
  'PostgreSQL pool connections by state (total, idle, waiting clients); embedded cities have no pool',
  (g, r) => {
    if (!r.pool) return;
    for (const state of ['total', 'idle', 'waiting'] as const) g.set({ city: r.city, state }, r.pool[state]);
  },
  ['state'],
);
cityGauge('parking_outbox_queued', 'Messages waiting for delivery (pending or sending)', (g, r) => {
  if (r.rows) g.set({ city: r.city }, r.rows.outboxQueued);
});
cityGauge('parking_outbox_oldest_age_seconds', 'Age of the oldest message waiting for delivery', (g, r) => {
  if (r.rows) g.set({ city: r.city }, r.rows.outboxOldestSeconds);
});
cityGauge(
  'parking_outbox_failed',
  'Messages whose delivery failed for good (outbox rows in state failed)',
  (g, r) => {
    if (r.rows) g.set({ city: r.city }, r.rows.outboxFailed);
  },
);
cityGauge('parking_card_payments_pending', 'Card payments still pending, whatever their age', (g, r) => {
  if (r.rows) g.set({ city: r.city }, r.rows.cardPaymentsPending);
});
cityGauge(
  'parking_card_payments_recent',
  'Card payments created in the last 24 hours, by status',
  (g, r) => {
    for (const [status, n] of Object.entries(r.rows?.cardPaymentsRecent ?? {}))
      g.set({ city: r.city, status }, n);
  },
  ['status'],
);
