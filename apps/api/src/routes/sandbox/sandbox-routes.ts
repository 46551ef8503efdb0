import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { CityDirectory } from '../../config/city-directory.ts';
import type { SandboxBank } from '../../integrations/payments/sandbox/sandbox-bank.ts';
import type { SandboxWebhookSender } from '../../integrations/payments/sandbox/sandbox-webhook-sender.ts';
import type { CardPaymentRuntime } from '../../services/card-payments/card-payment-runtime.ts';
import { cityPageUrl, isLocalPath } from '../../services/card-payments/card-payment-service.ts';
import { renderNotFoundPage, renderPayPage, SANDBOX_STYLE_HASH } from './sandbox-pay-page.ts';

export interface SandboxRoutesOptions {
  bank: SandboxBank;
  sender: SandboxWebhookSender;
  registry: CityDirectory;
  runtime: CardPaymentRuntime;
}

const Params = z.object({
  city: z.string().regex(/^[a-z0-9-]{1,40}$/),
  id: z.string().regex(/^sbx_[A-Za-z0-9_-]{16,64}$/),
});
const DecisionBody = z.object({
  decision: z.enum(['approve', 'decline', 'abandon']),
  silent: z.literal('1').optional(),
  returnPath: z.string().optional(),
});

/** A path of the shop's own site (never another origin): the only return override allowed. */
const localPath = (value: unknown) => (isLocalPath(value) ? value : undefined);

/** UTC YYYYMMDDhhmmss, the card widget's paymentDate format (document 1 §3). */
export function widgetDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * The sandbox bank's pages at /sandbox-pay/<city>/<payment>: GET shows the pay page, POST
 * takes a button press and sends the browser back to the shop (303). The page has its own CSP:
 * nothing but its hashed style and form posts to this site and to the shop.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, options) => {
  const { bank, sender, registry, runtime } = options;
  const shopOrigin = new URL(runtime.publicUrl).origin;
  const csp = [
    "default-src 'none'",
    `style-src ${SANDBOX_STYLE_HASH}`,
    `form-action 'self' ${shopOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  const html = (reply: FastifyReply, code: number, body: string) =>
    reply
      .code(code)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  async function find(params: unknown): Promise<{ city: CityContext; id: string } | null> {
    const parsed = Params.safeParse(params);
    if (!parsed.success) return null;
    const pending = registry.get(parsed.data.city);
    if (!pending) return null;
    return { city: await pending, id: parsed.data.id };
  }

  app.get('/sandbox-pay/:city/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await find(request.params);
    const row = found ? await bank.payment(found.city, found.id) : null;
    if (!found || !row) return html(reply, 404, renderNotFoundPage());
    const state = row.status === 'pending' ? (row.expired ? 'expired' : null) : row.status;
    return html(
      reply,
      200,
      renderPayPage({
        actionPath: `/sandbox-pay/${found.city.config.city}/${row.id}`,
        // e.g. the /payment widget page asks to come back to itself: ?return=/payment?invoiceId=...
        returnPath: localPath((request.query as Record<string, unknown>).return),
        amountKopecks: row.amountKopecks,
        description: row.description,
        providerPaymentId: row.id,
        state,
      }),
    );
  });

  app.post('/sandbox-pay/:city/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await find(request.params);
    const row = found ? await bank.payment(found.city, found.id) : null;
    if (!found || !row) return html(reply, 404, renderNotFoundPage());
    const body = DecisionBody.safeParse(request.body);
    if (!body.success) return reply.redirect(`/sandbox-pay/${found.city.config.city}/${row.id}`, 303);
    const { decision } = body.data;
    const notify = body.data.silent === undefined;
    const decided = await bank.decide(found.city, row.id, decision, notify);
    if (decided && notify) sender.notifyNow(found.city, row.id);
    if (!decided && decision !== 'abandon') {
      // already decided or expired: show the page with its state instead of a second decision
      return reply.redirect(`/sandbox-pay/${found.city.config.city}/${row.id}`, 303);
    }
    const status = decision === 'approve' ? 'succeeded' : decision === 'decline' ? 'failed' : 'abandoned';
    const override = localPath(body.data.returnPath);
    const back = new URL(override ? cityPageUrl(runtime, found.city.config.city, override) : row.returnUrl);
    back.searchParams.set('payment', row.merchantPaymentId);
    back.searchParams.set('status', status);
    // the web keeps its city in storage, not in the path: say which city this was
    back.searchParams.set('city', found.city.config.city);
    // what the /payment card widget page reports through payment-from-portal (never trusted)
    back.searchParams.set('source', bank.name);
    back.searchParams.set('order', row.merchantPaymentId);
    back.searchParams.set('billnumber', row.id);
    back.searchParams.set('amount', String(row.amountKopecks));
    back.searchParams.set('paymentDate', widgetDate(new Date()));
    return reply.redirect(back.toString(), 303);
  });
};
