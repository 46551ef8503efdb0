import { z } from 'zod';
import {
  CodeSchema,
  EmailSchema,
  FormBoolean,
  NameSchema,
  OptionalNameSchema,
  PasswordSchema,
  PhoneSchema,
  SaltSchema,
} from './account-rules.ts';

/** POST /api/registration/register (step 1). Phone as digits. Answers emailSalt. */
export const RegisterRequestSchema = z.object({
  firstname: NameSchema,
  lastname: NameSchema,
  middlename: OptionalNameSchema,
  pass: PasswordSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The web form of step 1: the request plus the repeat and the personal-data agreement. */
export const RegistrationFormSchema = RegisterRequestSchema.extend({
  passRepeat: z.string().min(1, 'required'),
  agreement: z.literal(true, { error: 'agreement' }),
}).refine((f) => f.pass === f.passRepeat, { message: 'passwordRepeat', path: ['passRepeat'] });
export type RegistrationForm = z.input<typeof RegistrationFormSchema>;

export const CheckEmailRequestSchema = z.object({ email: EmailSchema });
export const CheckPhoneRequestSchema = z.object({ phone: PhoneSchema });

/** Either a registration/restore salt or (when editing the profile) the account token. */
const SaltOrToken = { salt: SaltSchema.optional(), token: z.string().max(512).optional() };

export const SendEmailCodeRequestSchema = z.object({
  email: EmailSchema,
  edit: FormBoolean.optional().default(false),
  ...SaltOrToken,
});
export const SendSmsCodeRequestSchema = z.object({
  phone: PhoneSchema,
  edit: FormBoolean.optional().default(false),
  /** true: resend of a code already sent (counts against the resend cooldown). */
  isReply: FormBoolean.optional().default(false),
  ...SaltOrToken,
});
export const ConfirmCodeRequestSchema = z.object({ code: CodeSchema, ...SaltOrToken });

export const CONFIRMATION_TYPES = ['SMS', 'Call'] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/**
 * The captcha answer every login (driver, company, operator) takes once its refusal asked for
 * one: the code from the picture and the captchaId of that challenge.
 */
export const LoginCaptchaFields = {
  captcha: z.string().trim().max(12).optional(),
  /** The captchaId of the challenge answered; without it, the newest one shown to this client. */
  captchaId: z.string().max(64).optional(),
};

/** POST /api/auth/login. `login` is an e-mail, or a phone in easy-auth mode. */
export const LoginRequestSchema = z.object({
  login: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'emailPhone'),
  password: z.string({ error: 'required' }).trim().max(100, 'passwordLength'),
  ...LoginCaptchaFields,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /api/auth/check-captcha: a right answer leaves the challenge for the login that follows. */
export const CheckCaptchaRequestSchema = z.object({
  captcha: z.string({ error: 'required' }).trim().min(1, 'required').max(12),
  captchaId: z.string().max(64).optional(),
});

export const ExternalLoginRequestSchema = z.object({ accessToken: z.string().min(8).max(2048) });

/** Restore step 1: an e-mail or a phone; `mode` picks the variant that sends a new password. */
export const RestoreSendRequestSchema = z
  .object({
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    /** code: a code to set a new password (default); password: a new password by e-mail or call. */
    mode: z.enum(['code', 'password']).optional().default('code'),
    /** For phones: SMS (default) or a call whose last 4 digits are the code or password. */
    channel: z.enum(['SMS', 'Call']).optional().default('SMS'),
  })
  .refine((r) => Boolean(r.email) !== Boolean(r.phone), { message: 'emailOrPhone', path: ['email'] });
export const RestoreCheckRequestSchema = z.object({ salt: SaltSchema, code: CodeSchema });
export const RestoreChangeRequestSchema = z.object({
  salt: SaltSchema,
  code: CodeSchema,
  pass: PasswordSchema,
});

/** The web form of the last restore step. */
export const RestorePasswordFormSchema = z
  .object({ pass: PasswordSchema, passRepeat: z.string().min(1, 'required') })
  .refine((f) => f.pass === f.passRepeat, { message: 'passwordRepeat', path: ['passRepeat'] });
