import { useSyncExternalStore } from 'react';

/** What the subscription mode of the payment modal buys (document 2 §3 "Subscription payment data"). */
export type SubscriptionPurchase = {
  /** codeSubscription: an offer's parkingPermitCode or a constructor result's permissionKindCode. */
  code: string;
  /** typeSubscription: day … year, prev_day, or 'constructor'. */
  type: string;
  name: string;
  /** Kopecks. */
  cost: number;
  zones: string[];
  /** The vehicle the offer is for; absent: any of the driver's. */
  plate?: string;
  /** 'YYYY-MM-DD': the proposed start and the picker's limits. */
  startDate?: string;
  minStartDate?: string;
  maxStartDate?: string;
  /** The start cannot be changed (prev_day, or a constructor result priced for its date). */
  fixedStart?: boolean;
};

/**
 * The modals the shell hosts. Features open them through this store (they cannot import app/),
 * and app/modals/modal-host.tsx renders the active one. Texts arrive already translated.
 */
export type ModalRequest =
  | { kind: 'login' }
  | { kind: 'cityChange' }
  /** TokenExpired: the session ran out; TokenNotFound: the server does not know it. */
  | { kind: 'sessionExpired'; reason?: 'TokenExpired' | 'TokenNotFound' }
  /** `next`: what OK opens instead of just closing (e.g. "Password changed" → the login modal). */
  | { kind: 'simple'; title: string; message: string; okLabel?: string; next?: ModalRequest }
  /**
   * The payment modal (document 1 §2): top up the balance (suggestedKopecks: the shortfall of a
   * payment that did not fit), extend a session (renew), or buy a subscription. Choosing the
   * Receipt method in the refill or subscription mode switches the modal to its receipt mode.
   */
  | { kind: 'payment'; action: 'refill'; suggestedKopecks?: number }
  | { kind: 'payment'; action: 'renew'; sessionId: string }
  | { kind: 'payment'; action: 'subscription'; subscription: SubscriptionPurchase }
  /** "Cancel the parking session?": stop it, unused time back to the balance. */
  | { kind: 'cancelSession'; sessionId: string }
  /** Start without registration (document 1 §2): pay as a guest, or log in / sign up instead. */
  | { kind: 'guestStart' };

/** The id changes with every request, so opening the same kind again starts it afresh. */
export type ActiveModal = { id: number; request: ModalRequest };

let active: ActiveModal | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function openModal(request: ModalRequest): void {
  active = { id: nextId++, request };
  notify();
}

/** Closes the modal; with an id, only if that modal is still the active one. */
export function closeModal(id?: number): void {
  if (active === null || (id !== undefined && active.id !== id)) return;
  active = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getActive = () => active;

/** The modal on screen now, for code outside React (another tab logged in: close the login). */
export const peekActiveModal = (): ActiveModal | null => active;

export function useActiveModal(): ActiveModal | null {
  return useSyncExternalStore(subscribe, getActive, getActive);
}
