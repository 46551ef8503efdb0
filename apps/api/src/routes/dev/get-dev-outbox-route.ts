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
    row.html ? `<p><a href="?view=html&amp;id=${row.id}">HTML part</a></p>` : '',
    '</li>',
  ].join('');
}

/**
 * An e-mail's own HTML as a mail client would show it. The HTML is ours, but it carries what
 * drivers typed (names, appeal excerpts), so the page runs sandboxed: no scripts, no requests.
 */
const SANDBOX = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * GET /api/dev/outbox: what the dev outbox "sent" in this city, newest first, codes readable,
 * so a developer without a mail server can finish a registration. Registered only where the dev
 * outbox is enabled (never in production unless DEV_OUTBOX=true); elsewhere the path is NotFound.
 * Not part of the API contract, so it stays out of the OpenAPI document.
 * `?view=html` shows the HTML part of the newest e-mail (or of `id`), `?view=json` the rows
 * with their HTML, for tests and tools.
 */
export function getDevOutboxRoute(env: Pick<Env, 'NODE_ENV' | 'DEV_OUTBOX'>): FastifyPluginAsyncZod {
  return async (app) => {
    if (!devOutboxEnabled(env)) return;
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: z.object({
            to: z.string().trim().min(1).max(254).optional(),
            view: z.enum(['list', 'html', 'json']).default('list'),
            id: z.coerce.number().int().positive().optional(),
          }),
        },
      },
      async (request, reply) => {
        const rows = await listDevOutboxMessages(request.city, request.query.to);
        const { view, id } = request.query;
        if (view === 'json') return reply.header('Cache-Control', 'no-store').send({ messages: rows });
        if (view === 'html') {
          const mail = rows.find((row) => row.html && (id === undefined || row.id === id));
          return reply
            .code(mail ? 200 : 404)
            .header('Cache-Control', 'no-store')
            .header('X-Robots-Tag', 'noindex')
            .header('Content-Security-Policy', SANDBOX)
            .type('text/html; charset=utf-8')
            .send(mail?.html ?? '<!doctype html><p id="empty">No e-mail with an HTML part.</p>');
        }
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
