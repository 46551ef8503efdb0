import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import { openMemoryCity } from '../../test/open-memory-city.ts';
import type { CityContext } from '../config/city-context.ts';
import { migrate } from '../db/migrate.ts';
import { dropServerDatabase, ensureServerDatabase, openServerDb } from '../db/open-server-db.ts';
import { generateDemoCity } from './generate-demo-city.ts';
import { loadDemoDataIfEmpty } from './load-demo-data.ts';

const count = async (ctx: CityContext, table: string) =>
  Number((await ctx.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

describe('loadDemoDataIfEmpty', () => {
  let ctx: CityContext | null = null;
  afterEach(async () => {
    await ctx?.close();
    ctx = null;
  });

  it('loads the generated city once, and only once', async () => {
    ctx = await openMemoryCity('perm');
    const expected = generateDemoCity(ctx.config);
    // two openings racing on a fresh database, then a later restart: still one copy
    await Promise.all([loadDemoDataIfEmpty(ctx), loadDemoDataIfEmpty(ctx)]);
    await loadDemoDataIfEmpty(ctx);
    expect(await count(ctx, 'map_objects')).toBe(expected.objects.length);
    expect(await count(ctx, 'zones')).toBe(expected.zones.length);
    expect(await count(ctx, 'zone_prices')).toBe(expected.zones.flatMap((z) => z.prices).length);
    expect(await count(ctx, 'news')).toBe(expected.news.length);
    expect(await count(ctx, 'static_pages')).toBe(expected.pages.length);
    expect(await count(ctx, 'sms_commands')).toBe(expected.smsCommands.length);
    expect(await count(ctx, 'notification')).toBe(1);
    expect(await count(ctx, 'site_settings')).toBe(2);
    const inactive = await ctx.query(
      'SELECT count(DISTINCT zone_id)::int AS n FROM zone_prices WHERE inactive',
    );
    expect(inactive.rows[0]!.n).toBe(2);
    const marker = await ctx.query("SELECT value FROM app_meta WHERE key = 'demo_data'");
    expect(marker.rows[0]!.value).toMatchObject({ seed: 'parking-demo-v1:perm', demo: 'full' });
  });

  it('leaves a database that already has map data of its own alone', async () => {
    ctx = await openMemoryCity('kazan');
    await ctx.query(
      "INSERT INTO zones (zonenumber, name_ru, name_en) VALUES ('900', 'Зона 900', 'Zone 900')",
    );
    await loadDemoDataIfEmpty(ctx);
    expect(await count(ctx, 'zones')).toBe(1);
    expect(await count(ctx, 'map_objects')).toBe(0);
    const marker = await ctx.query("SELECT value FROM app_meta WHERE key = 'demo_data'");
    expect(marker.rows[0]!.value).toHaveProperty('skipped');
  });

  it('loads the large city (20,000+ features) quickly', async () => {
    ctx = await openMemoryCity('moscow');
    const started = Date.now();
    await loadDemoDataIfEmpty(ctx);
    const ms = Date.now() - started;
    expect(await count(ctx, 'map_objects')).toBeGreaterThanOrEqual(20_000);
    // about 1.5 s here; the bound leaves room for slow CI machines
    expect(ms).toBeLessThan(15_000);
  });

  it('lets the database constraints refuse impossible rows', async () => {
    ctx = await openMemoryCity('kazan');
    await loadDemoDataIfEmpty(ctx);
    const zone = (await ctx.query('SELECT id FROM zones LIMIT 1')).rows[0]!.id;
    await expect(
      ctx.query(
        `INSERT INTO zone_prices (zone_id, day_type, time_from, time_to, price_per_hour_kopecks) VALUES ($1, 'default', '08:00', '09:00', -1)`,
        [zone],
      ),
    ).rejects.toThrow();
    await expect(
      ctx.query(`UPDATE map_objects SET spaces_free = spaces_total + 1 WHERE objecttype = 'parkings'`),
    ).rejects.toThrow();
    await expect(
      ctx.query(`INSERT INTO zones (zonenumber, name_ru, name_en) VALUES ('101', 'x', 'x')`),
    ).rejects.toThrow();
  });

  // Only a server has two real connections racing; on PGlite the claim is covered above.
  it('lets exactly one of two instances load a shared server database', async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      ctx = await openMemoryCity('tula');
      await Promise.all([loadDemoDataIfEmpty(ctx), loadDemoDataIfEmpty(ctx)]);
      expect(await count(ctx, 'zones')).toBe(generateDemoCity(ctx.config).zones.length);
      return;
    }
    const name = `t_race_${randomBytes(4).toString('hex')}`;
    await ensureServerDatabase(serverUrl, name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = BUILT_IN_CITIES.cities.find((c) => c.city === 'tula')!;
    const [a, b] = await Promise.all([openServerDb(url.toString(), 2), openServerDb(url.toString(), 2)]);
    try {
      await Promise.all([migrate(a.rawTransaction), migrate(b.rawTransaction)]);
      const contexts = [a, b].map((db): CityContext => ({
        config,
        db: db.db,
        query: db.query,
        close: db.close,
      }));
      await Promise.all(contexts.map((c) => loadDemoDataIfEmpty(c)));
      expect(await count(contexts[0]!, 'zones')).toBe(generateDemoCity(config).zones.length);
      expect(await count(contexts[1]!, 'map_objects')).toBe(generateDemoCity(config).objects.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropServerDatabase(serverUrl, name);
    }
  });
});
