import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { StaffSearchField } from '../staff/staff-contracts.ts';
import { ContractNumberSchema, InnSchema } from './company-contracts.ts';

/**
 * The operator's company calls (issue 8): a company exists once the operator has made it (a
 * contract was signed); it logs in with its inn, contract number and the password set here.
 */

/** Company passwords: as long as an operator's (the company's money is behind them). */
export const COMPANY_PASSWORD_MIN = 10;
export const COMPANY_PASSWORD_MAX = 200;

const PasswordSchema = z
  .string({ error: 'RequiredField' })
  .min(1, 'RequiredField')
  .min(COMPANY_PASSWORD_MIN, 'InvalidFormat')
  .max(COMPANY_PASSWORD_MAX, 'InvalidFormat');

/** POST /api/operator/companies. */
export const NewCompanyRequestSchema = z.object({
  name: z.string({ error: 'RequiredField' }).trim().min(1, 'RequiredField').max(200, 'InvalidFormat'),
  inn: InnSchema,
  contractNumber: ContractNumberSchema,
  email: z
    .string({ error: 'RequiredField' })
    .trim()
    .toLowerCase()
    .min(1, 'RequiredField')
    .max(254, 'EmailTooLong')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'InvalidFormat'),
  password: PasswordSchema,
});
export type NewCompanyRequest = z.output<typeof NewCompanyRequestSchema>;

/** PUT /api/operator/companies/password: a new password; the company's tokens are revoked. */
export const CompanyPasswordRequestSchema = z.object({
  id: formNumber(
    z
      .number({ error: 'RequiredField' })
      .int('InvalidFormat')
      .min(1, 'InvalidFormat')
      .max(2_147_483_647, 'InvalidFormat'),
  ),
  password: PasswordSchema,
});
export type CompanyPasswordRequest = z.input<typeof CompanyPasswordRequestSchema>;

/** The console's reset form: the password only (the company is the row it was opened from). */
export const CompanyPasswordFormSchema = CompanyPasswordRequestSchema.pick({ password: true });

/** /api/operator/companies/:id and its disable and enable calls. */
export const CompanyIdParamsSchema = z.object({
  id: formNumber(
    z
      .number({ error: 'CompanyNotFound' })
      .int('CompanyNotFound')
      .min(1, 'CompanyNotFound')
      .max(2_147_483_647),
  ),
});

/**
 * GET /api/operator/companies?q=&page=&pageSize=: q matches the name, inn, contract number or
 * e-mail. Without page the answer is every company (the calls made before the console paged it).
 */
export const OperatorCompanyListQuerySchema = z.object({
  q: StaffSearchField,
  page: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100_000)).optional(),
  pageSize: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100)).default(20),
});
export type OperatorCompanyListQuery = z.input<typeof OperatorCompanyListQuerySchema>;

export const OperatorCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  contractNumber: z.string(),
  email: z.string(),
  createdAt: z.string(),
  disabled: z.boolean(),
  /** Whole roubles, cut, as the company sees it; balanceKopecks exact. */
  balance: z.number().int(),
  balanceKopecks: z.number().int(),
  /** The company's drivers, active or not, and its vehicles. */
  driversCount: z.number().int(),
  vehiclesCount: z.number().int(),
});
export type OperatorCompany = z.infer<typeof OperatorCompanySchema>;

export const OperatorCompanyAnswerSchema = okEnvelope({ result: OperatorCompanySchema });
/** result: the page's companies, newest first; count: every company the search finds. */
export const OperatorCompaniesAnswerSchema = okEnvelope({
  result: z.array(OperatorCompanySchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorCompaniesAnswer = z.infer<typeof OperatorCompaniesAnswerSchema>;
