import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import {
  ChangePasswordRequestSchema,
  ChangeProfileRequestSchema,
  ChangeSettingRequestSchema,
} from '@parking/domain/profile/profile-contracts';
import { SettingsAnswerSchema } from '@parking/domain/profile/profile-answers';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { accountEditService } from '../../services/profile/account-edit-service.ts';

/** change-profile, change-password, get-settings-v1, change-settings-v1 (document 2 §7). */
export const accountEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['profile'], security: [{ bearer: [] }] };

  app.put(
    '/api/profile/change-profile',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Change firstname, lastname, middlename, defaultZone: only the fields sent change; email only ' +
          'unchanged (a new one: send-email-code with edit, then confirm-email; else EmailChangeNeedsCode); ' +
          "defaultZone one of the city's zone numbers (ZoneNotFound, 404), empty clears it",
        body: ChangeProfileRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await accountEditService.changeProfile(request.city, driverOf(request).userId, request.body);
      return { status: 'ok' as const };
    },
  );

  app.put(
    '/api/profile/change-password',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Change the password: pass (6-20), currentpass (CurrentPasswordIncorrect when wrong; not ' +
          "needed by an account without a password); the account's other tokens end",
        body: ChangePasswordRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await accountEditService.changePassword(request.city, driverOf(request), request.body);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/profile/get-settings-v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Account settings: reportHistoryOperation, pushOff, checkParkingSessionBefore, checkParkingSession',
        response: { 200: SettingsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await accountEditService.settings(request.city, driverOf(request).userId),
    }),
  );

  app.put(
    '/api/profile/change-settings-v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Change one setting: name (e.g. reportHistoryOperation), value (boolean); answers all settings',
        body: ChangeSettingRequestSchema,
        response: { 200: SettingsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await accountEditService.changeSetting(
        request.city,
        driverOf(request).userId,
        request.body.name,
        request.body.value,
      ),
    }),
  );
};
