import { z } from 'zod';
import { formNumber } from './form-number.ts';
import { PriceEntrySchema } from './map-info-schemas.ts';

/** Notification pop-up; empty title and message mean there is none. */
export const NotificationSchema = z.object({
  title: z.string(),
  /** HTML, sanitised by the client before display. */
  message: z.string(),
  /** ISO 8601; the pop-up reopens when this is newer than the stored one. */
  updated: z.string(),
  url: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NewsListQuerySchema = z.object({
  limit: formNumber(z.number().int().min(1).max(100)).default(10),
  offset: formNumber(z.number().int().min(0).max(1_000_000)).default(0),
});

export const NewsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  preview: z.string(),
});
export const NewsListSchema = z.object({ count: z.number().int(), items: z.array(NewsSummarySchema) });
export type NewsList = z.infer<typeof NewsListSchema>;

export const NewsItemQuerySchema = z.object({
  id: formNumber(z.number().int().min(1).max(2_147_483_647)),
});
export const NewsItemSchema = NewsSummarySchema.extend({ body: z.string() });
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const PageQuerySchema = z.object({
  path: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9/_-]+$/i),
});
export const StaticPageSchema = z.object({ path: z.string(), title: z.string(), content: z.string() });
export type StaticPage = z.infer<typeof StaticPageSchema>;

/** SMS command; command_transcription parts are separated by '*'. */
export const SmsCommandSchema = z.object({
  name: z.string(),
  hint: z.string(),
  example: z.string(),
  command_transcription: z.string(),
});
export type SmsCommand = z.infer<typeof SmsCommandSchema>;

/** Zone as the zones call gives it: name (label), value (zone number), zonenumber, prices. */
export const ZoneSchema = z.object({
  name: z.string(),
  value: z.string(),
  zonenumber: z.string(),
  prices: z.array(PriceEntrySchema),
});
export type Zone = z.infer<typeof ZoneSchema>;
