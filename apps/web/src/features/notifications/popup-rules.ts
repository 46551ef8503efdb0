import type { Notification } from '@parking/domain/contracts/content';

/** Browser-storage key of what the visitor did with the pop-up. */
export const POPUP_STORAGE_KEY = 'notification-popup';

/** Remembered state: closed, and the server's `updated` of the notice that was closed. */
export type PopupMemory = { closed: boolean; updated: string | null };

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Empty title and message mean there is no notice (the pop-up counts as closed). */
export function isEmptyNotification(notification: Pick<Notification, 'title' | 'message'>): boolean {
  return notification.title.trim() === '' && plainText(notification.message) === '';
}

/** Whether `updated` is newer than the remembered one; unreadable dates count as changed. */
export function isNewer(updated: string, remembered: string | null): boolean {
  if (remembered === null) return true;
  const next = Date.parse(updated);
  const previous = Date.parse(remembered);
  if (Number.isNaN(next) || Number.isNaN(previous)) return updated !== remembered;
  return next > previous;
}

/**
 * Document 1, section 4: the pop-up opens if it was not closed, and opens again when the
 * server's `updated` is newer than the one remembered at closing.
 */
export function shouldShowPopup(notification: Notification, memory: PopupMemory | null): boolean {
  if (isEmptyNotification(notification)) return false;
  if (memory === null || !memory.closed) return true;
  return isNewer(notification.updated, memory.updated);
}

export function memoryAfterClosing(notification: Notification): PopupMemory {
  return { closed: true, updated: notification.updated };
}
