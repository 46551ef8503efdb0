import { ZoneAtAnswerSchema } from '@parking/domain/contracts/zone-at';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { invalidateMapSnapshot } from '../../services/map/map-snapshot-cache.ts';
import { addZone, openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

// Objects far from the demo map (around 20° N, 20° E), metres turned into degrees there.
const LAT_M = 111_195;
const LON_M = LAT_M * Math.cos((20 * Math.PI) / 180);
const LAT = 20;
const LON = 20;

let t: ParkingTestApp;
let perm: CityContext;

/** A square parking of `metres` whose centre is `east` metres east of (LAT, LON). */
async function squareParking(code: string, zone: string, east: number, metres: number): Promise<void> {
  const lon = LON + east / LON_M;
  const [dLat, dLon] = [metres / 2 / LAT_M, metres / 2 / LON_M];
  const ring = [
    [lon - dLon, LAT - dLat],
    [lon + dLon, LAT - dLat],
    [lon + dLon, LAT + dLat],
    [lon - dLon, LAT + dLat],
    [lon - dLon, LAT - dLat],
  ];
  await perm.query(
    `INSERT INTO map_objects (objecttype, category, code, freeparking, zone_id, geometry, min_lng, min_lat, max_lng, max_lat)
     VALUES ('parkings', 'roadside', $1, false, (SELECT id FROM zones WHERE zonenumber = $2), $3, $4, $5, $6, $7)`,
    [
      code,
      zone,
      JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      lon - dLon,
      LAT - dLat,
      lon + dLon,
      LAT + dLat,
    ],
  );
}

async function zoneAt(query: string, lang = 'en') {
  const res = await t.app.inject({ url: `/api/map/zone-at?${query}`, headers: { 'accept-language': lang } });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city('perm');
  for (const zone of ['G1', 'G2', 'G3', 'G4']) await addZone(perm, zone);
  await perm.query(`UPDATE zones SET name_ru = 'Ленина', name_en = 'Lenina' WHERE zonenumber = 'G1'`);
  // G1 holds the point; G2 starts 15 m east of it, G3 30 m, G4 70 m (beyond the 50 m).
  await squareParking('GP1', 'G1', 0, 20);
  await squareParking('GP1b', 'G1', 22, 4);
  await squareParking('GP2', 'G2', 25, 20);
  await squareParking('GP3', 'G3', 40, 20);
  await squareParking('GP4', 'G4', 80, 20);
  invalidateMapSnapshot(perm);
});
afterAll(() => t.close());

describe('GET /api/map/zone-at', () => {
  it('names the zone the point is in first, then the nearest others within 50 m, each once', async () => {
    const res = await zoneAt(`lat=${LAT}&lon=${LON}`);
    expect(res.status).toBe(200);
    const answer = ZoneAtAnswerSchema.parse(res.body);
    expect(answer.zones).toEqual([
      { zoneNumber: 'G1', name: 'Lenina', distance: 0 },
      { zoneNumber: 'G2', name: 'G2', distance: 15 },
      { zoneNumber: 'G3', name: 'G3', distance: 30 },
    ]);
    expect((await zoneAt(`lat=${LAT}&lon=${LON}`, 'ru')).body.zones[0].name).toBe('Ленина');
  });

  it('suggests the nearest zone a driver stands beside, and none far from every parking', async () => {
    const beside = await zoneAt(`lat=${LAT}&lon=${LON + 100 / LON_M}`);
    expect(beside.body.zones.map((z: { zoneNumber: string }) => z.zoneNumber)).toEqual(['G4']);
    expect(beside.body.zones[0].distance).toBe(10);
    expect((await zoneAt(`lat=${LAT + 0.01}&lon=${LON}`)).body).toEqual({ status: 'ok', zones: [] });
  });

  it('answers a ValidationError to a missing or impossible position', async () => {
    for (const query of ['lat=91&lon=20', 'lat=20', 'lat=abc&lon=20', 'lat=20&lon=1e1']) {
      const res = await zoneAt(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    }
  });
});
