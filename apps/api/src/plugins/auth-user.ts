import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Makes request.auth exist on every city route (registered first in CITY_ROUTES; fastify-plugin
 * puts the decoration on the city scope instead of this plugin's own). The guards that fill it
 * are in plugins/guards/.
 */
export const authUserPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    // the corporate calls' company (plugins/guards/require-company.ts): decorated here, on
    // the city scope, so every route plugin that guards with requireCompany shares it
    app.decorateRequest('company', null);
  },
  { name: 'auth-user' },
);
