import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
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
});
export type OperatorCompany = z.infer<typeof OperatorCompanySchema>;

export const OperatorCompanyAnswerSchema = okEnvelope({ result: OperatorCompanySchema });
export const OperatorCompaniesAnswerSchema = okEnvelope({ result: z.array(OperatorCompanySchema) });
