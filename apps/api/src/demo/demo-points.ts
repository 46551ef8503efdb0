import type { ObjectType } from '@parking/domain/contracts/map-info';
import type { DemoMapObject } from './demo-dataset.ts';
import { rectangleRing } from './demo-geo.ts';
import type { DemoMapContext } from './demo-map-context.ts';

const MUSEUMS = [
  'Краеведческий музей',
  'Художественная галерея',
  'Музей истории города',
  'Музей современного искусства',
  'Дом-музей писателя',
  'Музей техники',
  'Литературный музей',
  'Музей деревянного зодчества',
];
const SIGHTS = [
  'Памятник основателям города',
  'Набережная',
  'Городской фонтан',
  'Смотровая площадка',
  'Театральная площадь',
  'Старый мост',
  'Сквер героев',
  'Триумфальная арка',
  'Здание вокзала',
  'Городской сад',
];
const CHURCHES = [
  'Храм Святой Троицы',
  'Собор Петра и Павла',
  'Церковь Николая Чудотворца',
  'Успенский собор',
  'Храм Рождества Христова',
  'Покровская церковь',
  'Вознесенский собор',
];

const POINT_KINDS: Record<
  Exclude<ObjectType, 'parkings' | 'residentzone'>,
  { prefix: string; name: (n: number, ctx: DemoMapContext) => string }
> = {
  parcomats: { prefix: 'PM', name: (n) => `Паркомат № ${n}` },
  terminals: { prefix: 'T', name: () => 'Терминал оплаты парковки' },
  InformationTable: { prefix: 'IT', name: () => 'Информационное табло' },
  Museum: { prefix: 'MU', name: (_n, ctx) => ctx.random.pick(MUSEUMS) },
  Sight: { prefix: 'SI', name: (_n, ctx) => ctx.random.pick(SIGHTS) },
  Church: { prefix: 'CH', name: (_n, ctx) => ctx.random.pick(CHURCHES) },
};

/**
 * A point object by the street. Parking meters stand at the kerb and belong to the zone they
 * take payment for; terminals, boards and points of interest stand further back.
 */
export function generatePoint(
  ctx: DemoMapContext,
  objecttype: keyof typeof POINT_KINDS,
  n: number,
): DemoMapObject {
  const kind = POINT_KINDS[objecttype];
  const spot = ctx.spot();
  const p = ctx.besideStreet(spot, objecttype === 'parcomats' ? 5 : ctx.random.between(8, 40));
  return {
    objecttype,
    category: null,
    code: `${kind.prefix}${String(n).padStart(5, '0')}`,
    name: kind.name(n, ctx),
    address: spot.address,
    freeparking: false,
    zonenumber: objecttype === 'parcomats' ? ctx.zoneAt(p) : null,
    geometry: ctx.point(p),
    spaces: null,
  };
}

/** A residents' parking zone: a block-sized polygon in the zone whose residents hold permits. */
export function generateResidentZone(ctx: DemoMapContext, n: number): DemoMapObject {
  for (let attempt = 0; ; attempt++) {
    const spot = ctx.spot();
    const long = ctx.random.between(150, 300);
    const short = long * ctx.random.between(0.5, 0.8);
    const ring = rectangleRing(
      ctx.besideStreet(spot, short / 2 + 12),
      long,
      short,
      Math.atan2(spot.dir.y, spot.dir.x),
    );
    if (!ctx.inside(ring) && attempt < 20) continue;
    return {
      objecttype: 'residentzone',
      category: null,
      code: `RZ${String(n).padStart(5, '0')}`,
      name: `Резидентная зона № ${n}`,
      address: spot.address,
      freeparking: false,
      zonenumber: ctx.zoneAt(ring[0]!),
      geometry: ctx.polygon(ring),
      spaces: null,
    };
  }
}
