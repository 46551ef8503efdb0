import type { z } from 'zod';
import type { PageAdminItem, PageEditSchema } from '@parking/domain/staff/content-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { pageAdminRows, type PageAdminRow } from '../../db/content-admin/page-admin-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { sanitizeContentHtml } from './sanitize-content-html.ts';

type PageEdit = z.output<typeof PageEditSchema>;

// Pages are read uncached by the public call (db/content/select-static-page.ts): no memo to forget.

function pageAdminItem(row: PageAdminRow): PageAdminItem {
  return {
    id: row.id,
    path: row.path,
    titleRu: row.titleRu,
    titleEn: row.titleEn,
    contentRu: row.contentRu,
    contentEn: row.contentEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The contents are sanitized here, on write: the public call serves them as stored. */
function pageValues(edit: PageEdit) {
  return {
    ...edit,
    contentRu: sanitizeContentHtml(edit.contentRu),
    contentEn: sanitizeContentHtml(edit.contentEn),
  };
}

export async function listPagesAdmin(city: CityContext): Promise<PageAdminItem[]> {
  return (await pageAdminRows.all(city.db)).map(pageAdminItem);
}

export async function getPageAdmin(city: CityContext, id: number): Promise<PageAdminItem> {
  const row = await pageAdminRows.byId(city.db, id);
  if (!row) throw new AppError('NotFound', 404);
  return pageAdminItem(row);
}

export async function addPage(city: CityContext, actor: StaffActor, edit: PageEdit): Promise<PageAdminItem> {
  return recordStaffChange(city, actor, async (tx) => {
    const row = await pageAdminRows.insert(tx, pageValues(edit));
    if (!row) throw new AppError('PageExists', 409);
    const item = pageAdminItem(row);
    return {
      action: 'page.create',
      entity: 'page',
      entityId: item.id,
      before: null,
      after: item,
      result: item,
    };
  });
}

export async function changePage(
  city: CityContext,
  actor: StaffActor,
  id: number,
  edit: PageEdit,
): Promise<PageAdminItem> {
  return recordStaffChange(city, actor, async (tx) => {
    const old = await pageAdminRows.byId(tx, id);
    const row = old && (await pageAdminRows.update(tx, id, pageValues(edit)));
    if (!old || !row) throw new AppError('NotFound', 404);
    if (row === 'taken') throw new AppError('PageExists', 409);
    const item = pageAdminItem(row);
    return {
      action: 'page.update',
      entity: 'page',
      entityId: id,
      before: pageAdminItem(old),
      after: item,
      result: item,
    };
  });
}

export async function removePage(city: CityContext, actor: StaffActor, id: number): Promise<number> {
  return recordStaffChange(city, actor, async (tx) => {
    const old = await pageAdminRows.remove(tx, id);
    if (!old) throw new AppError('NotFound', 404);
    return {
      action: 'page.delete',
      entity: 'page',
      entityId: id,
      before: pageAdminItem(old),
      after: null,
      result: id,
    };
  });
}
