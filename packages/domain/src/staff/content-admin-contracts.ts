import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { StaffPageFields } from './staff-contracts.ts';

/**
 * The content editor's calls (issue 20 item 6) under /api/operator/content: news, static pages,
 * the pop-up notice and SMS commands (the settings documents are settings-document-contracts.ts).
 * Bilingual texts follow the tables: Russian required where the table requires it, English
 * optional ('' means "show the Russian text").
 */

// ---- shared field rules ----

export const CONTENT_TITLE_MAX = 300;
export const CONTENT_TEXT_MAX = 2_000;
/** HTML bodies: news, pages, the notice message. */
export const CONTENT_HTML_MAX = 200_000;

const requiredText = (max: number) =>
  z.string({ error: 'RequiredField' }).trim().min(1, 'RequiredField').max(max, 'ValidationError');
const optionalText = (max: number) =>
  z.string({ error: 'ValidationError' }).trim().max(max, 'ValidationError').default('');

export const ContentIdParamsSchema = z.object({
  id: formNumber(z.number({ error: 'NotFound' }).int().min(1).max(2_147_483_647)),
});

// ---- news ----

/**
 * POST /api/operator/content/news and PUT .../news/:id. Bodies are HTML, sanitized on write.
 * publishedAt (ISO 8601 with offset) may be in the future: the item stays hidden until then;
 * absent on POST means now, absent on PUT keeps the stored time.
 */
export const NewsEditSchema = z.object({
  titleRu: requiredText(CONTENT_TITLE_MAX),
  titleEn: optionalText(CONTENT_TITLE_MAX),
  previewRu: optionalText(CONTENT_TEXT_MAX),
  previewEn: optionalText(CONTENT_TEXT_MAX),
  bodyRu: optionalText(CONTENT_HTML_MAX),
  bodyEn: optionalText(CONTENT_HTML_MAX),
  publishedAt: z.iso.datetime({ offset: true, error: 'ValidationError' }).optional(),
});
export type NewsEdit = z.input<typeof NewsEditSchema>;

export const NewsAdminItemSchema = z.object({
  id: z.number().int(),
  titleRu: z.string(),
  titleEn: z.string(),
  previewRu: z.string(),
  previewEn: z.string(),
  bodyRu: z.string(),
  bodyEn: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** publishedAt is still ahead: drivers do not see the item yet. */
  scheduled: z.boolean(),
});
export type NewsAdminItem = z.infer<typeof NewsAdminItemSchema>;

/** GET /api/operator/content/news?page=&pageSize=: every item, scheduled ones too, newest first. */
export const NewsAdminListQuerySchema = z.object({ ...StaffPageFields });
export type NewsAdminListQuery = z.input<typeof NewsAdminListQuerySchema>;
export const NewsAdminListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(NewsAdminItemSchema),
});
export type NewsAdminListAnswer = z.infer<typeof NewsAdminListAnswerSchema>;
export const NewsAdminAnswerSchema = okEnvelope({ item: NewsAdminItemSchema });
export type NewsAdminAnswer = z.infer<typeof NewsAdminAnswerSchema>;

// ---- static pages ----

/**
 * A page's address as drivers' links use it (/Rules/ reaches 'rules'): slashes around it are
 * dropped and it is kept in lower case; letters, digits, / _ - only.
 */
export const PagePathSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .transform((v) => v.replace(/^\/+|\/+$/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'RequiredField')
      .max(200, 'ValidationError')
      .regex(/^[a-z0-9/_-]+$/, 'ValidationError'),
  );

/** POST /api/operator/content/pages and PUT .../pages/:id. Contents are HTML, sanitized on write. */
export const PageEditSchema = z.object({
  path: PagePathSchema,
  titleRu: requiredText(CONTENT_TITLE_MAX),
  titleEn: optionalText(CONTENT_TITLE_MAX),
  contentRu: optionalText(CONTENT_HTML_MAX),
  contentEn: optionalText(CONTENT_HTML_MAX),
});
export type PageEdit = z.input<typeof PageEditSchema>;

export const PageAdminItemSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  titleRu: z.string(),
  titleEn: z.string(),
  contentRu: z.string(),
  contentEn: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type PageAdminItem = z.infer<typeof PageAdminItemSchema>;
export const PageAdminListAnswerSchema = okEnvelope({ items: z.array(PageAdminItemSchema) });
export type PageAdminListAnswer = z.infer<typeof PageAdminListAnswerSchema>;
export const PageAdminAnswerSchema = okEnvelope({ item: PageAdminItemSchema });
export type PageAdminAnswer = z.infer<typeof PageAdminAnswerSchema>;

// ---- the pop-up notice ----

/**
 * PUT /api/operator/content/notice: the pop-up notice. Every save moves its `updated`, so
 * drivers who closed it see it again; empty titles and messages take it down. The message is
 * HTML, sanitized on write.
 */
/** A page of the site itself: one leading slash ('/news', as the cities' notices link). */
const SITE_PATH = /^\/(?![/\\])\S*$/;
const HttpUrlSchema = z.url({ protocol: /^https?$/ });

export const NoticeEditSchema = z.object({
  titleRu: optionalText(CONTENT_TITLE_MAX),
  titleEn: optionalText(CONTENT_TITLE_MAX),
  messageRu: optionalText(CONTENT_HTML_MAX),
  messageEn: optionalText(CONTENT_HTML_MAX),
  // an http(s) address or a page of the site; a saved notice keeps the link it had
  url: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: 'ValidationError' })
      .max(2_000, 'ValidationError')
      .refine((v) => SITE_PATH.test(v) || HttpUrlSchema.safeParse(v).success, 'ValidationError')
      .nullable()
      .default(null),
  ),
});
export type NoticeEdit = z.input<typeof NoticeEditSchema>;

export const NoticeAdminSchema = z.object({
  titleRu: z.string(),
  titleEn: z.string(),
  messageRu: z.string(),
  messageEn: z.string(),
  url: z.string().nullable(),
  /** ISO 8601: the public pop-up's `updated`. */
  updatedAt: z.string(),
});
export type NoticeAdmin = z.infer<typeof NoticeAdminSchema>;
/** GET and PUT answer; `notice` is null before one was ever written. */
export const NoticeAdminAnswerSchema = okEnvelope({ notice: NoticeAdminSchema.nullable() });
export type NoticeAdminAnswer = z.infer<typeof NoticeAdminAnswerSchema>;

// ---- SMS commands ----

/**
 * POST /api/operator/content/sms-commands and PUT .../sms-commands/:id. The transcription's
 * parts are separated by '*' (e.g. 'zone*plate*hours'); sortOrder places it in the list.
 */
export const SmsCommandEditSchema = z.object({
  sortOrder: formNumber(z.number({ error: 'ValidationError' }).int().min(-1_000_000).max(1_000_000)).default(
    0,
  ),
  nameRu: requiredText(CONTENT_TITLE_MAX),
  nameEn: optionalText(CONTENT_TITLE_MAX),
  hintRu: optionalText(CONTENT_TEXT_MAX),
  hintEn: optionalText(CONTENT_TEXT_MAX),
  example: requiredText(CONTENT_TITLE_MAX),
  commandTranscriptionRu: requiredText(CONTENT_TITLE_MAX),
  commandTranscriptionEn: optionalText(CONTENT_TITLE_MAX),
});
export type SmsCommandEdit = z.input<typeof SmsCommandEditSchema>;

export const SmsCommandAdminSchema = z.object({
  id: z.number().int(),
  sortOrder: z.number().int(),
  nameRu: z.string(),
  nameEn: z.string(),
  hintRu: z.string(),
  hintEn: z.string(),
  example: z.string(),
  commandTranscriptionRu: z.string(),
  commandTranscriptionEn: z.string(),
});
export type SmsCommandAdmin = z.infer<typeof SmsCommandAdminSchema>;
export const SmsCommandListAnswerSchema = okEnvelope({ items: z.array(SmsCommandAdminSchema) });
export type SmsCommandListAnswer = z.infer<typeof SmsCommandListAnswerSchema>;
export const SmsCommandAnswerSchema = okEnvelope({ item: SmsCommandAdminSchema });
export type SmsCommandAnswer = z.infer<typeof SmsCommandAnswerSchema>;

/** DELETE answers of news, pages and SMS commands: the id removed. */
export const ContentDeletedAnswerSchema = okEnvelope({ id: z.number().int() });
export type ContentDeletedAnswer = z.infer<typeof ContentDeletedAnswerSchema>;
