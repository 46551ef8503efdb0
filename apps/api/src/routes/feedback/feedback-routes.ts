import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppealRegistrationAnswerSchema,
  AppealRegistrationRequestSchema,
  GetAppealsAnswerSchema,
  GetMessagesAnswerSchema,
  GetMessagesRequestSchema,
  MessageRegistrationAnswerSchema,
  MessageRegistrationRequestSchema,
} from '@parking/domain/feedback/appeal-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import {
  addDriverMessage,
  listAppeals,
  listMessages,
  registerAppeal,
} from '../../services/feedback/feedback-service.ts';

/**
 * Document 2 §7 "Feedback (authorization header)": a driver's token only (an operator's or a
 * guest's answers TokenNotFound, 401). Another driver's appeal answers AppealNotFound (404).
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['feedback'], security: [{ bearer: [] }] };

  app.post(
    '/api/appealProcessing/appealRegistration/v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'A new appeal: idSubject (optional; a code of the settings topics, else AppealTopicUnknown), ' +
          'message (trimmed, required: RequiredField; at most 2000 characters: FeedbackMessageTooLong), ' +
          'phone (optional; 7, 8 or +7, one separator, 9-10 digits: FeedbackPhoneInvalid "Телефон должен ' +
          'быть валидным"), email (required: RequiredField; FeedbackEmailInvalid "Email должен быть ' +
          'валидным"). Answers userMessage (the web hides it after 8 s) and idAppeal; status registered. ' +
          'FeatureDisabled (403) where useFeedback is off',
        body: AppealRegistrationRequestSchema,
        response: { 200: AppealRegistrationAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await registerAppeal(request.city, driverOf(request).userId, request.body, request.lang)),
    }),
  );

  app.get(
    '/api/appealProcessing/getAppeals/v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "The driver's own appeals, latest activity first: count, items of { appeal: { id, subject " +
          '(topic label), idSubject, status, phone, email, createdAt, updatedAt }, lastMessage: { id, ' +
          'idAppeal, date, text, out (1 the driver, 0 the operator), author } or null, status ' +
          '(registered, in_progress, needs_clarification, completed), unread (operator messages since ' +
          'the driver last opened the chat) }',
        response: { 200: GetAppealsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listAppeals(request.city, driverOf(request).userId, request.lang)),
    }),
  );

  app.get(
    '/api/appealProcessing/getMessages/v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "An appeal's messages, oldest first: count, items { id, idAppeal, date (ISO), text, out, author }. " +
          'Reading them marks the appeal read (its unread in getAppeals is 0). idAppeal of another driver ' +
          'or unknown: AppealNotFound (404)',
        querystring: GetMessagesRequestSchema,
        response: { 200: GetMessagesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listMessages(request.city, driverOf(request).userId, request.query.idAppeal)),
    }),
  );

  app.post(
    '/api/appealProcessing/messageRegistration/v1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'A chat message: message (trimmed, required, at most 2000), idAppeal. Answers userMessage and ' +
          'item (the stored message). A completed appeal: MessageToCompletedAppeal (409); an answer to ' +
          'needs_clarification moves the appeal to in_progress. AppealNotFound (404)',
        body: MessageRegistrationRequestSchema,
        response: { 200: MessageRegistrationAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await addDriverMessage(request.city, driverOf(request).userId, request.body, request.lang)),
    }),
  );
};

export const FEEDBACK_ROUTES: FastifyPluginAsync[] = [feedbackRoutes];
