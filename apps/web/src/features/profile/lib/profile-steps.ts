import { RESEND_COUNTDOWN_SECONDS } from '@parking/domain/accounts/account-rules';

/** The profile modal's steps (document 2 §4). */
export type ProfileStep = 'main' | 'password' | 'email' | 'phone';

/** The code resend timer starts at 10 seconds (document 2 §9). */
export const RESEND_SECONDS = RESEND_COUNTDOWN_SECONDS;

/**
 * What opened the modal: the edit button (main), Add phone, or Change on one phone. The
 * telephone step of main changes the main phone.
 */
export type ProfileModalStart =
  { step: 'main' } | { step: 'phone'; mode: 'add' } | { step: 'phone'; mode: 'change'; oldPhone: string };
