import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';

/**
 * The feedback form's field rules (document 2 §5 "Feedback form", §9), written once for the API
 * and the web form. Messages are error names (packages/domain/src/errors), so the API answers
 * them as the envelope's errorName and the web shows ERROR_MESSAGES[name] under the field:
 * RequiredField "Это поле обязательно к заполнению", FeedbackEmailInvalid "Email должен быть
 * валидным", FeedbackPhoneInvalid "Телефон должен быть валидным".
 */

/** The longest appeal or chat message we keep, after trimming. */
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_EMAIL_MAX = 254;

/**
 * The seeds' phone pattern: a leading 7, 8 or +7, one optional separator, then 9 or 10 digits.
 * The cabinet's display mask (+7 (999) 999 - 99 - 99) is accepted too: with its brackets,
 * spaces and dashes taken out it is the same number.
 */
export const FEEDBACK_PHONE_PATTERN = /^(\+7|7|8)[\s-]?\d{9,10}$/;
const MASKED_PHONE = /^(\+7|7|8)\d{10}$/;

export function isFeedbackPhone(raw: string): boolean {
  const value = raw.trim();
  return FEEDBACK_PHONE_PATTERN.test(value) || MASKED_PHONE.test(value.replace(/[\s()-]/g, ''));
}

/** Digits only, a leading 8 read as 7 when the number has 11 digits (as the cabinet stores phones). */
export function feedbackPhoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Required and valid; kept lower-case. */
export const FeedbackEmailSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(FEEDBACK_EMAIL_MAX, 'FeedbackEmailInvalid')
  .regex(EMAIL_PATTERN, 'FeedbackEmailInvalid')
  .transform((v) => v.toLowerCase());

/**
 * The seeds give the phone a pattern but do not call it required (the e-mail is the contact
 * that must be there): empty or absent is '' (no phone), anything else must match; kept as digits.
 */
export const FeedbackPhoneSchema = z
  .string({ error: 'FeedbackPhoneInvalid' })
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isFeedbackPhone(v), 'FeedbackPhoneInvalid')
  .transform((v) => (v === '' ? '' : feedbackPhoneDigits(v)));

/** Trimmed, required, at most FEEDBACK_MESSAGE_MAX characters. */
export const FeedbackMessageSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(FEEDBACK_MESSAGE_MAX, 'FeedbackMessageTooLong');

/** A topic code from the city's settings (`topics`); optional, '' is none. */
export const FeedbackTopicSchema = z
  .string({ error: 'AppealTopicUnknown' })
  .trim()
  .max(64, 'AppealTopicUnknown')
  .optional()
  .transform((v) => v ?? '');

/** An appeal's id as the calls carry it: a positive integer, in a query string or a JSON body. */
export const AppealIdSchema = formNumber(
  z
    .number({ error: 'AppealNotFound' })
    .int('AppealNotFound')
    .positive('AppealNotFound')
    .max(2_147_483_647, 'AppealNotFound'),
);
