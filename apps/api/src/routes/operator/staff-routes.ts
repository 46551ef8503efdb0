import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NewStaffRequestSchema,
  StaffChangeRequestSchema,
  StaffIdParamsSchema,
  StaffListAnswerSchema,
  StaffListQuerySchema,
  StaffMemberAnswerSchema,
  StaffPasswordRequestSchema,
} from '@parking/domain/staff/staff-contracts';
import { STAFF_ROLES } from '@parking/domain/staff/staff-roles';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  addStaff,
  changeStaff,
  listStaff,
  resetStaffPassword,
} from '../../services/operator/staff-service.ts';
import { staffActor } from './staff-actor.ts';

/** The administrator manages the city's staff (issue 20 item 1); each change is audited. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('staff') };
  const doc = { tags: ['operator', 'staff'], security: [{ bearer: [] }] };
  const roles = STAFF_ROLES.join(', ');

  app.get(
    '/api/operator/staff',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "The city's staff by login: q (matches login or name), page, pageSize (1-100). Items: id, login, " +
          `name, role (${roles}), disabled, createdAt. Administrators only: else Forbidden (403)`,
        querystring: StaffListQuerySchema,
        response: { 200: StaffListAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await listStaff(request.city, request.query)) }),
  );

  app.post(
    '/api/operator/staff',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          `Adds a staff member: login (a-z 0-9 . _ @ -, up to 64: InvalidStaffLogin), name, role (${roles}), ` +
          'password (10-200 characters: InvalidStaffPassword). Taken login: StaffLoginExists (409)',
        body: NewStaffRequestSchema,
        response: { 200: StaffMemberAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      member: await addStaff(request.city, staffActor(request), request.body),
    }),
  );

  app.put(
    '/api/operator/staff/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Changes a member: any of name, role, disabled (true signs the member out everywhere). The last ' +
          'enabled administrator cannot be disabled or given another role: LastAdministrator (409). ' +
          'StaffNotFound (404)',
        params: StaffIdParamsSchema,
        body: StaffChangeRequestSchema,
        response: { 200: StaffMemberAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      member: await changeStaff(request.city, staffActor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/operator/staff/:id/password',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Sets a member's new password (10-200 characters) and signs the member out everywhere. " +
          'StaffNotFound (404)',
        params: StaffIdParamsSchema,
        body: StaffPasswordRequestSchema,
        response: { 200: StaffMemberAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      member: await resetStaffPassword(
        request.city,
        staffActor(request),
        request.params.id,
        request.body.password,
      ),
    }),
  );
};
