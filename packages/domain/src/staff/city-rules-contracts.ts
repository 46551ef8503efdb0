import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { PAYMENT_SUBJECTS, TAX_SYSTEMS, VAT_CODES } from '../payments/fiscal-codes.ts';

/**
 * The city's rules for its staff's work (issue 21), kept as the site_settings document
 * 'city_rules' and edited by an administrator at /api/operator/settings/rules.
 */
export const CityRulesSchema = z.object({
  /**
   * A balance correction of more than this many kopecks (either sign) waits for a second staff
   * member's approval before money moves; 0 makes every correction wait.
   */
  correctionApprovalKopecks: z
    .number({ error: 'ValidationError' })
    .int('ValidationError')
    .min(0, 'ValidationError')
    .max(100_000_000, 'ValidationError'),
  /**
   * Minutes after a stay ends during which the enforcement check still answers "allowed"
   * (parkkihubi's grace period).
   */
  enforcementGraceMinutes: z
    .number({ error: 'ValidationError' })
    .int('ValidationError')
    .min(0, 'ValidationError')
    .max(240, 'ValidationError'),
  /** 54-FZ (issue 22): the VAT rate of the city's receipt lines; parking run by a municipality is often without VAT. */
  receiptVatCode: z.enum(VAT_CODES, { error: 'ValidationError' }),
  /** The lines' payment subject (признак предмета расчёта): parking is a service. */
  receiptPaymentSubject: z.enum(PAYMENT_SUBJECTS, { error: 'ValidationError' }),
  /** The operator's taxation system; null: the one registered with its cash register. */
  receiptTaxSystem: z.enum(TAX_SYSTEMS, { error: 'ValidationError' }).nullable(),
});
export type CityRules = z.infer<typeof CityRulesSchema>;

/** 1,000 roubles; 15 minutes, as parkkihubi. */
export const DEFAULT_CITY_RULES: CityRules = {
  correctionApprovalKopecks: 100_000,
  enforcementGraceMinutes: 15,
  receiptVatCode: 'none',
  receiptPaymentSubject: 'service',
  receiptTaxSystem: null,
};

/** PUT /api/operator/settings/rules: the keys given replace the stored ones. */
export const CityRulesEditSchema = CityRulesSchema.partial().strict();
export type CityRulesEdit = z.input<typeof CityRulesEditSchema>;

export const CityRulesAnswerSchema = okEnvelope({ document: CityRulesSchema });
export type CityRulesAnswer = z.infer<typeof CityRulesAnswerSchema>;

/**
 * The console's form of the rules: the limit typed in roubles (a comma or a point before at most
 * two kopeck digits), the grace in minutes; its output is the rules the route takes, checked by
 * the route's own field rules.
 */
export const CityRulesFormSchema = z
  .object({
    correctionApprovalRoubles: z
      .string({ error: 'RequiredField' })
      .trim()
      .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'ValidationError')
      .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))
      .pipe(CityRulesSchema.shape.correctionApprovalKopecks),
    enforcementGraceMinutes: formNumber(CityRulesSchema.shape.enforcementGraceMinutes),
    receiptVatCode: CityRulesSchema.shape.receiptVatCode,
    receiptPaymentSubject: CityRulesSchema.shape.receiptPaymentSubject,
    receiptTaxSystem: CityRulesSchema.shape.receiptTaxSystem,
  })
  .transform(({ correctionApprovalRoubles, ...rest }): CityRules => ({
    ...rest,
    correctionApprovalKopecks: correctionApprovalRoubles,
  }));
export type CityRulesForm = z.input<typeof CityRulesFormSchema>;
