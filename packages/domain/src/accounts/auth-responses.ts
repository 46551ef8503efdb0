import { z } from 'zod';
import { ErrorEnvelopeSchema, okEnvelope } from '../envelope.ts';
import { CONFIRMATION_TYPES } from './auth-contracts.ts';

/**
 * Answers of the auth, registration, restore and profile calls (api-paths.md, "Auth,
 * registration, password restore"), used by the API routes as response schemas and by the web
 * client to read them.
 */

export const OkAnswerSchema = okEnvelope({});

/** An opaque bearer token: send it back as `Authorization: Bearer <token>`. */
export const TokenSchema = z.string().min(20).max(512);

export const TokenAnswerSchema = okEnvelope({ token: TokenSchema });

export const LoginAnswerSchema = okEnvelope({
  token: TokenSchema,
  /**
   * Logged in with the one-time password of a restore call: the account has no password now,
   * so the web should ask for a new one (profile change-password).
   */
  mustChangePassword: z.boolean().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** A captcha challenge: the image, and its id to send back with the answer. */
export const CaptchaChallengeSchema = z.object({
  /** data:image/svg+xml;base64,... */
  captcha: z.string(),
  captchaId: z.string(),
});
export const CaptchaAnswerSchema = okEnvelope(CaptchaChallengeSchema.shape);

/**
 * A refused login. From the third failure on, the refusal carries the captcha the next attempt
 * must answer (fields captcha and captchaId of LoginRequest).
 */
export const LoginErrorSchema = ErrorEnvelopeSchema.extend(CaptchaChallengeSchema.partial().shape);
export type LoginError = z.infer<typeof LoginErrorSchema>;

export const ExternalLoginAnswerSchema = okEnvelope({ result: z.object({ token: TokenSchema }) });

export const EmailSaltAnswerSchema = okEnvelope({ emailSalt: z.string() });
export const PhoneSaltAnswerSchema = okEnvelope({ phoneSalt: z.string() });

/** confirm-email / confirm-phone: the token when this confirmation finished the registration. */
export const ConfirmAnswerSchema = okEnvelope({ token: TokenSchema.optional() });

export const ConfirmationTypeAnswerSchema = okEnvelope({ result: z.enum(CONFIRMATION_TYPES) });

export const RestoreSendAnswerSchema = okEnvelope({ salt: z.string() });

/** The profile answer (get-profile-v6 and its older versions) is in ../profile/profile-answers.ts. */
