import type { FastifyPluginAsync } from 'fastify';
import type { CityDirectory } from '../../config/city-directory.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CardPayments } from '../../plugins/card-payments.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

/**
 * /sandbox-pay/* (not city-scoped: a bank is outside the cities): the sandbox bank's pages while
 * it runs, NotFound while it does not.
 */
export function sandboxPayRoutes(registry: CityDirectory, cardPayments: CardPayments): FastifyPluginAsync {
  return async (app) => {
    const { runtime, sandboxSender } = cardPayments;
    if (runtime.sandbox && sandboxSender) {
      await app.register(sandboxRoutes, { bank: runtime.sandbox, sender: sandboxSender, registry, runtime });
      return;
    }
    // the bank's old links answer NotFound, not the web app's page a GET would otherwise get
    app.all('/sandbox-pay/*', { schema: { hide: true } }, async () => {
      throw new AppError('NotFound', 404);
    });
  };
}
