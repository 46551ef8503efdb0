import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentDeletedAnswerSchema,
  ContentIdParamsSchema,
  NewsAdminAnswerSchema,
  NewsAdminListAnswerSchema,
  NewsAdminListQuerySchema,
  NewsEditSchema,
  NoticeAdminAnswerSchema,
  NoticeEditSchema,
  PageAdminAnswerSchema,
  PageAdminListAnswerSchema,
  PageEditSchema,
  SmsCommandAnswerSchema,
  SmsCommandEditSchema,
  SmsCommandListAnswerSchema,
} from '@parking/domain/staff/content-admin-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  addNews,
  changeNews,
  getNewsAdmin,
  listNewsAdmin,
  removeNews,
} from '../../services/content-admin/news-admin-service.ts';
import { getNoticeAdmin, saveNotice } from '../../services/content-admin/notice-admin-service.ts';
import {
  addPage,
  changePage,
  getPageAdmin,
  listPagesAdmin,
  removePage,
} from '../../services/content-admin/page-admin-service.ts';
import {
  addSmsCommand,
  changeSmsCommand,
  listSmsCommandsAdmin,
  removeSmsCommand,
} from '../../services/content-admin/sms-command-admin-service.ts';
import { staffActor } from './staff-actor.ts';

const ok = 'ok' as const;
const NEWS = '/api/operator/content/news';
const PAGES = '/api/operator/content/pages';
const SMS = '/api/operator/content/sms-commands';

/**
 * News, static pages, the pop-up notice and SMS commands in the console (issue 20 item 6): the
 * 'content' area (else Forbidden, 403); each change audited. HTML is sanitized on write.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('content') };
  const doc = { tags: ['operator', 'content'], security: [{ bearer: [] }] };
  const news =
    'titleRu (required), titleEn, previewRu/En, bodyRu/En (HTML, sanitized), publishedAt (ISO 8601; ' +
    'a future time schedules the item)';
  const page =
    'path (a-z 0-9 / _ -, unique: PageExists 409), titleRu (required), titleEn, contentRu/En (HTML, sanitized)';
  const sms =
    'sortOrder, nameRu (required), nameEn, hintRu/En, example, commandTranscriptionRu (parts by *), ...En';

  // ---- news ----
  app.get(
    NEWS,
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Every news item, scheduled ones too (scheduled: true), newest first: page, pageSize (1-100)',
        querystring: NewsAdminListQuerySchema,
        response: { 200: NewsAdminListAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      ...(await listNewsAdmin(request.city, request.query.page, request.query.pageSize)),
    }),
  );
  app.get(
    `${NEWS}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'One news item. NewsNotFound (404)',
        params: ContentIdParamsSchema,
        response: { 200: NewsAdminAnswerSchema },
      },
    },
    async (request) => ({ status: ok, item: await getNewsAdmin(request.city, request.params.id) }),
  );
  app.post(
    NEWS,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Adds a news item: ${news}`,
        body: NewsEditSchema,
        response: { 200: NewsAdminAnswerSchema },
      },
    },
    async (request) => ({ status: ok, item: await addNews(request.city, staffActor(request), request.body) }),
  );
  app.put(
    `${NEWS}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Changes a news item: ${news}; publishedAt absent keeps it. NewsNotFound (404)`,
        params: ContentIdParamsSchema,
        body: NewsEditSchema,
        response: { 200: NewsAdminAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      item: await changeNews(request.city, staffActor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    `${NEWS}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Removes a news item. NewsNotFound (404)',
        params: ContentIdParamsSchema,
        response: { 200: ContentDeletedAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      id: await removeNews(request.city, staffActor(request), request.params.id),
    }),
  );

  // ---- static pages ----
  app.get(
    PAGES,
    {
      ...guard,
      schema: { ...doc, summary: 'Every static page, by path', response: { 200: PageAdminListAnswerSchema } },
    },
    async (request) => ({ status: ok, items: await listPagesAdmin(request.city) }),
  );
  app.get(
    `${PAGES}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'One static page. NotFound (404)',
        params: ContentIdParamsSchema,
        response: { 200: PageAdminAnswerSchema },
      },
    },
    async (request) => ({ status: ok, item: await getPageAdmin(request.city, request.params.id) }),
  );
  app.post(
    PAGES,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Adds a static page: ${page}`,
        body: PageEditSchema,
        response: { 200: PageAdminAnswerSchema },
      },
    },
    async (request) => ({ status: ok, item: await addPage(request.city, staffActor(request), request.body) }),
  );
  app.put(
    `${PAGES}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Changes a static page: ${page}. NotFound (404)`,
        params: ContentIdParamsSchema,
        body: PageEditSchema,
        response: { 200: PageAdminAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      item: await changePage(request.city, staffActor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    `${PAGES}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Removes a static page. NotFound (404)',
        params: ContentIdParamsSchema,
        response: { 200: ContentDeletedAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      id: await removePage(request.city, staffActor(request), request.params.id),
    }),
  );

  // ---- the pop-up notice ----
  app.get(
    '/api/operator/content/notice',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'The pop-up notice (null before one was written)',
        response: { 200: NoticeAdminAnswerSchema },
      },
    },
    async (request) => ({ status: ok, notice: await getNoticeAdmin(request.city) }),
  );
  app.put(
    '/api/operator/content/notice',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Saves the pop-up notice: titleRu/En, messageRu/En (HTML, sanitized), url (http(s) or null). Its ' +
          "updatedAt (the popup call's updated) moves, so drivers see it again; empty texts take it down",
        body: NoticeEditSchema,
        response: { 200: NoticeAdminAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      notice: await saveNotice(request.city, staffActor(request), request.body),
    }),
  );

  // ---- SMS commands ----
  app.get(
    SMS,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Every SMS command in display order',
        response: { 200: SmsCommandListAnswerSchema },
      },
    },
    async (request) => ({ status: ok, items: await listSmsCommandsAdmin(request.city) }),
  );
  app.post(
    SMS,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Adds an SMS command: ${sms}`,
        body: SmsCommandEditSchema,
        response: { 200: SmsCommandAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      item: await addSmsCommand(request.city, staffActor(request), request.body),
    }),
  );
  app.put(
    `${SMS}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Changes an SMS command: ${sms}. SmsCommandNotFound (404)`,
        params: ContentIdParamsSchema,
        body: SmsCommandEditSchema,
        response: { 200: SmsCommandAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      item: await changeSmsCommand(request.city, staffActor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    `${SMS}/:id`,
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Removes an SMS command. SmsCommandNotFound (404)',
        params: ContentIdParamsSchema,
        response: { 200: ContentDeletedAnswerSchema },
      },
    },
    async (request) => ({
      status: ok,
      id: await removeSmsCommand(request.city, staffActor(request), request.params.id),
    }),
  );
};
