import type { ParkingCategory } from '@parking/domain/contracts/map-info';
import type { DemoMapObject } from './demo-dataset.ts';
import { rectangleRing, type Xy } from './demo-geo.ts';
import type { DemoMapContext, StreetSpot } from './demo-map-context.ts';
import { pointAlong, streetLength } from './demo-streets.ts';

const MALLS = ['Галерея', 'Столица', 'Радуга', 'Орион', 'Семья', 'Планета', 'Мега', 'Европа', 'Гранд'];
const GARAGES = ['Центральный', 'Северный', 'Южный', 'Речной', 'Вокзальный', 'Торговый', 'Спортивный'];

/** Lane offset of on-street parking from the street's axis, metres. */
const LANE = 9;

interface Shape {
  kind: 'line' | 'polygon';
  /** Length of a line, or [min, max] of a rectangle's long side. */
  size: [number, number];
  spaces: [number, number];
  zoned: boolean;
  freeparking: boolean;
  name: (code: string, ctx: DemoMapContext) => string;
}

const SHAPES: Record<ParkingCategory, Shape> = {
  roadside: {
    kind: 'line',
    size: [40, 150],
    spaces: [0, 0],
    zoned: true,
    freeparking: false,
    name: (c) => `Парковка № ${c}`,
  },
  multilevel: {
    kind: 'polygon',
    size: [50, 80],
    spaces: [200, 800],
    zoned: true,
    freeparking: false,
    name: (_c, ctx) => `Многоуровневый паркинг «${ctx.random.pick(GARAGES)}»`,
  },
  planar: {
    kind: 'polygon',
    size: [45, 90],
    spaces: [40, 300],
    zoned: true,
    freeparking: false,
    name: (c) => `Плоскостная парковка № ${c}`,
  },
  commerce: {
    kind: 'polygon',
    size: [50, 120],
    spaces: [50, 500],
    zoned: false,
    freeparking: false,
    name: (_c, ctx) => `Парковка ТЦ «${ctx.random.pick(MALLS)}»`,
  },
  free: {
    kind: 'polygon',
    size: [30, 60],
    spaces: [15, 80],
    zoned: false,
    freeparking: true,
    name: () => 'Бесплатная парковка',
  },
  fordisabled: {
    kind: 'line',
    size: [10, 22],
    spaces: [2, 5],
    zoned: true,
    freeparking: true,
    name: () => 'Места для инвалидов',
  },
  pocket: {
    kind: 'polygon',
    size: [15, 28],
    spaces: [5, 20],
    zoned: true,
    freeparking: false,
    name: () => 'Парковочный карман',
  },
  resident: {
    kind: 'polygon',
    size: [40, 80],
    spaces: [20, 80],
    zoned: true,
    freeparking: false,
    name: () => 'Резидентная парковка',
  },
  taxi: {
    kind: 'line',
    size: [15, 30],
    spaces: [3, 6],
    zoned: false,
    freeparking: false,
    name: () => 'Стоянка такси',
  },
  bus: {
    kind: 'line',
    size: [20, 40],
    spaces: [2, 4],
    zoned: false,
    freeparking: false,
    name: () => 'Стоянка автобусов',
  },
  municipal: {
    kind: 'polygon',
    size: [40, 80],
    spaces: [30, 150],
    zoned: true,
    freeparking: false,
    name: (c) => `Муниципальная парковка № ${c}`,
  },
  parcomat: {
    kind: 'line',
    size: [30, 80],
    spaces: [0, 0],
    zoned: true,
    freeparking: false,
    name: (c) => `Парковка с паркоматом № ${c}`,
  },
};

/** On-street stretch from the spot along the street, moved into the parking lane. */
function laneLine(ctx: DemoMapContext, spot: StreetSpot, length: number): Xy[] | null {
  const end = Math.min(streetLength(spot.street), spot.s + length);
  if (end - spot.s < 8) return null;
  const points: Xy[] = [];
  const steps = Math.max(1, Math.ceil((end - spot.s) / 60));
  for (let i = 0; i <= steps; i++) {
    const at = pointAlong(spot.street, spot.s + ((end - spot.s) * i) / steps);
    points.push({ x: at.p.x + at.dir.y * LANE * spot.side, y: at.p.y - at.dir.x * LANE * spot.side });
  }
  return points;
}

function lineLength(points: Xy[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++)
    sum += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return sum;
}

/** Spaces as a parking sensor feed would report them, never more free places than exist. */
function spacesFor(ctx: DemoMapContext, category: ParkingCategory, shape: Shape, length: number) {
  const { random } = ctx;
  const total = shape.spaces[1] === 0 ? Math.max(3, Math.floor(length / 5.5)) : random.int(...shape.spaces);
  const fordisabled =
    category === 'fordisabled'
      ? total
      : category === 'taxi' || category === 'bus'
        ? 0
        : Math.max(1, Math.round(total * 0.08));
  return { total, free: random.int(0, total), fordisabled };
}

/**
 * One parking of the category. Street categories are LineStrings in the parking lane; lots and
 * garages are Polygons set back from the street. A few on-street parkings are free (no zone).
 */
export function generateParking(ctx: DemoMapContext, category: ParkingCategory, code: string): DemoMapObject {
  const shape = SHAPES[category];
  const { random } = ctx;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 200) throw new Error(`no room for a ${category} parking`);
    const spot = ctx.spot();
    let points: Xy[] | null;
    let length: number;
    if (shape.kind === 'line') {
      points = laneLine(ctx, spot, random.between(...shape.size));
      length = points ? lineLength(points) : 0;
    } else {
      const long = random.between(...shape.size);
      const short = long * random.between(0.5, 0.8);
      const center = ctx.besideStreet(spot, LANE + short / 2 + random.between(6, 20));
      points = rectangleRing(center, long, short, Math.atan2(spot.dir.y, spot.dir.x));
      length = long;
    }
    // a spot at the very end of a street or outside the map bounds: try another one
    if (!points || (!ctx.inside(points) && attempt < 20)) continue;
    const freeRoadside = category === 'roadside' && random.chance(0.04);
    const zoned = shape.zoned && !freeRoadside;
    return {
      objecttype: 'parkings',
      category,
      code,
      name: shape.name(code, ctx),
      address: spot.address,
      freeparking: shape.freeparking || freeRoadside,
      zonenumber: zoned ? ctx.zoneAt(points[0]!) : null,
      geometry: shape.kind === 'line' ? ctx.line(points) : ctx.polygon(points),
      spaces: spacesFor(ctx, category, shape, length),
    };
  }
}
