import type { PaymentObject } from './yookassa-objects.ts';
import { GOOD_CARD } from './yookassa-ledger.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STATES: Record<PaymentObject['status'], string> = {
  pending: 'Ожидает оплаты',
  waiting_for_capture: 'Оплачено, ожидает подтверждения магазином',
  succeeded: 'Оплачено',
  canceled: 'Платёж отменён',
};

/** "1234.50" -> "1 234,50 ₽" as the hosted page shows it. */
const roubles = (value: string) => {
  const [r, k] = value.split('.');
  return `${r!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${k ?? '00'} ₽`;
};

/**
 * The hosted confirmation page (confirmation_url) of the stand-in: amount and description, a card
 * number field with "Оплатить" / "Отказаться" for a card payment; a QR placeholder with
 * "Оплатить в приложении банка" for SBP. The form posts back to the same address, which moves the
 * payment on and sends the browser to return_url (303).
 */
export function checkoutPage(payment: PaymentObject): string {
  const sbp = payment.payment_method?.type === 'sbp';
  const open = payment.status === 'pending';
  const back = payment.confirmation?.return_url ?? '/';
  const form = !open
    ? `<p data-testid="yookassa-state">${STATES[payment.status]}${
        payment.cancellation_details ? ` (${escape(payment.cancellation_details.reason)})` : ''
      }</p><p><a href="${escape(back)}">Вернуться в магазин</a></p>`
    : sbp
      ? `<form method="post">
  <div data-testid="yookassa-sbp-qr" style="width:180px;height:180px;border:8px solid #000;display:grid;place-items:center;font:700 28px sans-serif">QR</div>
  <p>Отсканируйте QR-код камерой телефона или откройте приложение банка</p>
  <button name="decision" value="pay" type="submit">Оплатить в приложении банка</button>
  <button name="decision" value="refuse" type="submit">Отказаться</button>
</form>`
      : `<form method="post">
  <label>Номер карты <input name="card" inputmode="numeric" autocomplete="cc-number" value="${GOOD_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')}"></label>
  <label>Срок <input name="expiry" value="12/30"></label>
  <label>CVC <input name="cvc" value="123"></label>
  <button name="decision" value="pay" type="submit">Оплатить</button>
  <button name="decision" value="refuse" type="submit">Отказаться</button>
</form>`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>ЮKassa (stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>ЮKassa — тестовая оплата</h1>
<p data-testid="yookassa-amount">${roubles(payment.amount.value)}</p>
<p>${escape(payment.description ?? '')}</p>
${form}
</body></html>`;
}
