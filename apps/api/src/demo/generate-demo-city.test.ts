import { describe, expect, it } from 'vitest';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import type { CityConfig } from '@parking/domain/cities/city-config';
import { OBJECT_TYPES, PARKING_CATEGORIES } from '@parking/domain/contracts/map-info';
import { SettingsFlagsSchema } from '@parking/domain/contracts/settings-flags';
import { SiteOptionsSchema } from '@parking/domain/contracts/site-options';
import { resolveSettingsFlags } from '../services/content/stored-settings-flags.ts';
import { resolveSiteOptions } from '../services/content/stored-site-options.ts';
import { generateDemoCity } from './generate-demo-city.ts';
import type { DemoDataset } from './demo-dataset.ts';

const city = (code: string): CityConfig => BUILT_IN_CITIES.cities.find((c) => c.city === code)!;

function allPoints(data: DemoDataset): [number, number][] {
  return data.objects.flatMap((o) => {
    const g = o.geometry;
    return g.type === 'Point'
      ? [g.coordinates]
      : g.type === 'LineString'
        ? g.coordinates
        : g.coordinates.flat();
  });
}

describe('generateDemoCity', () => {
  it('gives the same data for the same city every time (fixed seed)', () => {
    const a = generateDemoCity(city('perm'));
    const b = generateDemoCity(city('perm'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // and a different city is a different map
    expect(generateDemoCity(city('rostov')).objects[0]!.geometry).not.toEqual(a.objects[0]!.geometry);
  });

  it('covers every object type and every parking category, with the right geometry kinds', () => {
    const data = generateDemoCity(city('perm'));
    const types = new Set(data.objects.map((o) => o.objecttype));
    expect([...types].sort()).toEqual([...OBJECT_TYPES].sort());
    const categories = new Set(
      data.objects.filter((o) => o.objecttype === 'parkings').map((o) => o.category),
    );
    expect([...categories].sort()).toEqual([...PARKING_CATEGORIES].sort());
    const kind = (category: string) =>
      new Set(data.objects.filter((o) => o.category === category).map((o) => o.geometry.type));
    expect(kind('roadside')).toEqual(new Set(['LineString']));
    expect(kind('planar')).toEqual(new Set(['Polygon']));
    expect(kind('multilevel')).toEqual(new Set(['Polygon']));
    expect(
      new Set(data.objects.filter((o) => o.objecttype === 'residentzone').map((o) => o.geometry.type)),
    ).toEqual(new Set(['Polygon']));
    expect(
      new Set(data.objects.filter((o) => o.objecttype === 'parcomats').map((o) => o.geometry.type)),
    ).toEqual(new Set(['Point']));
  });

  it('keeps parking spaces consistent and codes unique', () => {
    const data = generateDemoCity(city('perm'));
    for (const o of data.objects) {
      if (o.objecttype === 'parkings') {
        expect(o.spaces).not.toBeNull();
        expect(o.spaces!.free).toBeLessThanOrEqual(o.spaces!.total);
        expect(o.spaces!.fordisabled).toBeLessThanOrEqual(o.spaces!.total);
      }
    }
    expect(new Set(data.objects.map((o) => o.code)).size).toBe(data.objects.length);
    const zoneNumbers = new Set(data.zones.map((z) => z.zonenumber));
    for (const o of data.objects) if (o.zonenumber !== null) expect(zoneNumbers.has(o.zonenumber)).toBe(true);
  });

  it('prices zones per day type in hundredths, free at night and on Sundays, with some inactive zones', () => {
    const data = generateDemoCity(city('perm'));
    expect(data.zones[0]!.zonenumber).toBe('101');
    // the centre is paid round the clock: every hour of every day type costs money
    expect(data.zones[0]!.prices.every((p) => p.pricePerHourKopecks > 0)).toBe(true);
    for (const zone of data.zones) {
      for (const p of zone.prices) {
        expect(Number.isInteger(p.pricePerHourKopecks)).toBe(true);
        expect(p.pricePerHourKopecks % 100).toBe(0);
        expect(p.timeFrom < p.timeTo).toBe(true);
      }
      const active = zone.prices.filter((p) => !p.inactive);
      // every day type covers the whole day
      for (const dayType of ['default', 'saturday', 'sunday', 'holiday'] as const) {
        const rows = active.filter((p) => p.dayType === dayType);
        expect(rows[0]!.timeFrom).toBe('00:00:00');
        expect(rows.at(-1)!.timeTo).toBe('24:00:00');
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.timeFrom).toBe(rows[i - 1]!.timeTo);
      }
      if (zone === data.zones[0]) continue;
      expect(active.filter((p) => p.dayType === 'sunday').every((p) => p.pricePerHourKopecks === 0)).toBe(
        true,
      );
      expect(
        active.find((p) => p.dayType === 'default' && p.timeFrom === '00:00:00')!.pricePerHourKopecks,
      ).toBe(0);
    }
    const daytime = data.zones
      .flatMap((z) => z.prices)
      .filter((p) => p.dayType === 'default' && p.pricePerHourKopecks > 0);
    expect(daytime.some((p) => p.pricePerHourKopecks === 6000)).toBe(true);
    expect(data.zones.filter((z) => z.prices.some((p) => p.inactive)).length).toBe(2);
  });

  it('places everything inside the city map bounds', () => {
    for (const code of ['perm', 'sevastopol', 'kursk']) {
      const config = city(code);
      const [swLat, swLng] = config.mapBounds.southWest;
      const [neLat, neLng] = config.mapBounds.northEast;
      for (const [lng, lat] of allPoints(generateDemoCity(config))) {
        expect(lat).toBeGreaterThan(swLat);
        expect(lat).toBeLessThan(neLat);
        expect(lng).toBeGreaterThan(swLng);
        expect(lng).toBeLessThan(neLng);
      }
    }
  });

  it('sizes cities by their demo setting: full, basic and the large moscow', () => {
    const full = generateDemoCity(city('perm')).objects.length;
    const basic = generateDemoCity(city('kazan')).objects.length;
    expect(full).toBeGreaterThanOrEqual(300);
    expect(full).toBeLessThanOrEqual(600);
    expect(basic).toBeGreaterThanOrEqual(80);
    expect(basic).toBeLessThanOrEqual(150);
    const moscow = generateDemoCity(city('moscow'));
    expect(moscow.objects.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(moscow.objects.map((o) => o.code)).size).toBe(moscow.objects.length);
  });

  it('generates content and settings that satisfy the contracts', () => {
    for (const config of BUILT_IN_CITIES.cities.filter((c) => c.demo !== 'large')) {
      const data = generateDemoCity(config);
      for (const lang of ['ru', 'en'] as const) {
        expect(SiteOptionsSchema.safeParse(resolveSiteOptions(data.siteOptions, lang)).success).toBe(true);
        expect(SettingsFlagsSchema.safeParse(resolveSettingsFlags(data.settingsFlags, lang)).success).toBe(
          true,
        );
      }
      expect(data.pages.map((p) => p.path)).toEqual(
        expect.arrayContaining(['about', 'rules', 'personal-data', 'contacts']),
      );
      expect(data.news.length).toBeGreaterThan(0);
      expect(data.smsCommands[0]!.example.split('*')).toHaveLength(3);
      for (const c of data.smsCommands) {
        expect(c.commandTranscriptionRu.split('*')).toHaveLength(c.example.split('*').length);
      }
    }
  });

  it('gives perm every feature, and rostov and sevastopol their own behaviour', () => {
    const perm = generateDemoCity(city('perm'));
    expect(perm.siteOptions.isCoopProfile).toBe(true);
    expect(perm.siteOptions.numberSmsSendTo).toBe('7878');
    expect(perm.siteOptions.initialZoom).toBe(16);
    expect(perm.siteOptions.isClose).toBe(false);
    const flags = perm.settingsFlags;
    for (const on of [
      'useFlatParking',
      'usePostPayment',
      'usePostPaymentYesterday',
      'useSessionWithoutRegister',
      'viewPenalty',
      'useReceipts',
      'useSubscriptionConstructor',
      'useBonus',
    ] as const) {
      expect(flags[on], on).toBe(true);
    }
    expect(flags.dontUseBalance).toBe(false);
    expect(flags.paymentsMethods.map((m) => m.methodName)).toEqual([
      'balance',
      'card',
      'mobile',
      'Квитанция',
    ]);
    expect(flags.paymentsMethods.find((m) => m.methodName === 'mobile')!.isPhoneRequired).toBe(true);
    expect(resolveSettingsFlags(flags, 'ru').paymentsMethods[1]!.methodNameForShow).toBe('Банковская карта');

    expect(generateDemoCity(city('rostov')).settingsFlags.paymentByParkingId).toBe(true);
    const sevastopol = generateDemoCity(city('sevastopol')).settingsFlags;
    expect(sevastopol.dontUseBalance).toBe(true);
    expect(sevastopol.paymentsMethods.some((m) => m.methodName === 'balance')).toBe(false);
    expect(generateDemoCity(city('kazan')).siteOptions.isCoopProfile).toBe(false);
  });
});
