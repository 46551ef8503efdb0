import type { CityConfig } from '@parking/domain/cities/city-config';
import { PARKING_CATEGORIES } from '@parking/domain/contracts/map-info';
import type { DemoDataset, DemoMapObject } from './demo-dataset.ts';
import { LocalFrame } from './demo-geo.ts';
import { DemoMapContext } from './demo-map-context.ts';
import { generateNews } from './demo-news.ts';
import { demoNotification } from './demo-notification.ts';
import { demoPages } from './demo-pages.ts';
import { generateParking } from './demo-parkings.ts';
import { generatePoint, generateResidentZone } from './demo-points.ts';
import { DEMO_SEED_VERSION, demoRandomFor } from './demo-random.ts';
import { demoSettingsFlags } from './demo-settings-flags.ts';
import { demoSiteOptions } from './demo-site-options.ts';
import { DEMO_COUNTS } from './demo-size.ts';
import { demoSmsCommands } from './demo-sms-commands.ts';
import { generateStreets, streetAreaFor } from './demo-streets.ts';
import { generateZones } from './demo-zones.ts';

/**
 * The demo data of one city, from its configuration alone: same city, same data, every time
 * (fixed seed). Streets are laid out around the real centre inside the real map bounds, then
 * zones, parkings of every category, parking meters, terminals, boards, points of interest and
 * resident zones are placed along them. Map and content use separate random streams so that
 * changing the news does not move a single parking.
 */
export function generateDemoCity(config: CityConfig): DemoDataset {
  const counts = DEMO_COUNTS[config.demo];
  const [lat, lng] = config.mapCenter;
  const frame = new LocalFrame([lng, lat]);
  const random = demoRandomFor(config.city, 'map');
  const area = streetAreaFor(config, (x, y) => frame.toMeters([x, y]));
  const streets = generateStreets(random, area);
  const zones = generateZones(random, counts.zones, counts.inactiveZones, area.radius);
  const ctx = new DemoMapContext(random, frame, area, streets, zones, counts);

  const objects: DemoMapObject[] = [];
  let parkingCode = 1001;
  for (const category of PARKING_CATEGORIES) {
    const count = category === 'roadside' ? counts.roadside : counts.perOtherCategory;
    for (let i = 0; i < count; i++) objects.push(generateParking(ctx, category, String(parkingCode++)));
  }
  const points = [
    ['parcomats', counts.parcomats],
    ['terminals', counts.terminals],
    ['InformationTable', counts.informationTables],
    ['Museum', counts.museums],
    ['Sight', counts.sights],
    ['Church', counts.churches],
  ] as const;
  for (const [objecttype, count] of points) {
    for (let n = 1; n <= count; n++) objects.push(generatePoint(ctx, objecttype, n));
  }
  for (let n = 1; n <= counts.residentZones; n++) objects.push(generateResidentZone(ctx, n));

  const zoneNumbers = zones.map((z) => z.zone.zonenumber);
  const central = zoneNumbers[0]!;
  const content = demoRandomFor(config.city, 'content');
  return {
    city: config.city,
    demo: config.demo,
    seed: `${DEMO_SEED_VERSION}:${config.city}`,
    zones: zones.map((z) => z.zone),
    objects,
    news: generateNews(content, config, counts.news, zoneNumbers),
    pages: demoPages(config),
    smsCommands: demoSmsCommands(config, central),
    notification: demoNotification(central),
    siteOptions: demoSiteOptions(config),
    settingsFlags: demoSettingsFlags(config),
  };
}
