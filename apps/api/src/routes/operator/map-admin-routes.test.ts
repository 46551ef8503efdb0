import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { createOperator } from '../../services/operator/create-operator.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

const PASSWORD = 'map-admin-secret-1';
const MAP = '/api/map/get-map-info-v3';
let t: ParkingTestApp;
let perm: CityContext;
const tokens: Record<string, string> = {};

let address = 0;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  address += 1;
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: `10.7.${Math.floor(address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type']).includes('json') ? res.json() : null,
    res,
  };
}

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  for (const role of ['administrator', 'tariff_manager', 'content_editor', 'support'] as const) {
    const login = role.replace('_', '-');
    await createOperator(perm, { login, password: PASSWORD, role });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      remoteAddress: `10.8.0.${Object.keys(tokens).length + 1}`,
      payload: { login, password: PASSWORD },
    });
    tokens[role] = res.json().token as string;
  }
});
afterAll(() => t?.close());

/** The rows an import could touch, and the map version, to prove nothing changed. */
async function mapState() {
  const { rows } = await perm.query(
    `SELECT (SELECT value FROM app_meta WHERE key = 'map_version') AS version,
            (SELECT md5(string_agg(m::text, '' ORDER BY id)) FROM map_objects m) AS objects,
            (SELECT md5(string_agg(z::text, '' ORDER BY id)) FROM zones z) AS zones,
            (SELECT count(*)::int FROM audit_log WHERE action = 'map.import') AS imports`,
  );
  return rows[0];
}

async function exported(token = tokens.administrator!): Promise<string> {
  const res = await call('GET', '/api/operator/map/export', token);
  expect(res.status).toBe(200);
  expect(res.res.headers['content-type']).toContain('application/geo+json');
  return res.res.body;
}

type FileFeature = { type: string; geometry: unknown; properties: Record<string, unknown> };
const parcomats = (text: string) =>
  (JSON.parse(text).features as FileFeature[]).filter((f) => f.properties.objecttype === 'parcomats');

describe('map administration', () => {
  it('exports everything, and the export imports back with zero changes', async () => {
    const text = await exported();
    const features = JSON.parse(text).features as { properties: { objecttype: string } }[];
    expect(features.some((f) => f.properties.objecttype === 'zone')).toBe(true);
    expect(features.some((f) => f.properties.objecttype === 'parkings')).toBe(true);
    const res = await call('POST', '/api/operator/map/import/preview', tokens.tariff_manager!, { text });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const { counts } = res.body.preview;
    expect(counts).toMatchObject({ added: 0, changed: 0, removed: 0, features: features.length });
    expect(counts.unchanged).toBe(features.length);
  });

  it('previews and applies a file of one type: added, changed, removed, one audit row', async () => {
    const mine = parcomats(await exported());
    expect(mine.length).toBeGreaterThan(2);
    const [changed, removed, ...kept] = mine;
    changed!.properties.name = 'Renamed meter';
    const added = structuredClone(changed!);
    added.properties.code = 'NEW-METER-1';
    const text = JSON.stringify({ type: 'FeatureCollection', features: [changed, ...kept, added] });
    const preview = await call('POST', '/api/operator/map/import/preview', tokens.tariff_manager!, { text });
    expect(preview.status).toBe(200);
    const p = preview.body.preview;
    expect(p.types).toEqual(['parcomats']);
    expect(p.added).toEqual([{ code: 'NEW-METER-1', objecttype: 'parcomats' }]);
    expect(p.removed).toEqual([{ code: removed!.properties.code, objecttype: 'parcomats' }]);
    expect(p.changed).toEqual([
      {
        code: changed!.properties.code,
        objecttype: 'parcomats',
        fields: [{ field: 'name', before: expect.any(String), after: 'Renamed meter' }],
      },
    ]);
    const before = await mapState();
    const applied = await call('POST', '/api/operator/map/import/apply', tokens.tariff_manager!, {
      text,
      digest: p.digest,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toMatchObject({ added: 1, changed: 1, removed: 1 });
    const after = await mapState();
    expect(after!.version).not.toEqual(before!.version);
    expect(after!.imports).toBe(Number(before!.imports) + 1);
    const { rows } = await perm.query(
      `SELECT staff_login, entity, after FROM audit_log WHERE action = 'map.import' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ staff_login: 'tariff-manager', entity: 'map' });
    expect((rows[0]!.after as { added: string[] }).added).toEqual(['parcomats:NEW-METER-1']);
    // the same digest again: the map moved on since that preview
    const again = await call('POST', '/api/operator/map/import/apply', tokens.tariff_manager!, {
      text,
      digest: p.digest,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorName).toBe('PreviewOutdated');
    expect(await mapState()).toEqual(after);
  });

  it('adds a zone and a museum in it from one file; the drivers map shows them', async () => {
    type Feature = { properties: { objecttype: string; code: string } & Record<string, unknown> };
    const all = JSON.parse(await exported()).features as Feature[];
    const keep = all.filter((f) => ['zone', 'Museum'].includes(f.properties.objecttype));
    const zone = {
      type: 'Feature',
      geometry: null,
      properties: { objecttype: 'zone', code: 'Z-NEW', name: 'Новая' },
    };
    const museum = {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [56.2, 58],
            [56.21, 58],
            [56.21, 58.01],
            [56.2, 58],
          ],
        ],
      },
      properties: {
        objecttype: 'Museum',
        code: 'MUSEUM-NEW',
        name: 'New museum',
        zone: 'Z-NEW',
        active: true,
      },
    };
    const text = JSON.stringify({ type: 'FeatureCollection', features: [...keep, zone, museum] });
    const token = tokens.administrator!;
    const preview = await call('POST', '/api/operator/map/import/preview', token, { text });
    expect(preview.status, JSON.stringify(preview.body).slice(0, 400)).toBe(200);
    expect(preview.body.preview.counts).toMatchObject({ added: 2, changed: 0, removed: 0 });
    const digest = preview.body.preview.digest as string;
    const applied = await call('POST', '/api/operator/map/import/apply', token, { text, digest });
    expect(applied.status).toBe(200);
    const map = (await t.app.inject({ url: MAP })).json().result.features as {
      properties: { code: string; zone: { zonenumber: string } | null };
    }[];
    expect(map.find((f) => f.properties.code === 'MUSEUM-NEW')?.properties.zone?.zonenumber).toBe('Z-NEW');
  });

  it('names every broken feature with its line and changes nothing', async () => {
    const lines = (await exported()).split('\n');
    // lines[0] opens the collection; features follow one per line (zones first)
    const at = lines.findIndex((l) => l.includes('"objecttype":"parkings"'));
    const broken = (
      i: number,
      edit: (f: { properties: Record<string, unknown>; geometry: unknown }) => void,
    ) => {
      const f = JSON.parse(lines[i]!.replace(/,$/, ''));
      edit(f);
      lines[i] = JSON.stringify(f) + (lines[i]!.endsWith(',') ? ',' : '');
    };
    broken(at, (f) => (f.properties.objecttype = 'Castle'));
    broken(at + 1, (f) => (f.properties.zone = { zonenumber: 'NOPE-9' }));
    broken(at + 2, (f) => (f.properties.spaces = { total: 1, free: 0, fordisabled: -3 }));
    broken(at + 3, (f) => (f.geometry = { type: 'Point', coordinates: [37.6, 95] }));
    broken(at + 4, (f) => (f.properties.category = 'spaceport'));
    broken(at + 5, (f) => delete f.properties.code);
    const text = lines.join('\n');
    const before = await mapState();
    const token = tokens.administrator!;
    const preview = await call('POST', '/api/operator/map/import/preview', token, { text });
    expect(preview.status).toBe(400);
    expect(preview.body.errorName).toBe('GeoJsonInvalid');
    const problems = preview.body.report.problems as { line: number; reason: string }[];
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [at + 1, 'UnknownObjecttype'],
      [at + 3, 'BadSpaces'],
      [at + 4, 'BadGeometry'],
      [at + 5, 'BadCategory'],
      [at + 6, 'MissingCode'],
    ]);
    const apply = await call('POST', '/api/operator/map/import/apply', token, { text, digest: 'x' });
    expect(apply.status).toBe(400);
    expect(apply.body.report.problemCount).toBe(5);
    // an unknown zone is a problem only the city can tell: found once the file itself is good
    const parking = JSON.parse(lines[at + 1]!.replace(/,$/, ''));
    const zone = await call('POST', '/api/operator/map/import/preview', token, {
      text: `{"type":"FeatureCollection","features":[\n${JSON.stringify(parking)}\n]}`,
    });
    expect(zone.status).toBe(400);
    expect(zone.body.report.problems).toEqual([
      {
        line: 2,
        featureIndex: 0,
        code: parking.properties.code,
        reason: 'UnknownZone',
        detail: expect.any(String),
      },
    ]);
    for (const bad of ['{"type":"FeatureCollection",\n"features":[\n{]}', '[1,2]', '']) {
      const res = await call('POST', '/api/operator/map/import/preview', token, { text: bad });
      expect(res.status).toBe(400);
      expect(['GeoJsonInvalid', 'RequiredField']).toContain(res.body.errorName);
    }
    const notJson = await call('POST', '/api/operator/map/import/preview', token, {
      text: '{"type":"FeatureCollection",\n"features":[\n{]}',
    });
    expect(notJson.body.report.problems[0]).toMatchObject({ line: 3, reason: 'NotJson' });
    expect(await mapState()).toEqual(before);
  });

  it('edits one object: an inactive one leaves the drivers map and the ETag changes', async () => {
    const token = tokens.tariff_manager!;
    const list = await call('GET', '/api/operator/map/objects?objecttype=parkings&pageSize=5', token);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(5);
    const parking = list.body.items[0];
    const etag = (await t.app.inject({ url: MAP })).headers.etag;
    const edit = await call('PUT', `/api/operator/map/objects/${encodeURIComponent(parking.code)}`, token, {
      active: false,
      spacesTotal: '7',
      spacesFordisabled: 1,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.object).toMatchObject({ active: false, spaces: { total: 7, fordisabled: 1 } });
    const map = await t.app.inject({ url: MAP });
    expect(map.headers.etag).not.toBe(etag);
    const codes = (map.json().result.features as { properties: { code: string } }[]).map(
      (f) => f.properties.code,
    );
    expect(codes).not.toContain(parking.code);
    const { rows } = await perm.query(
      `SELECT before->>'active' AS was, after->>'active' AS now FROM audit_log
       WHERE action = 'map_object.update' AND entity_id = $1`,
      [parking.code],
    );
    expect(rows).toEqual([{ was: 'true', now: 'false' }]);
    const none = await call('PUT', '/api/operator/map/objects/NO-SUCH', token, { active: true });
    expect([none.status, none.body.errorName]).toEqual([404, 'MapObjectNotFound']);
    const cleared = await call(
      'PUT',
      `/api/operator/map/objects/${encodeURIComponent(parking.code)}`,
      token,
      {
        category: null,
      },
    );
    expect([cleared.status, cleared.body.errorName]).toEqual([400, 'ParkingCategoryRequired']);
    const bad = await call('PUT', `/api/operator/map/objects/${encodeURIComponent(parking.code)}`, token, {
      spacesTotal: 2,
      spacesFordisabled: 3,
    });
    expect(bad.status).toBe(400);
  });

  it('refuses content editors and support, on every call', async () => {
    for (const role of ['content_editor', 'support'] as const) {
      const token = tokens[role]!;
      const answers = [
        await call('GET', '/api/operator/map/objects', token),
        await call('GET', '/api/operator/map/export', token),
        await call('PUT', '/api/operator/map/objects/X', token, { active: false }),
        await call('POST', '/api/operator/map/import/preview', token, { text: '{}' }),
        await call('POST', '/api/operator/map/import/apply', token, { text: '{}', digest: 'x' }),
      ];
      for (const a of answers) expect([a.status, a.body.errorName]).toEqual([403, 'Forbidden']);
    }
    const anonymous = await t.app.inject({ url: '/api/operator/map/objects' });
    expect(anonymous.statusCode).toBe(401);
  });
});
