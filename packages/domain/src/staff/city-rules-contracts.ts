import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';

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
});
export type CityRules = z.infer<typeof CityRulesSchema>;

/** 1,000 roubles; 15 minutes, as parkkihubi. */
export const DEFAULT_CITY_RULES: CityRules = {
  correctionApprovalKopecks: 100_000,
  enforcementGraceMinutes: 15,
};

/** PUT /api/operator/settings/rules: the keys given replace the stored ones. */
export const CityRulesEditSchema = CityRulesSchema.partial().strict();
export type CityRulesEdit = z.input<typeof CityRulesEditSchema>;

export const CityRulesAnswerSchema = okEnvelope({ document: CityRulesSchema });
export type CityRulesAnswer = z.infer<typeof CityRulesAnswerSchema>;
