import { z } from 'zod';

export const PaymentMethodSchema = z.object({
  methodName: z.string(),
  methodNameForShow: z.string(),
  methodDescription: z.string(),
  isPhoneRequired: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const EmailEditingSchema = z.enum(['edit', 'readonly', 'hidden']);
export type EmailEditing = z.infer<typeof EmailEditingSchema>;

/**
 * Settings flags (document 1, section 3) plus the deployment switches of section 1 that the
 * settings call is the natural carrier for (easy auth/registration/restore, feedback, external ID).
 */
export const SettingsFlagsSchema = z.object({
  intervals: z.object({ min: z.number().int(), max: z.number().int(), step: z.number().int() }),
  useTsCategory: z.boolean(),
  useFlatParking: z.boolean(),
  usePostPayment: z.boolean(),
  usePostPaymentYesterday: z.boolean(),
  useSessionWithoutRegister: z.boolean(),
  paymentByParkingId: z.boolean(),
  paymentsMethods: z.array(PaymentMethodSchema),
  dontUseBalance: z.boolean(),
  topics: z.array(z.object({ label: z.string(), code: z.string() })),
  useBonus: z.boolean(),
  viewPenalty: z.boolean(),
  useReceipts: z.boolean(),
  useSubscriptionConstructor: z.boolean(),
  personalDataPage: z.object({ path: z.string(), title: z.string() }).nullable(),
  reportHistoryOperation: z.boolean(),
  useEasyAuth: z.boolean(),
  useEasyRegistration: z.boolean(),
  useEasyRestore: z.boolean(),
  useFeedback: z.boolean(),
  /** Document 2 §2: the cabinet's Add phone (an extra phone); off hides it and the server refuses the add. */
  allowAddPhone: z.boolean(),
  /**
   * Document 2 §2, e-mail editing: 'edit' lets the driver change it, 'readonly' shows the change
   * disabled, 'hidden' leaves it out; either way but 'edit' the server refuses the change.
   */
  emailEditing: EmailEditingSchema,
  /** External identity provider (OAuth 2.0 implicit flow); null when not configured. */
  externalAuth: z.object({ clientId: z.string(), authorizeUrl: z.string() }).nullable(),
});
export type SettingsFlags = z.infer<typeof SettingsFlagsSchema>;

/** Duration defaults (document 1, section 9): minutes. */
export const DEFAULT_INTERVALS = { min: 15, max: 1440, step: 15 } as const;
