import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  AppealIdSchema,
  FeedbackEmailSchema,
  FeedbackMessageSchema,
  FeedbackPhoneSchema,
  FeedbackTopicSchema,
} from './feedback-rules.ts';

/**
 * The driver's feedback calls (document 2 §2 /profile/feedback, §3 "Feedback appeal", §4, §7
 * "Feedback (authorization header)"). Instants are ISO 8601 UTC; the web shows them in the
 * city's time zone. A message's `out` is 1 for the driver's own, 0 for the operator's.
 */

export const APPEAL_STATUSES = ['registered', 'in_progress', 'needs_clarification', 'completed'] as const;
export const AppealStatusSchema = z.enum(APPEAL_STATUSES, { error: 'ValidationError' });
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** Document 2 §4: registered, in progress, needs clarification green; completed grey. */
export const APPEAL_STATUS_COLOURS: Record<AppealStatus, 'green' | 'grey'> = {
  registered: 'green',
  in_progress: 'green',
  needs_clarification: 'green',
  completed: 'grey',
};
/** A completed appeal takes no more messages from the driver (MessageToCompletedAppeal, 409). */
export const APPEAL_OPEN_STATUSES: readonly AppealStatus[] = [
  'registered',
  'in_progress',
  'needs_clarification',
];

export const MESSAGE_AUTHORS = ['driver', 'operator'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** One chat message. */
export const AppealMessageSchema = z.object({
  id: z.number().int(),
  idAppeal: z.number().int(),
  /** ISO 8601 UTC. */
  date: z.string(),
  text: z.string(),
  /** 1: the driver's own message; 0: the operator's. */
  out: z.union([z.literal(0), z.literal(1)]),
  author: z.enum(MESSAGE_AUTHORS),
});
export type AppealMessage = z.infer<typeof AppealMessageSchema>;

/** The appeal itself as the driver's list carries it. */
export const AppealSchema = z.object({
  id: z.number().int(),
  /** The topic's label in the request's language; '' without a topic (or one since removed: its code). */
  subject: z.string(),
  /** The topic code from the settings' topics; '' for none. */
  idSubject: z.string(),
  status: AppealStatusSchema,
  /** Digits, '' when none was given. */
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appeal = z.infer<typeof AppealSchema>;

/** POST /api/appealProcessing/appealRegistration/v1: idSubject (optional), message, phone, email. */
export const AppealRegistrationRequestSchema = z.object({
  idSubject: FeedbackTopicSchema,
  message: FeedbackMessageSchema,
  phone: FeedbackPhoneSchema,
  email: FeedbackEmailSchema,
});
export type AppealRegistrationRequest = z.input<typeof AppealRegistrationRequestSchema>;
export const AppealRegistrationAnswerSchema = okEnvelope({
  /** "Обращение зарегистрировано" in the request's language; the web hides it after 8 s. */
  userMessage: z.string(),
  idAppeal: z.number().int(),
});
export type AppealRegistrationAnswer = z.infer<typeof AppealRegistrationAnswerSchema>;
/** The web hides the success message after this long (document 2 §9). */
export const FEEDBACK_SUCCESS_HIDE_MS = 8000;

/** GET /api/appealProcessing/getAppeals/v1: the driver's own appeals, newest activity first. */
export const AppealListItemSchema = z.object({
  appeal: AppealSchema,
  lastMessage: AppealMessageSchema.nullable(),
  status: AppealStatusSchema,
  /** The operator's messages since the driver last opened this chat (getMessages reads them). */
  unread: z.number().int(),
});
export type AppealListItem = z.infer<typeof AppealListItemSchema>;
export const GetAppealsAnswerSchema = okEnvelope({
  count: z.number().int(),
  items: z.array(AppealListItemSchema),
});
export type GetAppealsAnswer = z.infer<typeof GetAppealsAnswerSchema>;

/** GET /api/appealProcessing/getMessages/v1?idAppeal=: the appeal's messages, oldest first. */
export const GetMessagesRequestSchema = z.object({ idAppeal: AppealIdSchema });
export const GetMessagesAnswerSchema = okEnvelope({
  count: z.number().int(),
  items: z.array(AppealMessageSchema),
});
export type GetMessagesAnswer = z.infer<typeof GetMessagesAnswerSchema>;

/** POST /api/appealProcessing/messageRegistration/v1: message, idAppeal. */
export const MessageRegistrationRequestSchema = z.object({
  message: FeedbackMessageSchema,
  idAppeal: AppealIdSchema,
});
export type MessageRegistrationRequest = z.input<typeof MessageRegistrationRequestSchema>;
export const MessageRegistrationAnswerSchema = okEnvelope({
  userMessage: z.string(),
  /** The stored message, so the chat can replace its optimistic copy. */
  item: AppealMessageSchema,
});
export type MessageRegistrationAnswer = z.infer<typeof MessageRegistrationAnswerSchema>;
