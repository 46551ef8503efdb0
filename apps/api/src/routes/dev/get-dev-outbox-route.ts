import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { devOutboxEnabled } from '../../services/delivery/dev-outbox-enabled.ts';
import { listDevOutboxMessages, type DevOutboxMessage } from '../../services/delivery/dev-outbox-messages.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function item(row: DevOutboxMessage): string {
  const head = [row.createdAt.toISOString().replace('T', ' ').slice(0, 19), row.channel, row.recipient]
    .map(escapeHtml)
    .join(' · ');
  return [
    '<li>',
    `<p class="head">${head}</p>`,
    row.subject ? `<p class="subject">${escapeHtml(row.subject)}</p>` : '',
    `<pre>${escapeHtml(row.body)}</pre>`,
    '</li>',
  ].join('');
}

/**
 * GET /api/dev/outbox: what the dev outbox "sent" in this city, newest first, codes readable,
 * so a developer without a mail server can finish a registration. Registered only where the dev
 * outbox is enabled (never in production unless DEV_OUTBOX=true); elsewhere the path is NotFound.
 * Not part of the API contract, so it stays out of the OpenAPI document.
 */
export function getDevOutboxRoute(env: Pick<Env, 'NODE_ENV' | 'DEV_OUTBOX'>): FastifyPluginAsyncZod {
  return async (app) => {
    if (!devOutboxEnabled(env)) return;
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: z.object({ to: z.string().trim().min(1).max(254).optional() }),
        },
      },
      async (request, reply) => {
        const rows = await listDevOutboxMessages(request.city, request.query.to);
        const city = request.city.config.nameForShow[request.lang];
        const html = [
          '<!doctype html><html><head><meta charset="utf-8">',
          `<title>Dev outbox · ${escapeHtml(city)}</title>`,
          '<style>body{font-family:sans-serif;margin:24px}li{margin:0 0 16px;list-style:none}',
          '.head{color:#666;margin:0}.subject{font-weight:bold;margin:4px 0}',
          'pre{white-space:pre-wrap;background:#f4f4f4;padding:8px;margin:4px 0}</style></head><body>',
          `<h1>Dev outbox · ${escapeHtml(city)}</h1>`,
          '<p>Messages the server would have sent by e-mail, SMS or call (newest first, last 7 days).</p>',
          rows.length === 0 ? '<p id="empty">Nothing yet.</p>' : `<ol>${rows.map(item).join('')}</ol>`,
          '</body></html>',
        ].join('\n');
        return reply
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  };
}
