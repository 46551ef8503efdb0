import type { RestoreChannel, RestoreTarget } from '../api/send-restore';

/**
 * The restore in progress: where the code went (for the text and the resend), when, and the
 * code once checked (the change call needs it again). sessionStorage: it survives a reload of
 * this tab but not the tab itself, so a code never lingers on a shared computer.
 */
export type RestoreDraft = {
  salt: string;
  target: RestoreTarget;
  channel: RestoreChannel;
  /** epoch ms of the last send: the resend countdown runs from here. */
  sentAt: number;
  code?: string;
};

const KEY = 'restore-password';

export function loadRestoreDraft(salt?: string): RestoreDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as RestoreDraft) : null;
    if (!draft || typeof draft.salt !== 'string' || !draft.target) return null;
    return salt === undefined || draft.salt === salt ? draft : null;
  } catch {
    return null;
  }
}

export function saveRestoreDraft(draft: RestoreDraft): RestoreDraft {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Without storage the steps still work; only the resend and a reload lose their memory.
  }
  return draft;
}

export function clearRestoreDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
