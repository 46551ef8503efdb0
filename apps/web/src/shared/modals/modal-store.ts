import { useSyncExternalStore } from 'react';

/**
 * The modals the shell hosts. Features open them through this store (they cannot import app/),
 * and app/modals/modal-host.tsx renders the active one. Texts arrive already translated.
 */
export type ModalRequest =
  | { kind: 'login' }
  | { kind: 'cityChange' }
  | { kind: 'sessionExpired' }
  | { kind: 'simple'; title: string; message: string; okLabel?: string };

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

export function useActiveModal(): ActiveModal | null {
  return useSyncExternalStore(subscribe, getActive, getActive);
}
