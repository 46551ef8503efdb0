import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SettingsFlagsAnswerSchema,
  SettingsFlagsEditSchema,
  SiteOptionsAnswerSchema,
  SiteOptionsEditSchema,
} from '@parking/domain/staff/settings-document-contracts';
import { CityRulesAnswerSchema, CityRulesEditSchema } from '@parking/domain/staff/city-rules-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  editCityRules,
  editSettingsFlags,
  getCityRulesAdmin,
  editSiteOptions,
  getSettingsFlagsAdmin,
  getSiteOptionsAdmin,
} from '../../services/content-admin/settings-admin-service.ts';
import { staffActor } from './staff-actor.ts';

/**
 * Settings flags and site options in the console (issue 20 item 6): the 'settings' area; each
 * change audited. Drivers get the change on their next load, on every instance within a second.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('settings') };
  const doc = { tags: ['operator', 'settings'], security: [{ bearer: [] }] };
  const answers =
    'Answers document (the stored document over the defaults, texts in one language or {ru, en}) and ' +
    'drivers ({ru, en}: what the public call answers). Staff with the settings area only: else Forbidden (403)';

  app.get(
    '/api/operator/settings/flags',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The settings flags. ${answers}`,
        response: { 200: SettingsFlagsAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await getSettingsFlagsAdmin(request.city, app.env)) }),
  );

  app.put(
    '/api/operator/settings/flags',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Changes settings flags: any top-level keys of the document (intervals, paymentsMethods, useBonus, ' +
          `dontUseBalance, ...); unknown keys or bad values: ValidationError. externalAuth follows the deployment. ${answers}`,
        body: SettingsFlagsEditSchema,
        response: { 200: SettingsFlagsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await editSettingsFlags(request.city, staffActor(request), app.env, request.body)),
    }),
  );

  app.get(
    '/api/operator/settings/options',
    {
      ...guard,
      schema: { ...doc, summary: `The site options. ${answers}`, response: { 200: SiteOptionsAnswerSchema } },
    },
    async (request) => ({ status: 'ok' as const, ...(await getSiteOptionsAdmin(request.city)) }),
  );

  app.put(
    '/api/operator/settings/options',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Changes site options: any top-level keys (menuItems, contacts, appLinks, notification, isClose, ...); ' +
          `unknown keys or bad values: ValidationError. ${answers}`,
        body: SiteOptionsEditSchema,
        response: { 200: SiteOptionsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await editSiteOptions(request.city, staffActor(request), request.body)),
    }),
  );

  // The rules bind staff work (who must approve a correction) and the street (the grace), so
  // only administrators (the staff area) set them.
  const rulesGuard = { preValidation: requireStaff('staff') };
  const rulesSummary =
    'correctionApprovalKopecks (a balance correction above it waits for a second staff member; default ' +
    '100000) and enforcementGraceMinutes (the plate check still allows a stay this long after it ended; ' +
    'default 15). Administrators only: else Forbidden (403)';

  app.get(
    '/api/operator/settings/rules',
    {
      ...rulesGuard,
      schema: {
        ...doc,
        summary: `The city's rules for staff work: ${rulesSummary}`,
        response: { 200: CityRulesAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await getCityRulesAdmin(request.city)) }),
  );

  app.put(
    '/api/operator/settings/rules',
    {
      ...rulesGuard,
      schema: {
        ...doc,
        summary: `Changes the city's rules (the keys given; audited; unknown keys or bad values: ValidationError): ${rulesSummary}`,
        body: CityRulesEditSchema,
        response: { 200: CityRulesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await editCityRules(request.city, staffActor(request), request.body)),
    }),
  );
};
