import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FineImageRequestSchema, FinesAnswerSchema } from '@parking/domain/fines/fine-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { finePicture, listFines } from '../../services/fines/fine-service.ts';

const doc = { tags: ['fines'], security: [{ bearer: [] }] };

/** GET /api/finesstorage/fines/v1 and /api/finesstorage/fineimage/v1 (document 2 §7 "Fines"). */
export const fineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/finesstorage/fines/v1',
    {
      preHandler: requireToken(),
      schema: {
        ...doc,
        summary:
          "The fines on the driver's plates (vehicles) and STS numbers (vehicles and STS documents), newest " +
          'first: count and result [{uin, fineStatus, statusColor (green, grey, red, black), date, start, end, ' +
          'discountUntil (DD.MM.YYYY HH:mm in the city time zone; *Iso beside), totalSum, paidSum, discountSum ' +
          '(kopecks), sts, grz, place, zone, lat, lon, type, provider, hasPicture, pictureUrl, coverage}]. ' +
          'coverage: what in our records covered the plate, zone and moment — {kind: session | subscription | ' +
          'benefit, id, from, to, fromIso, toIso, zone, grz} or null. FeatureDisabled (403) where viewPenalty is off',
        response: { 200: FinesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listFines(request.city, driverOf(request).userId, request.lang)),
    }),
  );

  app.get(
    '/api/finesstorage/fineimage/v1',
    {
      preHandler: requireToken(),
      schema: {
        ...doc,
        summary:
          "The picture of one of the driver's fines (uin): the image bytes with their content type (PNG, JPEG, " +
          'GIF or WebP), cache-control private for a day and an ETag (If-None-Match answers 304). Another ' +
          "driver's or an unknown uin: FineNotFound (404); a fine without a picture: FinePictureNotFound (404)",
        querystring: FineImageRequestSchema,
      },
    },
    async (request, reply) => {
      const picture = await finePicture(
        request.city,
        driverOf(request).userId,
        request.query.uin,
        request.lang,
      );
      reply.header('cache-control', 'private, max-age=86400').header('etag', picture.etag);
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.header('content-type', picture.contentType).send(picture.bytes);
    },
  );
};
