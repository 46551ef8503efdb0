import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { createOperator } from '../src/services/operator/create-operator.ts';
import { newCompany } from '../src/routes/company/company-test-kit.ts';
import { openParkingApp, type ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';

/**
 * Issue 17 item 5, from the other side than hostile-input.test.ts: that file walks the OpenAPI
 * document, which leaves out routes without a schema or hidden from it (/backend/v2, webhooks,
 * the sandbox bank, dev and metrics calls). This one walks fastify's own route table, builds a
 * valid-looking body and query for each route from its zod schema, and puts a NUL into one
 * string at a time, however deep. Every answer is a 4xx envelope, never a 500.
 */

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  // every instance the app makes records its routes as they are added
  const make = real.default as unknown as (...args: unknown[]) => FastifyInstance;
  const recording = ((...args: unknown[]) => {
    const app = make(...args);
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  }) as typeof real.default;
  return { ...real, default: Object.assign(recording, real.default) };
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const NUL = 'a\u0000b';

/** A plausible value of a JSON schema: what a form would send, so the NUL is the only fault. */
function sample(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) {
    const usable = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return sample(usable, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.format === 'email' ? 'driver@example.test' : '1';
  }
}

/** Every copy of `value` with one of its strings (or, for flat objects, a key) replaced by a NUL. */
function withNuls(value: Json): Json[] {
  if (typeof value === 'string') return [NUL];
  if (Array.isArray(value))
    return value.flatMap((item, i) => withNuls(item).map((bad) => value.map((v, j) => (i === j ? bad : v))));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      withNuls(item).map((bad) => ({ ...value, [key]: bad })),
    );
  return [];
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema instanceof z.ZodType)
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema; // a plain JSON schema
}

let t: ParkingTestApp;
let operatorId = 0;
let companyId = 0;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  const perm = await t.city();
  operatorId = (await createOperator(perm, { login: 'nul-walk', password: 'operator-secret-1' })).id;
  companyId = (await newCompany(perm)).id;
});
afterAll(async () => t?.close());

/** A token of the kind the path wants: new for every route, as a logout that ran revokes its own. */
async function tokenFor(url: string): Promise<string> {
  const perm = await t.city();
  if (url.includes('/api/operator/')) return tokenService.issueOperator(perm.db, operatorId);
  if (url.includes('/api/corp-profile/')) return tokenService.issueCompany(perm.db, companyId);
  return (await t.driver()).token;
}

describe("fastify's route table", () => {
  it('answers a 4xx envelope, never a 500, to a NUL in any string of any route: body (JSON and form), query, path', async () => {
    const calls = routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method })),
      )
      .filter(({ route, method }) => method !== 'HEAD' && !route.url.includes('*'));
    // the walk must see the whole app, the routes outside the OpenAPI document included
    const urls = new Set(calls.map(({ route }) => route.url));
    for (const url of ['/backend/v2/payPlane', '/c/:city/backend/v2/changeGRZ', '/api/auth/login'])
      expect(urls, url).toContain(url);
    expect(calls.length).toBeGreaterThan(200);

    const wrong: string[] = [];
    let sent = 0;
    for (const { route, method } of calls) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const path = (value: string) =>
        route.url.replace(/:city/, 'perm').replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
      const bodySchema = jsonSchemaOf(schema.body);
      const querySchema = jsonSchemaOf(schema.querystring);
      // a route without a schema still reads something: guess the usual field names
      const body = (bodySchema ? sample(bodySchema) : { id: '1', name: 'x', token: 'x' }) as Json;
      const query = (querySchema ? sample(querySchema) : { id: '1', q: 'x' }) as Record<string, Json>;
      const flatQuery = (q: Record<string, Json>) =>
        new URLSearchParams(
          Object.entries(q).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ).toString();
      const token = await tokenFor(route.url);
      const send = async (url: string, payload: Json | undefined, form = false) => {
        sent += 1;
        const withBody = method !== 'GET' && method !== 'DELETE' && payload !== undefined;
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          // its own client address each time: no per-address limit decides the answer
          remoteAddress: `10.18.${(sent >> 8) & 255}.${sent & 255}`,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': 'en',
            ...(withBody && form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(withBody
            ? {
                payload: form
                  ? flatQuery(payload as Record<string, Json>)
                  : (payload as Record<string, unknown>),
              }
            : {}),
        });
        // a 4xx envelope (ValidationError, or NotFound for a path that is no route's)
        const envelope = String(res.headers['content-type']).includes('json') ? res.json() : {};
        if (res.statusCode >= 500 || res.statusCode < 400 || envelope.status !== 'error')
          wrong.push(
            `${method} ${url} ${form ? 'form ' : ''}${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`,
          );
      };
      const plain = path('1');
      if (/:[A-Za-z_]+/.test(route.url.replace(/:city/, ''))) await send(path(NUL), body);
      for (const bad of withNuls(query as Json))
        await send(`${plain}?${flatQuery(bad as Record<string, Json>)}`, body);
      await send(`${plain}?${flatQuery(query)}&token=${encodeURIComponent(NUL)}`, body);
      if (method === 'GET' || method === 'DELETE') continue;
      const url = `${plain}?${flatQuery(query)}`;
      for (const bad of withNuls(body)) await send(url, bad);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        await send(url, { ...body, [NUL]: 'x' });
        const flat = Object.entries(body).filter(([, v]) => typeof v === 'string');
        for (const [key] of flat) await send(url, { ...body, [key]: NUL }, true);
      }
    }
    expect(sent).toBeGreaterThan(600);
    expect(wrong).toEqual([]);
  }, 300_000);
});
