import { z } from 'zod';
import { LoginCaptchaFields } from '../accounts/auth-contracts.ts';
import { formNumber } from '../contracts/form-number.ts';
import { ErrorEnvelopeSchema, okEnvelope } from '../envelope.ts';
import { STAFF_ROLES } from '../staff/staff-roles.ts';
import { FineImportReportSchema, FineImportSourceSchema } from '../fines/fine-import-contracts.ts';
import { AppealMessageSchema, AppealSchema, AppealStatusSchema } from './appeal-contracts.ts';
import { AppealIdSchema, FeedbackMessageSchema } from './feedback-rules.ts';

/**
 * The city operator's calls (issue 7 item 4; paths ours, the seeds show no staff side). The
 * token is an operator token from /api/operator/login, in the Authorization header; a driver's
 * token is refused (TokenNotFound, 401) and an operator token on a driver's call likewise.
 */

export const OPERATOR_LOGIN_MAX = 64;

/** POST /api/operator/login: login, password, and the captcha once a refusal asked for one. */
export const OperatorLoginRequestSchema = z.object({
  login: z
    .string({ error: 'RequiredField' })
    .trim()
    .toLowerCase()
    .min(1, 'RequiredField')
    .max(OPERATOR_LOGIN_MAX, 'IncorrectLogin'),
  password: z.string({ error: 'RequiredField' }).min(1, 'RequiredField').max(200, 'IncorrectLogin'),
  ...LoginCaptchaFields,
});
export type OperatorLoginRequest = z.input<typeof OperatorLoginRequestSchema>;

export const OperatorSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  /** What the console shows and the server allows (staff/staff-roles.ts). */
  role: z.enum(STAFF_ROLES),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorLoginAnswerSchema = okEnvelope({ token: z.string(), operator: OperatorSchema });
export type OperatorLoginAnswer = z.infer<typeof OperatorLoginAnswerSchema>;

/** POST /api/operator/logout and other answers with nothing to say. */
export const OperatorOkAnswerSchema = okEnvelope({});

/** The appeal as the operator sees it: the driver's contact beside the appeal. */
export const OperatorAppealSchema = AppealSchema.extend({
  driver: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  lastMessage: AppealMessageSchema.nullable(),
  messagesCount: z.number().int(),
});
export type OperatorAppeal = z.infer<typeof OperatorAppealSchema>;

export const OPERATOR_PAGE_SIZE_DEFAULT = 20;
export const OPERATOR_PAGE_SIZE_MAX = 100;

/** GET /api/operator/appeals?status=&page=&pageSize=: newest activity first; no status is all. */
export const OperatorAppealsQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), AppealStatusSchema.optional()),
  page: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100_000)).default(1),
  pageSize: formNumber(
    z.number({ error: 'ValidationError' }).int().min(1).max(OPERATOR_PAGE_SIZE_MAX),
  ).default(OPERATOR_PAGE_SIZE_DEFAULT),
});
export type OperatorAppealsQuery = z.input<typeof OperatorAppealsQuerySchema>;
export const OperatorAppealsAnswerSchema = okEnvelope({
  /** All appeals matching the status, not just this page. */
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(OperatorAppealSchema),
});
export type OperatorAppealsAnswer = z.infer<typeof OperatorAppealsAnswerSchema>;

/** The path parameter of the calls on one appeal: /api/operator/appeals/:idAppeal... */
export const OperatorAppealParamsSchema = z.object({ idAppeal: AppealIdSchema });

/** GET /api/operator/appeals/:idAppeal: the appeal and all its messages, oldest first. */
export const OperatorAppealAnswerSchema = okEnvelope({
  appeal: OperatorAppealSchema,
  messages: z.array(AppealMessageSchema),
});
export type OperatorAppealAnswer = z.infer<typeof OperatorAppealAnswerSchema>;

/**
 * POST /api/operator/appeals/:idAppeal/messages: message. The driver gets it in the chat and an
 * e-mail notice. Replying to a registered appeal moves it to in_progress; to a completed one is
 * refused (MessageToCompletedAppeal, 409) until the status is changed back.
 */
export const OperatorReplyRequestSchema = z.object({ message: FeedbackMessageSchema });
export type OperatorReplyRequest = z.input<typeof OperatorReplyRequestSchema>;
export const OperatorReplyAnswerSchema = okEnvelope({
  item: AppealMessageSchema,
  appeal: OperatorAppealSchema,
});
export type OperatorReplyAnswer = z.infer<typeof OperatorReplyAnswerSchema>;

/** POST /api/operator/appeals/:idAppeal/status: status (any of the four, back and forth). */
export const OperatorStatusRequestSchema = z.object({ status: AppealStatusSchema });
export type OperatorStatusRequest = z.input<typeof OperatorStatusRequestSchema>;
export const OperatorStatusAnswerSchema = okEnvelope({ appeal: OperatorAppealSchema });
export type OperatorStatusAnswer = z.infer<typeof OperatorStatusAnswerSchema>;

/**
 * POST /api/operator/fines/import: format ('json' | 'csv') and the file's text, the fines
 * importer's own source schema. All or nothing: accepted, the answer is ok with the report; a
 * file with bad rows answers FineImportInvalid (400) with the same report beside the envelope.
 */
export const OperatorFinesImportRequestSchema = FineImportSourceSchema;
export type OperatorFinesImportRequest = z.input<typeof OperatorFinesImportRequestSchema>;
export const OperatorFinesImportAnswerSchema = okEnvelope({ report: FineImportReportSchema });
export type OperatorFinesImportAnswer = z.infer<typeof OperatorFinesImportAnswerSchema>;
/** report is there with FineImportInvalid; other refusals (InvalidFormat, RequiredField) have none. */
export const OperatorFinesImportRefusalSchema = ErrorEnvelopeSchema.extend({
  report: FineImportReportSchema.optional(),
});
export type OperatorFinesImportRefusal = z.infer<typeof OperatorFinesImportRefusalSchema>;
