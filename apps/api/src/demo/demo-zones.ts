import type { DayType } from '@parking/domain/contracts/map-info';
import type { DemoPrice, DemoZone } from './demo-dataset.ts';
import type { DemoRandom } from './demo-random.ts';
import type { Xy } from './demo-geo.ts';

export interface PlacedZone {
  zone: DemoZone;
  center: Xy;
}

const row = (dayType: DayType, timeFrom: string, timeTo: string, price: number): DemoPrice => ({
  dayType,
  timeFrom,
  timeTo,
  pricePerHourKopecks: price,
  inactive: false,
});

/**
 * Tariffs as cities actually run them: paid daytime on weekdays, cheaper or shorter Saturdays,
 * free nights, Sundays and holidays; the very centre is paid round the clock (as central Moscow
 * is), with cheaper nights and weekends, so there is always one zone where parking costs money
 * (the payment journeys and benches rely on it). Every day type covers the whole day (free
 * hours are explicit 0 rows) so the payments engine never meets a gap. Prices are kopecks/hour.
 */
function tariff(
  dayPrice: number,
  kind: 'standard' | 'long-day' | 'weekdays-only' | 'round-the-clock',
): DemoPrice[] {
  const free = (dayType: DayType) => row(dayType, '00:00:00', '24:00:00', 0);
  if (kind === 'round-the-clock') {
    const night = Math.round(dayPrice / 4 / 500) * 500;
    const weekend = Math.round(dayPrice / 2 / 500) * 500;
    return [
      row('default', '00:00:00', '08:00:00', night),
      row('default', '08:00:00', '20:00:00', dayPrice),
      row('default', '20:00:00', '24:00:00', night),
      ...(['saturday', 'sunday', 'holiday'] as const).flatMap((dayType) => [
        row(dayType, '00:00:00', '10:00:00', night),
        row(dayType, '10:00:00', '20:00:00', weekend),
        row(dayType, '20:00:00', '24:00:00', night),
      ]),
    ];
  }
  if (kind === 'weekdays-only') {
    return [
      row('default', '00:00:00', '09:00:00', 0),
      row('default', '09:00:00', '19:00:00', dayPrice),
      row('default', '19:00:00', '24:00:00', 0),
      free('saturday'),
      free('sunday'),
      free('holiday'),
    ];
  }
  const [start, end] = kind === 'long-day' ? ['07:00:00', '22:00:00'] : ['08:00:00', '20:00:00'];
  return [
    row('default', '00:00:00', start, 0),
    row('default', start, end, dayPrice),
    row('default', end, '24:00:00', 0),
    row('saturday', '00:00:00', '10:00:00', 0),
    row('saturday', '10:00:00', '18:00:00', Math.round(dayPrice / 2 / 500) * 500),
    row('saturday', '18:00:00', '24:00:00', 0),
    free('sunday'),
    free('holiday'),
  ];
}

/** Hourly day price by how central the zone is (rank 0 is the centre). */
function dayPriceFor(rank: number, count: number): number {
  const share = rank / Math.max(1, count - 1);
  if (share < 0.1) return 8000;
  if (share < 0.3) return 6000;
  if (share < 0.6) return 5000;
  if (share < 0.85) return 4000;
  return 3000;
}

/**
 * Zones on a grid of cells around the centre, numbered from 101 outwards (central zones get
 * the low numbers and the high prices). Some outer zones carry the inactive marker (daycode -2
 * on the wire): shown on the map but closed for payment, e.g. for road works.
 */
export function generateZones(
  random: DemoRandom,
  count: number,
  inactiveCount: number,
  radius: number,
): PlacedZone[] {
  const perSide = Math.ceil(Math.sqrt(count * 1.3));
  const cell = (2 * radius) / perSide;
  const cells: Xy[] = [];
  for (let i = 0; i < perSide; i++) {
    for (let j = 0; j < perSide; j++) {
      cells.push({ x: -radius + (i + 0.5) * cell, y: -radius + (j + 0.5) * cell });
    }
  }
  cells.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y) || a.x - b.x || a.y - b.y);
  const chosen = cells.slice(0, count);
  const inactiveEvery = inactiveCount > 0 ? Math.floor(count / inactiveCount) : Infinity;
  return chosen.map((center, rank) => {
    const zonenumber = String(101 + rank);
    const kind = random.pick(['standard', 'standard', 'long-day', 'weekdays-only'] as const);
    const prices = tariff(dayPriceFor(rank, count), rank === 0 ? 'round-the-clock' : kind);
    // counted from the outside in, so the central zones people look at first stay payable
    const inactive =
      (count - 1 - rank) % inactiveEvery === 0 && (count - 1 - rank) / inactiveEvery < inactiveCount;
    if (inactive) prices.push({ ...row('default', '00:00:00', '24:00:00', 0), inactive: true });
    return {
      center,
      zone: {
        zonenumber,
        nameRu: `Зона ${zonenumber}`,
        nameEn: `Zone ${zonenumber}`,
        sortOrder: rank,
        prices,
      },
    };
  });
}

/** The zone whose centre is nearest: zones behave like the districts of a Voronoi map. */
export function nearestZone(zones: PlacedZone[], p: Xy): PlacedZone {
  let best = zones[0]!;
  let bestDistance = Infinity;
  for (const z of zones) {
    const d = (z.center.x - p.x) ** 2 + (z.center.y - p.y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = z;
    }
  }
  return best;
}
