import type { FastifyPluginAsync } from 'fastify';
import { cardPaymentStatusRoute } from './card-payment-status-route.ts';
import { paymentFromPortalRoute } from './payment-from-portal-route.ts';
import { receiptEmailRoute } from './receipt-email-route.ts';
import { refillRoute } from './refill-route.ts';
import { webhookRoute } from './webhook-route.ts';

/** Top-up, the provider's webhook, payment-from-portal and a card payment's state. */
export const CARD_ROUTES: FastifyPluginAsync[] = [
  refillRoute,
  webhookRoute,
  paymentFromPortalRoute,
  cardPaymentStatusRoute,
  receiptEmailRoute,
];
