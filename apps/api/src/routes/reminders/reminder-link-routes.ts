import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReminderExtendAnswerSchema,
  ReminderExtendRequestSchema,
  ReminderStayAnswerSchema,
} from '@parking/domain/reminders/reminder-contracts';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { getSettingsFlags } from '../../services/content/settings-flags-service.ts';
import { extendLinkedStay, showLinkedStay } from '../../services/reminders/linked-stay-service.ts';
import { idempotencyKeyOf } from '../payment/idempotency-key-of.ts';
import { rejectInvalid } from '../payment/payment-input.ts';

// Any string reaches the service, which answers ReminderLinkInvalid for every bad token alike.
const TokenParams = z.object({ token: z.string().max(300) });

/**
 * The one-tap extend link's calls (issue 23 item 1): no login, the signed token is the only
 * right, and only to see and extend its own stay while it runs. Stricter per-client limits
 * than the app's, as for the sign-in calls: a token is not guessable, but tries cost us work.
 */
export const reminderLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reminders/stay/:token',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['reminders'],
        summary:
          "The stay a one-tap link names, each renew duration's cost from its end, the owner's balance. ReminderLinkInvalid (404), ReminderLinkExpired (410)",
        params: TokenParams,
        response: { 200: ReminderStayAnswerSchema },
      },
    },
    async (request) => {
      const flags = await getSettingsFlags(request.city, request.lang);
      return {
        status: 'ok' as const,
        ...(await showLinkedStay(request.city, flags, request.params.token, request.lang)),
      };
    },
  );

  app.post(
    '/api/reminders/extend/:token',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      attachValidation: true,
      schema: {
        tags: ['reminders'],
        summary:
          "Extend the linked stay by duration minutes, as POST /api/payment/renew on the owner's behalf: the balance, else a card link (RedirectURL)",
        params: TokenParams,
        body: ReminderExtendRequestSchema,
        response: { 200: ReminderExtendAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const flags = await getSettingsFlags(request.city, request.lang);
      const key = idempotencyKeyOf(request, request.body.idempotencyKey);
      const answer = await extendLinkedStay(request.city, flags, request.params.token, request.body, key);
      return { status: 'ok' as const, ...answer };
    },
  );
};
