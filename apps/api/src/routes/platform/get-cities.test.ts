import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import { getCitiesRoute } from './get-cities.ts';

const perm = BUILT_IN_CITIES.cities.filter((c) => c.city === 'perm');

/** The route alone on a bare Fastify (no databases): the apiUrl is all this file checks. */
async function apiUrlSeen(
  env: { PUBLIC_URL?: string; PORT: number },
  headers: Record<string, string>,
  trustProxy = false,
): Promise<string> {
  const app = Fastify({ trustProxy });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(getCitiesRoute(perm, env));
  try {
    const res = await app.inject({ method: 'GET', url: '/api/cities', headers });
    return (res.json() as { result: { apiUrl: string }[] }).result[0]!.apiUrl;
  } finally {
    await app.close();
  }
}

describe('GET /api/cities apiUrl', () => {
  it('without PUBLIC_URL is under the address the client used, not localhost:8080', async () => {
    expect(await apiUrlSeen({ PORT: 8080 }, { host: 'example.test:9000' })).toBe(
      'http://example.test:9000/c/perm',
    );
    expect(await apiUrlSeen({ PORT: 8080 }, { host: '192.168.1.20:8231' })).toBe(
      'http://192.168.1.20:8231/c/perm',
    );
  });

  it('behind a trusted proxy takes the forwarded scheme and host', async () => {
    const forwarded = {
      host: '127.0.0.1:8231',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'parking.example',
    };
    expect(await apiUrlSeen({ PORT: 8231 }, forwarded, true)).toBe('https://parking.example/c/perm');
    // an untrusted client cannot move the links elsewhere
    expect(await apiUrlSeen({ PORT: 8231 }, forwarded, false)).toBe('http://127.0.0.1:8231/c/perm');
  });

  it('with PUBLIC_URL is under it whatever the request says', async () => {
    const env = { PUBLIC_URL: 'https://parking.example/', PORT: 8080 };
    expect(await apiUrlSeen(env, { host: 'example.test:9000' })).toBe('https://parking.example/c/perm');
  });
});
