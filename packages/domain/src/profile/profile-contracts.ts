import { z } from 'zod';
import {
  CodeSchema,
  EmailSchema,
  FormBoolean,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
} from '../accounts/account-rules.ts';

/**
 * Requests of the profile and account calls (document 2 §7), also the profile modal's forms.
 * Messages follow account-rules (validation namespace keys) for the fields shared with
 * registration.
 */

/**
 * PUT /api/profile/change-profile: only the fields sent change (the web sends only the changed
 * ones). First and last name may not be emptied; the middle name may. email may be sent only
 * unchanged: a new address goes through send-email-code (edit) and confirm-email.
 */
export const ChangeProfileRequestSchema = z
  .object({
    firstname: NameSchema.optional(),
    lastname: NameSchema.optional(),
    middlename: z
      .string()
      .trim()
      .max(60, 'nameLength')
      .regex(/^([\p{L}][\p{L}\s'.-]*)?$/u, 'name')
      .optional(),
    email: EmailSchema.optional(),
    /**
     * The zone number the driver parks in most (document 1 §4: with one set, login opens
     * /profile/parking with it chosen); empty clears it.
     */
    defaultZone: z.string().trim().max(40, 'invalid').optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'required', path: ['firstname'] });
export type ChangeProfileRequest = z.output<typeof ChangeProfileRequestSchema>;

/**
 * PUT /api/profile/change-password: currentpass is required when the account has a password
 * (an account made by external ID, or after a one-time call password, has none).
 */
export const ChangePasswordRequestSchema = z.object({
  pass: PasswordSchema,
  currentpass: z.string().max(200, 'passwordLength').optional(),
});
export type ChangePasswordRequest = z.output<typeof ChangePasswordRequestSchema>;

/** The modal's password step: old, new and repeat. */
export const ChangePasswordFormSchema = z
  .object({
    currentpass: z.string().min(1, 'required'),
    pass: PasswordSchema,
    passRepeat: z.string().min(1, 'required'),
  })
  .refine((f) => f.pass === f.passRepeat, { message: 'passwordRepeat', path: ['passRepeat'] });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

/** DELETE delete-phone, PUT set-main-phone: one of the driver's phones (digits). */
export const PhoneRequestSchema = z.object({ phone: PhoneSchema });

/**
 * POST /api/profile/change-phone: the number oldphone (default: the main phone) is replaced by
 * phone, which the code (send-sms-code with edit=true to phone) proves; the main flag stays.
 */
export const ChangePhoneRequestSchema = z.object({
  phone: PhoneSchema,
  code: CodeSchema,
  oldphone: PhoneSchema.optional(),
});
export type ChangePhoneRequest = z.output<typeof ChangePhoneRequestSchema>;

/** Account settings (document 2 §3); the report by e-mail is the one the cabinet edits. */
export const ACCOUNT_SETTING_NAMES = [
  'reportHistoryOperation',
  'pushOff',
  'checkParkingSessionBefore',
  'checkParkingSession',
] as const;
export type AccountSettingName = (typeof ACCOUNT_SETTING_NAMES)[number];
export type AccountSettings = Record<AccountSettingName, boolean>;
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  reportHistoryOperation: false,
  pushOff: false,
  checkParkingSessionBefore: false,
  checkParkingSession: false,
};

/** PUT /api/profile/change-settings-v1: one setting by name, a boolean value. */
export const ChangeSettingRequestSchema = z.object({
  name: z.enum(ACCOUNT_SETTING_NAMES, { error: 'InvalidFormat' }),
  value: FormBoolean,
});
export type ChangeSettingRequest = z.output<typeof ChangeSettingRequestSchema>;
