import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, perCityDatabaseUrls } from './env.ts';
import { loadCities } from './load-cities.ts';

describe('configuration', () => {
  it('uses safe defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL_PERM: 'nonsense' })).toThrow(/perm/);
  });

  it('reads per-city database URLs', () => {
    expect(perCityDatabaseUrls({ DATABASE_URL_NIZHNY_NOVGOROD: 'postgres://h/db', OTHER: 'x' })).toEqual({
      'nizhny-novgorod': 'postgres://h/db',
    });
  });

  it('hosts all configured cities by default and refuses unknown ones', () => {
    const all = loadCities(parseEnv({}));
    expect(all.all.length).toBeGreaterThanOrEqual(27);
    expect(all.hosted.size).toBe(all.all.length);
    expect(all.defaultCity).toBe('perm');
    expect(() => loadCities(parseEnv({ HOSTED_CITIES: 'perm,atlantis' }))).toThrow(/atlantis/);
    expect(() => loadCities(parseEnv({ CITIES_FILE: '/nonexistent.json' }))).toThrow(ConfigError);
  });

  it('reads OUTBOUND_ALLOW_HOSTS as a list, empty by default, and refuses what is no host', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_HOSTS).toEqual([]);
    expect(
      parseEnv({ OUTBOUND_ALLOW_HOSTS: ' 127.0.0.1:9000, [::1]:80 ,Pictures.Local,' }).OUTBOUND_ALLOW_HOSTS,
    ).toEqual(['127.0.0.1:9000', '[::1]:80', 'pictures.local']);
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: 'http://127.0.0.1/' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });
});
