import type { CityConfig } from '@parking/domain/cities/city-config';
import type { DemoRandom } from './demo-random.ts';
import type { Xy } from './demo-geo.ts';

export interface Street {
  name: string;
  /** Polyline in the local frame (metres from the city centre). */
  points: Xy[];
  /** Cumulative length at each point; the last one is the street's length. */
  along: number[];
}

const NAMED = [
  'ул. Ленина',
  'ул. Пушкина',
  'ул. Гагарина',
  'ул. Горького',
  'ул. Мира',
  'ул. Кирова',
  'ул. Чкалова',
  'ул. Куйбышева',
  'ул. Свердлова',
  'ул. Крупской',
  'ул. Чехова',
  'ул. Лермонтова',
  'ул. Суворова',
  'ул. Толстого',
  'ул. Тургенева',
  'ул. Некрасова',
  'ул. Ломоносова',
  'ул. Менделеева',
  'ул. Попова',
  'ул. Королёва',
  'ул. Циолковского',
  'ул. Дзержинского',
  'ул. Фрунзе',
  'ул. Маяковского',
  'Комсомольский пр-т',
  'пр-т Победы',
  'пр-т Строителей',
  'Октябрьский пр-т',
  'бул. Гагарина',
];
const ADJECTIVES = [
  'Садовая',
  'Лесная',
  'Парковая',
  'Школьная',
  'Речная',
  'Полевая',
  'Заводская',
  'Солнечная',
  'Центральная',
  'Молодёжная',
  'Луговая',
  'Вокзальная',
  'Советская',
  'Пролетарская',
  'Первомайская',
  'Октябрьская',
  'Пионерская',
  'Рабочая',
  'Зелёная',
  'Строительная',
  'Северная',
  'Южная',
  'Сиреневая',
  'Цветочная',
  'Берёзовая',
  'Кленовая',
  'Торговая',
  'Почтовая',
  'Мостовая',
  'Трудовая',
];

/** Distinct street names, as many as asked: named streets first, then numbered ones ("2-я Садовая ул."). */
function streetName(index: number): string {
  if (index < NAMED.length) return NAMED[index]!;
  const rest = index - NAMED.length;
  const adjective = ADJECTIVES[rest % ADJECTIVES.length]!;
  const round = Math.floor(rest / ADJECTIVES.length);
  return round === 0 ? `${adjective} ул.` : `${round + 1}-я ${adjective} ул.`;
}

export interface StreetArea {
  /** Radius around the centre that streets (and so every object) stay in. */
  radius: number;
  /** Distance between parallel streets. */
  spacing: number;
  /** Box the city's mapBounds allow, in the local frame, a little inside the edges. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

/**
 * A slightly irregular street grid around the centre: two families of parallel streets turned
 * by a city-specific angle, each bent a little at every vertex, clipped to a circle and to
 * the city's map bounds so every object lands inside what the map shows.
 */
export function generateStreets(random: DemoRandom, area: StreetArea): Street[] {
  const streets: Street[] = [];
  const baseAngle = random.between(-0.35, 0.35);
  const lines = Math.floor(area.radius / area.spacing);
  const step = Math.max(80, area.spacing / 2);
  for (const family of [0, 1]) {
    const angle = baseAngle + (family * Math.PI) / 2;
    const dir = { x: Math.cos(angle), y: Math.sin(angle) };
    const normal = { x: -dir.y, y: dir.x };
    for (let k = -lines; k <= lines; k++) {
      const offset = k * area.spacing + random.between(-area.spacing * 0.15, area.spacing * 0.15);
      const half = Math.sqrt(Math.max(0, area.radius * area.radius - offset * offset));
      const points: Xy[] = [];
      for (let t = -half; t <= half; t += step) {
        const bend = random.between(-12, 12);
        const p = {
          x: normal.x * (offset + bend) + dir.x * t,
          y: normal.y * (offset + bend) + dir.y * t,
        };
        const inside =
          p.x >= area.box.minX && p.x <= area.box.maxX && p.y >= area.box.minY && p.y <= area.box.maxY;
        if (inside) points.push(p);
      }
      if (points.length < 2) continue;
      const along = [0];
      for (let i = 1; i < points.length; i++) {
        along.push(
          along[i - 1]! + Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y),
        );
      }
      streets.push({ name: streetName(streets.length), points, along });
    }
  }
  return streets;
}

/** The point at distance `s` along the street, and the street's direction there. */
export function pointAlong(street: Street, s: number): { p: Xy; dir: Xy } {
  const { points, along } = street;
  let i = 1;
  while (i < points.length - 1 && along[i]! < s) i++;
  const a = points[i - 1]!;
  const b = points[i]!;
  const length = along[i]! - along[i - 1]! || 1;
  const t = Math.min(1, Math.max(0, (s - along[i - 1]!) / length));
  const dir = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  return { p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, dir };
}

export function streetLength(street: Street): number {
  return street.along[street.along.length - 1]!;
}

/** Area of a city's generated map: a circle around the centre inside the configured bounds. */
export function streetAreaFor(config: CityConfig, toMeters: (lng: number, lat: number) => Xy): StreetArea {
  const sizes = {
    basic: { radius: 1800, spacing: 260 },
    full: { radius: 3200, spacing: 230 },
    large: { radius: 14000, spacing: 300 },
  };
  const { radius, spacing } = sizes[config.demo];
  const [swLat, swLng] = config.mapBounds.southWest;
  const [neLat, neLng] = config.mapBounds.northEast;
  const sw = toMeters(swLng, swLat);
  const ne = toMeters(neLng, neLat);
  const margin = 150;
  return {
    radius,
    spacing,
    box: { minX: sw.x + margin, minY: sw.y + margin, maxX: ne.x - margin, maxY: ne.y - margin },
  };
}
