import type { FastifyPluginAsync } from 'fastify';
import { getNewsListRoute } from './content/get-news-list-route.ts';
import { getNewsRoute } from './content/get-news-route.ts';
import { getOptionsRoute } from './content/get-options-route.ts';
import { getPageRoute } from './content/get-page-route.ts';
import { getPopupRoute } from './content/get-popup-route.ts';
import { getSettingsRoute } from './content/get-settings-route.ts';
import { getSmsCommandsRoute } from './content/get-sms-commands-route.ts';
import { getMapInfoRoute } from './map/get-map-info-route.ts';
import { getZonesRoute } from './map/get-zones-route.ts';

/**
 * Every city-scoped route plugin. app.ts registers this list twice: under /c/{city} and at the
 * root for the default city. Add a route module here when you add one.
 */
export const CITY_ROUTES: FastifyPluginAsync[] = [
  // map and content (document 1, section 7)
  getMapInfoRoute,
  getZonesRoute,
  getOptionsRoute,
  getSettingsRoute,
  getPopupRoute,
  getNewsListRoute,
  getNewsRoute,
  getPageRoute,
  getSmsCommandsRoute,
];
