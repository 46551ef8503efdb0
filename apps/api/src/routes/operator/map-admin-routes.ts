import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import type { Language } from '@parking/domain/i18n/languages';
import {
  MAP_IMPORT_MAX_BYTES,
  MapImportApplyAnswerSchema,
  MapImportApplyRequestSchema,
  MapImportPreviewAnswerSchema,
  MapImportPreviewRequestSchema,
  MapImportRefusalSchema,
  MapObjectAnswerSchema,
  MapObjectCodeParamsSchema,
  MapObjectEditRequestSchema,
  MapObjectListAnswerSchema,
  MapObjectListQuerySchema,
  type MapImportReport,
} from '@parking/domain/staff/map-admin-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { exportMapGeoJson } from '../../services/map-admin/map-export-service.ts';
import { applyMapImport, previewMapImport } from '../../services/map-admin/map-import-service.ts';
import { editMapObject, listMapObjects } from '../../services/map-admin/map-object-service.ts';
import { staffActor } from './staff-actor.ts';

/** Zones and map objects (issue 20 item 3): the object table, one object's form, GeoJSON out and in. */
export const mapAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('map') };
  const doc = { tags: ['operator', 'map'], security: [{ bearer: [] }] };
  const roles = 'Administrators and tariff managers only: else Forbidden (403)';
  // the file travels as a JSON string, where every quote is escaped: room for twice its size
  const importLimits = { ...guard, bodyLimit: 2 * MAP_IMPORT_MAX_BYTES };
  const refuse = (lang: Language, report: MapImportReport) => ({
    status: 'error' as const,
    errorName: 'GeoJsonInvalid' as const,
    errorMessage: ERROR_MESSAGES.GeoJsonInvalid[lang],
    report,
  });

  app.get(
    '/api/operator/map/objects',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Map objects by type and code: q (code, name or address), objecttype, active (true, false), page, ' +
          `pageSize (1-100). ${roles}`,
        querystring: MapObjectListQuerySchema,
        response: { 200: MapObjectListAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await listMapObjects(request.city, request.query)) }),
  );

  app.put(
    '/api/operator/map/objects/:code',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Changes one object: any of category (null clears; a parking keeps one: ParkingCategoryRequired), ' +
          'spacesTotal with spacesFordisabled (both, or both null), active (false hides it from the map). ' +
          `MapObjectNotFound (404). ${roles}`,
        params: MapObjectCodeParamsSchema,
        body: MapObjectEditRequestSchema,
        response: { 200: MapObjectAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      object: await editMapObject(request.city, staffActor(request), request.params.code, request.body),
    }),
  );

  app.get(
    '/api/operator/map/export',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Every zone and map object (inactive too) as a GeoJSON FeatureCollection, one feature per line; ' +
          `the import takes it back with no changes. ${roles}`,
      },
    },
    async (request, reply) => {
      const text = await exportMapGeoJson(request.city);
      return reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="map-${request.city.config.city}.geojson"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/api/operator/map/import/preview',
    {
      ...importLimits,
      schema: {
        ...doc,
        summary:
          'What importing a GeoJSON file (text, up to 30 MB) would add, change and remove; writes nothing. ' +
          'The file is the full set of each object type it holds. A bad file answers GeoJsonInvalid (400) ' +
          `with the report (problems: line, featureIndex, code, reason, detail). ${roles}`,
        body: MapImportPreviewRequestSchema,
        response: { 200: MapImportPreviewAnswerSchema, 400: MapImportRefusalSchema },
      },
    },
    async (request, reply) => {
      const outcome = await previewMapImport(request.city, request.body.text);
      if (outcome.ok) return { status: 'ok' as const, preview: outcome.preview };
      return reply.code(400).send(refuse(request.lang, outcome.report));
    },
  );

  app.post(
    '/api/operator/map/import/apply',
    {
      ...importLimits,
      schema: {
        ...doc,
        summary:
          "Applies a previewed file in one transaction: text and the preview's digest. The map changed since " +
          'the preview: PreviewOutdated (409). A bad file: GeoJsonInvalid (400) with the report; nothing is ' +
          `changed. ${roles}`,
        body: MapImportApplyRequestSchema,
        response: { 200: MapImportApplyAnswerSchema, 400: MapImportRefusalSchema },
      },
    },
    async (request, reply) => {
      const { text, digest } = request.body;
      const outcome = await applyMapImport(request.city, staffActor(request), text, digest);
      if (outcome.ok)
        return { status: 'ok' as const, counts: outcome.counts, mapVersion: outcome.mapVersion };
      return reply.code(400).send(refuse(request.lang, outcome.report));
    },
  );
};
