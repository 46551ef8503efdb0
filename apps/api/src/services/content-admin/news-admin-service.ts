import type { z } from 'zod';
import type {
  NewsAdminItem,
  NewsAdminListAnswer,
  NewsEditSchema,
} from '@parking/domain/staff/content-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { newsAdminRows, type NewsAdminRow } from '../../db/content-admin/news-admin-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { sanitizeContentHtml } from './sanitize-content-html.ts';

type NewsEdit = z.output<typeof NewsEditSchema>;

// News are read uncached by the public calls (db/content/select-news.ts): no memo to forget.

export function newsAdminItem(row: NewsAdminRow, now = new Date()): NewsAdminItem {
  return {
    id: row.id,
    titleRu: row.titleRu,
    titleEn: row.titleEn,
    previewRu: row.previewRu,
    previewEn: row.previewEn,
    bodyRu: row.bodyRu,
    bodyEn: row.bodyEn,
    publishedAt: row.publishedAt.toISOString(),
    scheduled: row.publishedAt.getTime() > now.getTime(),
  };
}

/** Every item, scheduled ones too, newest publication first. */
export async function listNewsAdmin(
  city: CityContext,
  page: number,
  pageSize: number,
): Promise<Omit<NewsAdminListAnswer, 'status'>> {
  const found = await newsAdminRows.page(city.db, pageSize, (page - 1) * pageSize);
  return { count: found.count, page, pageSize, items: found.rows.map((row) => newsAdminItem(row)) };
}

export async function getNewsAdmin(city: CityContext, id: number): Promise<NewsAdminItem> {
  const row = await newsAdminRows.byId(city.db, id);
  if (!row) throw new AppError('NewsNotFound', 404);
  return newsAdminItem(row);
}

/** The row's texts with the bodies sanitized; publishedAt only when given. */
function newsValues(edit: NewsEdit) {
  return {
    titleRu: edit.titleRu,
    titleEn: edit.titleEn,
    previewRu: edit.previewRu,
    previewEn: edit.previewEn,
    bodyRu: sanitizeContentHtml(edit.bodyRu),
    bodyEn: sanitizeContentHtml(edit.bodyEn),
    ...(edit.publishedAt ? { publishedAt: new Date(edit.publishedAt) } : {}),
  };
}

export async function addNews(city: CityContext, actor: StaffActor, edit: NewsEdit): Promise<NewsAdminItem> {
  return recordStaffChange(city, actor, async (tx) => {
    const item = newsAdminItem(await newsAdminRows.insert(tx, newsValues(edit)));
    return {
      action: 'news.create',
      entity: 'news',
      entityId: item.id,
      before: null,
      after: item,
      result: item,
    };
  });
}

export async function changeNews(
  city: CityContext,
  actor: StaffActor,
  id: number,
  edit: NewsEdit,
): Promise<NewsAdminItem> {
  return recordStaffChange(city, actor, async (tx) => {
    const old = await newsAdminRows.byId(tx, id);
    const row = old && (await newsAdminRows.update(tx, id, newsValues(edit)));
    if (!old || !row) throw new AppError('NewsNotFound', 404);
    const item = newsAdminItem(row);
    return {
      action: 'news.update',
      entity: 'news',
      entityId: id,
      before: newsAdminItem(old),
      after: item,
      result: item,
    };
  });
}

export async function removeNews(city: CityContext, actor: StaffActor, id: number): Promise<number> {
  return recordStaffChange(city, actor, async (tx) => {
    const old = await newsAdminRows.remove(tx, id);
    if (!old) throw new AppError('NewsNotFound', 404);
    return {
      action: 'news.delete',
      entity: 'news',
      entityId: id,
      before: newsAdminItem(old),
      after: null,
      result: id,
    };
  });
}
