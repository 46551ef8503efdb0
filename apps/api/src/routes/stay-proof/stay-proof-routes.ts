import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateStayProofAnswerSchema,
  CreateStayProofRequestSchema,
  StayProofAnswerSchema,
  StayProofParamsSchema,
} from '@parking/domain/stay-proof/stay-proof-contracts';
import { requestSiteUrl } from '../../config/site-address.ts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import type { Payer } from '../../services/parking/payer.ts';
import {
  createStayProof,
  readStayProof,
  stayProofPdf,
} from '../../services/stay-proof/stay-proof-service.ts';

/** The payer behind the token: a driver, or a guest (the guest's own stays). */
function payerOf(request: FastifyRequest): Payer {
  const auth = request.auth;
  if (auth && auth.userId === null) return { guestTokenId: auth.tokenId };
  return { userId: driverOf(request).userId };
}

/** Issue 23 item 5: the proof of payment of a stay, made by its payer and read by anyone with its code. */
export const stayProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const tags = ['proofs'];

  app.post(
    '/api/proofs',
    {
      preHandler: requireToken('standard', 'guest'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The proof of payment of the caller's own paid stay (sessionId: its order id), or of the paid stay " +
          "covering one of the driver's fines (fineUin). Made once per stay; answers its code, the public " +
          "page's url and the PDF's pdfUrl. Unknown or another payer's stay: StayProofNotFound (404); a stay " +
          'not paid: StayNotPaid (409)',
        body: CreateStayProofRequestSchema,
        response: { 200: CreateStayProofAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await createStayProof(
        request.city,
        payerOf(request),
        request.body,
        request.lang,
        requestSiteUrl(app.env, request),
      )),
    }),
  );

  app.get(
    '/api/proofs/:code',
    {
      schema: {
        tags,
        summary:
          'Public: what our records say now about the stay behind a proof code: plate, zone, zoneAddress, ' +
          'startDate, endDate, paid (kopecks), paidAt, order, status (paid, cancelled, refunded), city, ' +
          'timeZone, verifiedAt. StayProofNotFound (404)',
        params: StayProofParamsSchema,
        response: { 200: StayProofAnswerSchema },
      },
    },
    async (request, reply) => {
      const proof = await readStayProof(request.city, request.params.code);
      // what a verifier sees must be the records of this moment, never a cached copy
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, proof };
    },
  );

  app.get(
    '/api/proofs/:code/pdf',
    {
      schema: {
        tags,
        summary:
          'Public: the proof as a one-page A4 PDF in the request language (lang=en or Accept-Language), ' +
          'with a QR code of the verification page. StayProofNotFound (404)',
        params: StayProofParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await stayProofPdf(
        request.city,
        request.params.code,
        request.lang,
        requestSiteUrl(app.env, request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

export const STAY_PROOF_ROUTES: FastifyPluginAsync[] = [stayProofRoutes];
