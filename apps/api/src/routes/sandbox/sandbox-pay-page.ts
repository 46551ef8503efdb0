import { createHash } from 'node:crypto';
import { formatMoney } from '@parking/domain/format/money-format';

/** The page's only style, allowed by its hash in the page's CSP (no inline scripts at all). */
const STYLE = `body{font:16px/1.4 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.3rem}.en{color:#666;font-size:.9em}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}
form{display:flex;flex-direction:column;gap:.6rem;margin-top:1.5rem}button{font-size:1rem;padding:.7rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}
button[value=approve]{background:#1b7f3b;color:#fff;border-color:#1b7f3b}button[value=decline]{background:#b3261e;color:#fff;border-color:#b3261e}
label{font-size:.9rem;color:#444}.state{padding:.8rem;background:#f3f3f3;border-radius:.4rem}`;

export const SANDBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 123456 kopecks -> "1 234,56 ₽": the page speaks Russian first, money written the one way. */
export const roubles = (kopecks: number): string => formatMoney(kopecks, 'ru');

const STATES: Record<string, [string, string]> = {
  succeeded: ['Платёж выполнен.', 'The payment went through.'],
  failed: ['Платёж отклонён.', 'The payment was declined.'],
  refunded: ['Платёж возвращён на карту.', 'The payment was refunded to the card.'],
  expired: ['Время на оплату истекло.', 'The time to pay has run out.'],
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface PayPageData {
  actionPath: string;
  /** Where to send the browser instead of the payment's own return path (a local path). */
  returnPath?: string;
  amountKopecks: number;
  description: string;
  providerPaymentId: string;
  /** null while it can be paid. */
  state: 'succeeded' | 'failed' | 'refunded' | 'expired' | null;
}

/**
 * The sandbox bank's pay page: amount, what it is for, and three buttons that submit a plain
 * form (approve, decline, abandon), in Russian with English below.
 */
export function renderPayPage(p: PayPageData): string {
  const head = `<h1>Тестовый банк <span class="en">/ Sandbox bank</span></h1>
<p>${escapeHtml(p.description)}</p>
<p class="amount" aria-label="Сумма / Amount">${roubles(p.amountKopecks)}</p>
<p class="en">Платёж / Payment ${escapeHtml(p.providerPaymentId)}</p>`;
  if (p.state) {
    const [ru, en] = STATES[p.state]!;
    return layout(
      'Тестовый банк / Sandbox bank',
      `${head}<p class="state" role="status">${ru}<br><span class="en">${en}</span></p>`,
    );
  }
  const back = p.returnPath
    ? `<input type="hidden" name="returnPath" value="${escapeHtml(p.returnPath)}">`
    : '';
  const form = `<form method="post" action="${escapeHtml(p.actionPath)}">${back}
<p>Это тестовая оплата: деньги не списываются.<br><span class="en">This is a test payment: no real money moves.</span></p>
<button type="submit" name="decision" value="approve">Оплатить<span class="en"> / Approve</span></button>
<button type="submit" name="decision" value="decline">Отклонить<span class="en"> / Decline</span></button>
<button type="submit" name="decision" value="abandon">Отказаться<span class="en"> / Abandon</span></button>
<label><input type="checkbox" name="silent" value="1"> Не уведомлять магазин (проверка сверки)<br><span class="en">Do not notify the shop (tests reconciliation)</span></label>
</form>`;
  return layout('Оплата картой / Card payment', head + form);
}

export function renderNotFoundPage(): string {
  return layout(
    'Тестовый банк / Sandbox bank',
    '<h1>Платёж не найден</h1><p class="en">Payment not found.</p>',
  );
}
