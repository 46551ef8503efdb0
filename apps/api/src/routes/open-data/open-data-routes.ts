import type {} from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenDataCollectionSchema, OpenDataQuerySchema } from '@parking/domain/staff/open-data-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { openDataFile } from '../../services/open-data/open-data-service.ts';
import { sendPrecompressed } from '../map/send-precompressed.ts';

/** Proxies and clients may keep the file this long; the ETag revalidates it after. */
export const OPEN_DATA_MAX_AGE_SECONDS = 300;

/** Open data (issue 21 item 6): the city's zones, tariffs and map objects, public and cached. */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);

  app.get(
    '/api/open-data/map.geojson',
    {
      // compressed once per map version; per-request compression would redo it
      compress: false,
      schema: {
        tags: ['open-data'],
        summary:
          "The city's open data, no token needed: a GeoJSON FeatureCollection ([longitude, latitude]) in " +
          'the format the console\'s map import takes, one feature per line. Zones (objecttype "zone", no ' +
          'geometry; code is the zone number, name, name_en, sortorder) carry `tariffs`: the version in ' +
          'force now, then the coming ones (status current or coming, effectiveFrom, effectiveTo or null, ' +
          'inactive, days: default/saturday/sunday/holiday intervals timeFrom-timeTo HH:MM with ' +
          'pricePerHour in kopecks). Map objects are the active ones the map shows (objecttype, category, ' +
          'code, name, address, freeparking, zone {zonenumber}, spaces {total, free, fordisabled}, active). ' +
          'layers=zone,parkings,... (comma-separated: zone, parkings, residentzone, parcomats, terminals, ' +
          'InformationTable, Church, ...) narrows it, every layer by default; an unknown layer: ' +
          'ValidationError (400). Content-Type application/geo+json; sent precompressed (br, gzip) with a ' +
          'strong ETag (<map version>-<content hash>) and Last-Modified (the latest map edit or tariff ' +
          `change); Cache-Control public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}; a matching If-None-Match ` +
          'gets 304 with no body. Any origin may read it (Access-Control-Allow-Origin *).',
        querystring: OpenDataQuerySchema,
        response: { 200: OpenDataCollectionSchema },
      },
    },
    async (request, reply) => {
      const file = await openDataFile(request.city, request.query.layers);
      reply.header('Access-Control-Allow-Origin', '*');
      if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
      return sendPrecompressed(
        request,
        reply,
        file.body,
        `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`,
        'application/geo+json; charset=utf-8',
      );
    },
  );
};
