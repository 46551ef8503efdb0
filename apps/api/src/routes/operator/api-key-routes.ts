import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_NAME_MAX,
  API_KEY_NAME_MIN,
  API_KEY_RATE_DEFAULT,
  API_KEY_RATE_MAX,
  ApiKeyAnswerSchema,
  ApiKeyIdParamsSchema,
  ApiKeyListAnswerSchema,
  NewApiKeyAnswerSchema,
  NewApiKeyRequestSchema,
} from '@parking/domain/staff/enforcement-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/enforcement/api-key-service.ts';
import { staffActor } from './staff-actor.ts';

/** API keys of partner systems for the enforcement check (issue 21 item 4); each change audited. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('api_keys') };
  const doc = { tags: ['operator', 'enforcement'], security: [{ bearer: [] }] };
  const fields =
    'id, name, prefix (the first characters of the secret), ratePerMinute, createdAt, createdBy (login), ' +
    'revokedAt, lastUsedAt';

  app.get(
    '/api/operator/api-keys',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Every API key of the city, newest first: items (${fields}); never a secret`,
        response: { 200: ApiKeyListAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, items: await listApiKeys(request.city) }),
  );

  app.post(
    '/api/operator/api-keys',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          `Makes a key for a partner system: name (${API_KEY_NAME_MIN}-${API_KEY_NAME_MAX} characters: ` +
          `ApiKeyNameInvalid), ratePerMinute (checks a minute, 1-${API_KEY_RATE_MAX}, default ` +
          `${API_KEY_RATE_DEFAULT}: ApiKeyRateInvalid). Answers the key and its secret, shown this once ` +
          '(only its SHA-256 is kept); the partner sends it as X-Api-Key. Audited (api_key.create)',
        body: NewApiKeyRequestSchema,
        response: { 200: NewApiKeyAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await createApiKey(request.city, staffActor(request), request.body)),
    }),
  );

  app.post(
    '/api/operator/api-keys/:id/revoke',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Revokes a key: every instance refuses it from its next call (ApiKeyInvalid). ApiKeyNotFound (404), ' +
          'ApiKeyRevoked (409) when it was revoked already. Audited (api_key.revoke)',
        params: ApiKeyIdParamsSchema,
        response: { 200: ApiKeyAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      key: await revokeApiKey(request.city, staffActor(request), request.params.id),
    }),
  );
};
