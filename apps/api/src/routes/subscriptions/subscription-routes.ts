import type { FastifyPluginAsync } from 'fastify';
import { buySubscriptionRoute } from './buy-subscription-route.ts';
import { constructorRoutes } from './constructor-routes.ts';
import { subscriptionActionRoutes } from './subscription-action-routes.ts';
import { subscriptionReadRoutes } from './subscription-read-routes.ts';

/** Subscriptions, benefits and the constructor (issue 6). */
export const SUBSCRIPTION_ROUTES: FastifyPluginAsync[] = [
  subscriptionReadRoutes,
  buySubscriptionRoute,
  subscriptionActionRoutes,
  constructorRoutes,
];
