import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { OPERATOR_LOGIN_MAX } from '../feedback/operator-contracts.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * The administrator's staff calls and the audit log (issue 20 items 1 and 2), under
 * /api/operator/staff and /api/operator/audit. One schema per form and route.
 */

/** Staff passwords: longer than a driver's, since staff read and change every driver's data. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 200;
export const STAFF_NAME_MAX = 100;

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'ValidationError' });

/** A page of a staff list: page from 1, pageSize 1-100 (default 20). */
export const StaffPageFields = {
  page: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100_000)).default(1),
  pageSize: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100)).default(20),
};
/** A search string of a staff list: trimmed, '' when absent. */
export const StaffSearchField = z
  .string({ error: 'ValidationError' })
  .trim()
  .max(200, 'ValidationError')
  .default('');

export const StaffLoginSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .toLowerCase()
  .min(1, 'RequiredField')
  .max(OPERATOR_LOGIN_MAX, 'InvalidStaffLogin')
  .regex(/^[a-z0-9._@-]+$/, 'InvalidStaffLogin');

export const StaffPasswordSchema = z
  .string({ error: 'RequiredField' })
  .min(STAFF_PASSWORD_MIN, 'InvalidStaffPassword')
  .max(STAFF_PASSWORD_MAX, 'InvalidStaffPassword');

export const StaffNameSchema = z
  .string({ error: 'ValidationError' })
  .trim()
  .max(STAFF_NAME_MAX, 'ValidationError');

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /api/operator/staff?q=&page=&pageSize=: q matches login or name. */
export const StaffListQuerySchema = z.object({ q: StaffSearchField, ...StaffPageFields });
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;
export const StaffListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(StaffMemberSchema),
});
export type StaffListAnswer = z.infer<typeof StaffListAnswerSchema>;

/** POST /api/operator/staff: a new staff member. */
export const NewStaffRequestSchema = z.object({
  login: StaffLoginSchema,
  name: StaffNameSchema.default(''),
  role: StaffRoleSchema,
  password: StaffPasswordSchema,
});
export type NewStaffRequest = z.input<typeof NewStaffRequestSchema>;

export const StaffIdParamsSchema = z.object({
  id: formNumber(z.number({ error: 'StaffNotFound' }).int().min(1).max(2_147_483_647)),
});

/** PUT /api/operator/staff/:id: any of name, role, disabled. */
export const StaffChangeRequestSchema = z
  .object({
    name: StaffNameSchema.optional(),
    role: StaffRoleSchema.optional(),
    disabled: z.boolean({ error: 'ValidationError' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.disabled !== undefined, {
    message: 'RequiredField',
  });
export type StaffChangeRequest = z.input<typeof StaffChangeRequestSchema>;

/** PUT /api/operator/staff/:id/password: a new password; the member's tokens are revoked. */
export const StaffPasswordRequestSchema = z.object({ password: StaffPasswordSchema });

export const StaffMemberAnswerSchema = okEnvelope({ member: StaffMemberSchema });
export type StaffMemberAnswer = z.infer<typeof StaffMemberAnswerSchema>;

/** One audit record: who, when, from where, what, before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffLogin: z.string(),
  clientIp: z.string(),
  /** e.g. 'staff.create', 'tariff.schedule', 'news.update'. */
  action: z.string(),
  /** What was changed: 'staff', 'zone', 'tariff', 'news', ... */
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const optionalInstant = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.iso.datetime({ offset: true, error: 'ValidationError' }).optional(),
);

/**
 * GET /api/operator/audit: q matches action, entity, entity id, staff login or the before and
 * after texts; entity and staff (login) narrow exactly; from and to (ISO 8601) bound the time.
 */
export const AuditQuerySchema = z.object({
  q: StaffSearchField,
  entity: z.string({ error: 'ValidationError' }).trim().max(50, 'ValidationError').default(''),
  staff: z
    .string({ error: 'ValidationError' })
    .trim()
    .toLowerCase()
    .max(OPERATOR_LOGIN_MAX, 'ValidationError')
    .default(''),
  from: optionalInstant,
  to: optionalInstant,
  ...StaffPageFields,
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export const AuditAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(AuditEntrySchema),
});
export type AuditAnswer = z.infer<typeof AuditAnswerSchema>;
