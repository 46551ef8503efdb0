import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReceiptAnswerSchema,
  CreateRefillReceiptRequestSchema,
  CreateSubscriptionReceiptRequestSchema,
  ReceiptListAnswerSchema,
  ReceiptPdfQuerySchema,
  RegisterReceiptPaymentAnswerSchema,
  RegisterReceiptPaymentRequestSchema,
  SendReceiptAnswerSchema,
  SendReceiptQuerySchema,
} from '@parking/domain/receipts/receipt-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import {
  createRefillReceipt,
  createSubscriptionReceipt,
  listReceipts,
  registerReceiptPayment,
} from '../../services/receipts/receipt-service.ts';
import { receiptPdf, sendReceipt } from '../../services/receipts/send-receipt.ts';
import { requireOperatorKey } from '../../plugins/guards/require-operator-key.ts';

const PAYER =
  'payer: an object, JSON text, or its fields beside the others. Individual (type 1, a receipt): ' +
  'lastName, firstName, middleName, typeDoc (1 passport, 2 driving licence), seriesDoc and numberDoc ' +
  '(digits), DateDoc (YYYY-MM-DD, 1900-2099), issuer, address. Legal (type 2, an invoice): name, ' +
  'address, ogrn (13 digits, check digit: InvalidOgrn), inn (10 or 12 digits, check digits: ' +
  'InvalidInn), kpp (9 digits: InvalidKpp). Missing fields: RequiredField. The answer result is ' +
  'the receipt row (sum in kopecks). FeatureDisabled (403) where useReceipts is off.';

/** Document 2 §7 "Receipts", plus the operator's payment registration. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['receipts'], security: [{ bearer: [] }] };

  app.get(
    '/api/receipt-list',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "The driver's receipts and invoices, newest first: receiptnumber, date (ISO), sum (kopecks), " +
          'status (awaiting, paid), receiptname, type (legal: invoice; individual: receipt), UIN, source ' +
          '(refill, subscription), purpose, payerName, paidAt, subscriptionStart (YYYY-MM-DD)',
        response: { 200: ReceiptListAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await listReceipts(request.city, driverOf(request).userId),
    }),
  );

  app.get(
    '/api/receipt',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'The receipt or invoice receiptnumber as a PDF (application/pdf, attachment receipt-N.pdf or ' +
          'invoice-N.pdf): payee with INN/KPP/account/bank/BIK, payer, purpose, amount in figures and ' +
          'words, UIN, date and the ST00012 payment QR code. blob is accepted and ignored. Token in the ' +
          "header or the query. Another driver's number: ReceiptNotFound (404)",
        querystring: ReceiptPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await receiptPdf(
        request.city,
        driverOf(request).userId,
        request.query.receiptnumber,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/sendreceipt',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Mails the receipt receiptnumber, its PDF attached, to email (required: RequiredField; at most ' +
          '50 characters: EmailTooLong; an address: InvalidFormat). Queued in the outbox and sent by the ' +
          'delivery worker. ReceiptNotFound (404)',
        querystring: SendReceiptQuerySchema,
        response: { 200: SendReceiptAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await sendReceipt(
        request.city,
        driverOf(request).userId,
        request.query.receiptnumber,
        request.query.email,
        request.lang,
      )),
    }),
  );

  app.post(
    '/api/creatrefill',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `A receipt (individual payer) or an invoice (legal payer) for a balance top-up of sum roubles (NoSumEntered, ItNeedToBeANumber, RefillAmountCanNotBeMaxAllowable). The balance rises when the operator registers the payment. ${PAYER}`,
        body: CreateRefillReceiptRequestSchema,
        response: { 200: CreateReceiptAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await createRefillReceipt(request.city, driverOf(request).userId, request.body, request.lang),
    }),
  );

  app.post(
    '/api/creatsubscription',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'A receipt or an invoice for the subscription offer codeSubscription for the vehicle grz (EmptyTs), ' +
          'optional startDate (YYYY-MM-DD). The subscription waits for the payment and starts no earlier ' +
          'than 3 working days (production calendar) after the receipt is made and after it is paid ' +
          '(subscriptionStart). NotFound (unknown offer), SubscriptionAlreadyExists (409), ' +
          `CalendarIsEmpty. ${PAYER}`,
        body: CreateSubscriptionReceiptRequestSchema,
        response: { 200: CreateReceiptAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await createSubscriptionReceipt(
        request.city,
        driverOf(request).userId,
        request.body,
        request.lang,
      ),
    }),
  );

  app.post(
    '/api/operator/receipt-paid',
    {
      preValidation: requireOperatorKey(app.env.OPERATOR_API_KEY),
      schema: {
        tags: ['operator'],
        summary:
          "The operator's bank statement import: the payment of UIN for sum kopecks (paidAt: ISO instant, " +
          'default now) arrived. Header X-Operator-Key = OPERATOR_API_KEY (unset: FeatureDisabled 403; ' +
          'wrong: TokenNotFound 401). In one transaction the receipt becomes paid, the money enters the ' +
          "ledger (refill: the driver's balance; subscription: the city's revenue) and a subscription " +
          'becomes active. Idempotent: a repeat answers alreadyPaid true and moves nothing. ' +
          'ReceiptNotFound (404), ReceiptSumMismatch (409)',
        body: RegisterReceiptPaymentRequestSchema,
        response: { 200: RegisterReceiptPaymentAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await registerReceiptPayment(request.city, request.body)),
    }),
  );
};

export const RECEIPT_ROUTES: FastifyPluginAsync[] = [receiptRoutes];
