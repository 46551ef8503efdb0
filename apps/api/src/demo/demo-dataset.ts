import type { DemoSize } from './demo-size.ts';
import type { DayType, ObjectType, ParkingCategory } from '@parking/domain/contracts/map-info';
import type { Geometry } from '@parking/domain/contracts/geometry';
import type { StoredSiteOptions } from '../services/content/stored-site-options.ts';
import type { StoredSettingsFlags } from '../services/content/stored-settings-flags.ts';

/** One tariff row as zone_prices stores it. */
export interface DemoPrice {
  dayType: DayType;
  timeFrom: string;
  timeTo: string;
  pricePerHourKopecks: number;
  inactive: boolean;
}

export interface DemoZone {
  zonenumber: string;
  nameRu: string;
  nameEn: string;
  sortOrder: number;
  prices: DemoPrice[];
}

export interface DemoMapObject {
  objecttype: ObjectType;
  category: ParkingCategory | null;
  code: string;
  name: string | null;
  address: string | null;
  freeparking: boolean;
  zonenumber: string | null;
  geometry: Geometry;
  spaces: { total: number; free: number; fordisabled: number } | null;
}

export interface DemoNews {
  titleRu: string;
  titleEn: string;
  previewRu: string;
  previewEn: string;
  bodyRu: string;
  bodyEn: string;
  publishedAt: string;
}

export interface DemoPage {
  path: string;
  titleRu: string;
  titleEn: string;
  contentRu: string;
  contentEn: string;
}

export interface DemoSmsCommand {
  sortOrder: number;
  nameRu: string;
  nameEn: string;
  hintRu: string;
  hintEn: string;
  example: string;
  commandTranscriptionRu: string;
  commandTranscriptionEn: string;
}

export interface DemoNotification {
  titleRu: string;
  titleEn: string;
  messageRu: string;
  messageEn: string;
  url: string | null;
  updatedAt: string;
}

/** Everything the demo loader writes into a fresh city database. */
export interface DemoDataset {
  city: string;
  demo: DemoSize;
  seed: string;
  zones: DemoZone[];
  objects: DemoMapObject[];
  news: DemoNews[];
  pages: DemoPage[];
  smsCommands: DemoSmsCommand[];
  notification: DemoNotification;
  siteOptions: StoredSiteOptions;
  settingsFlags: StoredSettingsFlags;
}
