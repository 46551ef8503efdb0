import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import {
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
  PutReminderSettingsAnswerSchema,
  ReminderSettingsAnswerSchema,
  ReminderSettingsSchema,
} from '@parking/domain/reminders/reminder-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import {
  dropPushSubscription,
  readReminderSettings,
  savePushSubscription,
  saveReminderSettings,
} from '../../services/reminders/reminder-settings-service.ts';

/** The cabinet's reminder settings and the browser's push subscriptions (issue 23 item 1). */
export const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireToken('standard') };
  const doc = { tags: ['profile'], security: [{ bearer: [] }] };

  app.get(
    '/api/profile/reminder-settings',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Reminder settings (beforeEnd/afterEnd/push are the seeds' checkParkingSessionBefore/checkParkingSession/NOT pushOff) and the VAPID public key",
        response: { 200: ReminderSettingsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await readReminderSettings(request.city, app.env, driverOf(request).userId)),
    }),
  );

  app.put(
    '/api/profile/reminder-settings',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Replace the reminder settings (all fields)',
        body: ReminderSettingsSchema,
        response: { 200: PutReminderSettingsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      settings: await saveReminderSettings(
        request.city,
        driverOf(request).userId,
        request.body,
        request.lang,
      ),
    }),
  );

  app.post(
    '/api/profile/push-subscriptions',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Keep this browser's web push subscription (https, a public host; at most 10 per account, oldest dropped)",
        body: PushSubscriptionRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await savePushSubscription(
        request.city,
        driverOf(request).userId,
        request.body,
        app.env.OUTBOUND_ALLOW_HOSTS,
      );
      return { status: 'ok' as const };
    },
  );

  app.delete(
    '/api/profile/push-subscriptions',
    {
      ...guard,
      schema: {
        ...doc,
        summary: "Forget this browser's push subscription",
        body: PushUnsubscribeRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await dropPushSubscription(request.city, driverOf(request).userId, request.body.endpoint);
      return { status: 'ok' as const };
    },
  );
};
