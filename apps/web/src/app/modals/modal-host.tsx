import { Suspense } from 'react';
import { useActiveModal } from '../../shared/modals/modal-store';
import { lazyPage } from '../../shared/ui/lazy-page';

// Each modal's code (and the modals texts) loads the first time it is opened.
const CityChangeModal = lazyPage(
  () => import('./city-change-modal'),
  (m) => m.CityChangeModal,
  ['modals'],
);
// The login form brings zod and react-hook-form: they must never load with the map page.
const LoginModal = lazyPage(
  () => import('./login-modal'),
  (m) => m.LoginModal,
  ['loginForm', 'validation', 'forms', 'errors'],
);
const SessionExpiredModal = lazyPage(
  () => import('./session-expired-modal'),
  (m) => m.SessionExpiredModal,
  ['modals'],
);
const SimpleModal = lazyPage(
  () => import('./simple-modal'),
  (m) => m.SimpleModal,
);
const PaymentModal = lazyPage(
  () => import('../../features/payment-modal/components/payment-modal'),
  (m) => m.PaymentModal,
  ['payment-modal', 'validation', 'forms', 'errors'],
);
const GuestStartModal = lazyPage(
  () => import('./guest-start-modal'),
  (m) => m.GuestStartModal,
  ['modals'],
);
const CancelWithRefundDialog = lazyPage(
  () => import('../../features/session-cancel/components/cancel-with-refund-dialog'),
  (m) => m.CancelWithRefundDialog,
  ['session-cancel', 'errors'],
);

/** Renders the modal requested through shared/modals/modal-store. */
export function ModalHost() {
  const active = useActiveModal();
  if (!active) return null;
  const { id, request } = active;
  return (
    <Suspense fallback={null}>
      {request.kind === 'cityChange' && <CityChangeModal key={id} id={id} />}
      {request.kind === 'login' && <LoginModal key={id} id={id} />}
      {request.kind === 'sessionExpired' && <SessionExpiredModal key={id} id={id} reason={request.reason} />}
      {request.kind === 'simple' && <SimpleModal key={id} id={id} request={request} />}
      {request.kind === 'payment' && <PaymentModal key={id} id={id} request={request} />}
      {request.kind === 'guestStart' && <GuestStartModal key={id} id={id} />}
      {request.kind === 'cancelSession' && (
        <CancelWithRefundDialog key={id} id={id} sessionId={request.sessionId} />
      )}
    </Suspense>
  );
}
