import type { ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import { readStored, writeStored } from '../../../shared/storage/local-storage';

/**
 * The registration in progress (document 1, section 3, "registration draft"), kept across
 * reloads until it is finished. In localStorage, not sessionStorage: the e-mail's confirmation
 * link opens in a new tab, which must still know the phone to send its code to.
 * The password is never kept: it is only needed by step 1's call, and a password lying in
 * storage is readable by any script on the page and outlives the tab.
 * emailCode and the resend flag of the seeds' draft are not kept either: a code is used once
 * where it is typed, and the resend wait is kept as a time (codeSentAt) that survives a reload.
 */
export type RegistrationDraft = {
  firstname: string;
  lastname: string;
  middlename: string;
  email: string;
  /** As typed, under the mask; normalised to digits when sent. */
  phone: string;
  emailSalt?: string;
  /** The e-mail step whose code was accepted (its salt): step 2 is then only about the SMS. */
  emailConfirmedSalt?: string;
  phoneSalt?: string;
  confirmationType?: ConfirmationType;
  /** When the last code was sent (epoch ms): the resend countdown runs from here. */
  codeSentAt?: number;
};

export const REGISTRATION_DRAFT_KEY = 'registration-draft';
/** A draft untouched this long is dropped: personal data should not linger on a shared computer. */
export const DRAFT_TTL_MS = 60 * 60_000;

type Stored = RegistrationDraft & { savedAt: number };

export const EMPTY_DRAFT: RegistrationDraft = {
  firstname: '',
  lastname: '',
  middlename: '',
  email: '',
  phone: '',
};

export function loadDraft(): RegistrationDraft | null {
  const stored = readStored<Stored>(REGISTRATION_DRAFT_KEY);
  if (!stored || typeof stored !== 'object' || typeof stored.savedAt !== 'number') return null;
  if (Date.now() - stored.savedAt > DRAFT_TTL_MS) {
    clearDraft();
    return null;
  }
  const { savedAt: _savedAt, ...draft } = stored;
  return { ...EMPTY_DRAFT, ...draft };
}

/** Merges `patch` into the stored draft. */
export function saveDraft(patch: Partial<RegistrationDraft>): RegistrationDraft {
  const draft = { ...(loadDraft() ?? EMPTY_DRAFT), ...patch };
  writeStored(REGISTRATION_DRAFT_KEY, { ...draft, savedAt: Date.now() });
  return draft;
}

export function clearDraft(): void {
  writeStored(REGISTRATION_DRAFT_KEY, null);
}
