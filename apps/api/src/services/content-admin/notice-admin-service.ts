import type { z } from 'zod';
import type { NoticeAdmin, NoticeEditSchema } from '@parking/domain/staff/content-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { noticeAdminRows, type NoticeAdminRow } from '../../db/content-admin/notice-admin-rows.ts';
import { selectNotification } from '../../db/content/select-notification.ts';
import { forgetCityMemo } from '../content/per-city-memo.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { sanitizeContentHtml } from './sanitize-content-html.ts';

type NoticeEdit = z.output<typeof NoticeEditSchema>;

/** The public pop-up's memo (content/notification-service.ts). */
const NOTICE_MEMO = 'notification';

function noticeAdmin(row: NoticeAdminRow): NoticeAdmin {
  return {
    titleRu: row.titleRu,
    titleEn: row.titleEn,
    messageRu: row.messageRu,
    messageEn: row.messageEn,
    url: row.url,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored notice, or null before one was ever written. */
export async function getNoticeAdmin(city: CityContext): Promise<NoticeAdmin | null> {
  const row = await selectNotification(city.db);
  return row && noticeAdmin(row);
}

/** Saves the notice; its updated time moves, so drivers who closed it see it again. */
export async function saveNotice(
  city: CityContext,
  actor: StaffActor,
  edit: NoticeEdit,
): Promise<NoticeAdmin> {
  const saved = await recordStaffChange(city, actor, async (tx) => {
    const old = await selectNotification(tx);
    const notice = noticeAdmin(
      await noticeAdminRows.write(tx, {
        ...edit,
        messageRu: sanitizeContentHtml(edit.messageRu),
        messageEn: sanitizeContentHtml(edit.messageEn),
      }),
    );
    const before = old && noticeAdmin(old);
    return { action: 'notice.update', entity: 'notice', entityId: 1, before, after: notice, result: notice };
  });
  forgetCityMemo(city, NOTICE_MEMO);
  return saved;
}
