import type { FastifyPluginAsync } from 'fastify';
import { reminderLinkRoutes } from './reminder-link-routes.ts';
import { reminderSettingsRoutes } from './reminder-settings-routes.ts';

/** Issue 23 item 1: the reminder settings, push subscriptions and the one-tap extend link. */
export const REMINDER_ROUTES: FastifyPluginAsync[] = [reminderSettingsRoutes, reminderLinkRoutes];
