import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
// an empty city: the gauges need an open city, not its demo map (which takes seconds to load)
const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, CITY_DATA: 'empty' } });
afterAll(async () => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is refused without the token or with a wrong one', async () => {
    for (const answer of [await scrape(), await scrape('Bearer not-the-token'), await scrape(TOKEN)]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    }
  });

  it('serves the text format with the request counter by route pattern, the city gauges and process metrics', async () => {
    // a city route under /c/:city, answered just before the scrape
    expect((await t.app.inject({ method: 'GET', url: '/c/perm/api/cities' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/no/such/route/42' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(
      /parking_http_requests_total\{method="GET",route="\/c\/:city\/api\/cities",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /parking_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/c\/:city\/api\/cities"/,
    );
    // the raw URL never becomes a label
    expect(text).not.toContain('/c/perm/api/cities');
    expect(text).not.toContain('/no/such/route/42');
    expect(text).toMatch(/parking_outbox_queued\{city="perm"\} \d+/);
    expect(text).toMatch(/parking_outbox_oldest_age_seconds\{city="perm"\} [\d.]+/);
    expect(text).toMatch(/parking_outbox_failed\{city="perm"\} \d+/);
    expect(text).toMatch(/parking_card_payments_pending\{city="perm"\} \d+/);
    expect(text).toMatch(/parking_city_scrape_ok\{city="perm"\} 1/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    if (process.env.DATABASE_URL)
      expect(text).toMatch(/parking_db_pool_connections\{city="perm",state="total"\} \d+/);
  });

  it('is off (404) without METRICS_TOKEN', async () => {
    const off = await buildTestApp({ env: { CITY_DATA: 'empty' } });
    try {
      const answer = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    } finally {
      await off.close();
    }
  });
});

describe('health probes', () => {
  it('live answers 200; ready answers 200 once the city is open and 503 once shutdown began', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', result: { live: true } });
    await t.app.cityRegistry.get('perm');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', result: { ready: true } });

    t.app.readiness.beginShutdown();
    const closing = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(closing.statusCode).toBe(503);
    expect(closing.json()).toMatchObject({ status: 'error', errorName: 'ServiceUnavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
