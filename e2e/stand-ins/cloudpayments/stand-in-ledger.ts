import type { Delivery } from './notifier.ts';

/** Test switches, also settable over HTTP (POST /__cloudpayments/behaviour) by a journey. */
export interface Behaviour {
  /** Notifications not sent, each entry once: e.g. ['pay'] loses the next Pay. */
  drop: Delivery['event'][];
  /** Each notification of a charge or refund sent twice. */
  duplicate: boolean;
  /** A charge's or refund's notifications sent in reverse order (Receipt before Pay). */
  reorder: boolean;
  /** Notifications signed with a wrong key. */
  badHmac: boolean;
  /** Kopecks added to a Pay notification's Amount (the charge itself is right). */
  payAmountDelta: number;
  /** Kopecks added to what the widget charges (a tampered page): the Check must refuse it. */
  chargeAmountDelta?: number;
}

export interface Transaction {
  TransactionId: number;
  amountKopecks: number;
  InvoiceId: string | null;
  AccountId: string | null;
  Email: string | null;
  Status: 'AwaitingAuthentication' | 'Completed' | 'Declined';
  /** 0 payment, 2 refund. */
  Type: 0 | 2;
  PaymentTransactionId: number | null;
  refundedKopecks: number;
  createdAt: Date;
  Reason: string | null;
  ReasonCode: number | null;
  Description: string;
  Data: string | null;
}

export interface Receipt {
  id: string;
  type: 'Income' | 'IncomeReturn';
  transactionId: number;
  invoiceId: string | null;
  amountKopecks: number;
  /** The CustomerReceipt as received (widget data or the refund's JsonData). */
  customerReceipt: Record<string, unknown> | null;
  /** Sum of the receipt's Items[].amount, in kopecks (equals amountKopecks when the data is right). */
  itemsKopecks: number;
  url: string;
}

type Send = (event: Delivery['event'], params: Record<string, string>) => Promise<Delivery>;
type Announce = (events: { event: Delivery['event']; params: Record<string, string> }[]) => void;

const kopecks = (roubles: unknown) => Math.round(Number(roubles) * 100);
const roubles = (k: number) => (k / 100).toFixed(2);
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const objectOf = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === 'string') {
    try {
      return objectOf(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
};

/** The stand-in's books: transactions, receipts, and the answers kept per X-Request-ID. */
export class StandInLedger {
  readonly transactions: Transaction[] = [];
  readonly receipts: Receipt[] = [];
  private readonly answers = new Map<string, Promise<unknown>>();
  private nextId = 100_000 + Math.floor(Math.random() * 1000) * 1000;

  constructor(
    private readonly publicUrl: () => string,
    private readonly behaviour: Behaviour,
  ) {}

  /** Like the API: a repeated X-Request-ID gets the first call's answer, nothing is done twice. */
  replay(requestId: string | undefined, call: () => unknown): Promise<unknown> {
    if (!requestId) return Promise.resolve(call());
    const known = this.answers.get(requestId);
    if (known) return known;
    const answer = Promise.resolve(call());
    this.answers.set(requestId, answer);
    return answer;
  }

  model(t: Transaction) {
    return {
      TransactionId: t.TransactionId,
      Amount: kopecks(roubles(t.amountKopecks)) / 100,
      Currency: 'RUB',
      InvoiceId: t.InvoiceId,
      AccountId: t.AccountId,
      Email: t.Email,
      Description: t.Description,
      Status: t.Status,
      Type: t.Type,
      PaymentTransactionId: t.PaymentTransactionId,
      RefundAmount: t.refundedKopecks / 100,
      CreatedDateIso: t.createdAt.toISOString(),
      Reason: t.Reason,
      ReasonCode: t.ReasonCode,
      TestMode: true,
    };
  }

  /** The invoice's latest payment transaction. */
  find(body: Record<string, unknown>) {
    const found = this.transactions
      .filter((t) => t.Type === 0 && t.InvoiceId === String(body.InvoiceId))
      .at(-1);
    return found
      ? { Success: true, Message: null, Model: this.model(found) }
      : { Success: false, Message: 'Not found', Model: null };
  }

  get(body: Record<string, unknown>) {
    const found = this.transactions.find((t) => t.TransactionId === Number(body.TransactionId));
    return found
      ? { Success: true, Message: null, Model: this.model(found) }
      : { Success: false, Message: 'Not found', Model: null };
  }

  /** 100 a page, oldest first; PageNumber from 1. */
  list(body: Record<string, unknown>) {
    const from = Date.parse(String(body.CreatedDateGte ?? body.Date ?? '1970-01-01'));
    const to = Date.parse(String(body.CreatedDateLte ?? '2999-01-01'));
    const page = Math.max(1, Number(body.PageNumber ?? 1));
    const rows = this.transactions.filter(
      (t) => t.createdAt.getTime() >= from && t.createdAt.getTime() <= to,
    );
    return {
      Success: true,
      Message: null,
      Model: rows.slice((page - 1) * 100, page * 100).map((t) => this.model(t)),
    };
  }

  private add(t: Omit<Transaction, 'TransactionId' | 'createdAt' | 'refundedKopecks'>): Transaction {
    this.nextId += 1;
    const made = { ...t, TransactionId: this.nextId, createdAt: new Date(), refundedKopecks: 0 };
    this.transactions.push(made);
    return made;
  }

  private params(t: Transaction, extra: Record<string, string | number | null> = {}): Record<string, string> {
    const all = {
      TransactionId: t.TransactionId,
      Amount: roubles(t.amountKopecks),
      Currency: 'RUB',
      PaymentAmount: roubles(t.amountKopecks),
      PaymentCurrency: 'RUB',
      DateTime: stamp(t.createdAt),
      CardFirstSix: '424242',
      CardLastFour: '4242',
      CardType: 'Visa',
      CardExpDate: '12/30',
      TestMode: 1,
      Status: t.Status,
      OperationType: t.Type === 2 ? 'Refund' : 'Payment',
      InvoiceId: t.InvoiceId,
      AccountId: t.AccountId,
      Email: t.Email,
      Description: t.Description,
      Data: t.Data,
      ...extra,
    };
    return Object.fromEntries(
      Object.entries(all)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  }

  private receipt(type: Receipt['type'], t: Transaction, customerReceipt: Record<string, unknown> | null) {
    const id = `r${t.TransactionId}${type === 'IncomeReturn' ? 'r' : ''}`;
    const items = Array.isArray(customerReceipt?.Items)
      ? (customerReceipt.Items as { amount?: unknown }[])
      : [];
    const receipt: Receipt = {
      id,
      type,
      transactionId: t.TransactionId,
      invoiceId: t.InvoiceId,
      amountKopecks: t.amountKopecks,
      customerReceipt,
      itemsKopecks: items.reduce((sum, item) => sum + kopecks(item.amount), 0),
      url: `${this.publicUrl()}/receipts/${id}`,
    };
    this.receipts.push(receipt);
    const params: Record<string, string> = {
      Id: id,
      DocumentNumber: String(this.receipts.length),
      SessionNumber: '1',
      Number: String(this.receipts.length),
      FiscalSign: String(1_000_000_000 + t.TransactionId),
      DeviceNumber: '1234567890',
      RegNumber: '0000000001012345',
      FiscalNumber: '9999078900001234',
      Inn: '7700000000',
      Type: type,
      Ofd: 'Stand-in OFD',
      Url: receipt.url,
      QrCodeUrl: `${receipt.url}?qr=1`,
      Amount: roubles(t.amountKopecks),
      DateTime: stamp(new Date()),
      Receipt: JSON.stringify(customerReceipt ?? {}),
      TransactionId: String(t.TransactionId),
      ...(t.InvoiceId ? { InvoiceId: t.InvoiceId } : {}),
      ...(t.AccountId ? { AccountId: t.AccountId } : {}),
    };
    return params;
  }

  /** The widget's charge: Check first (refused unless {"code":0}), then the card decides. */
  async charge(body: Record<string, unknown>, publicId: string, send: Send, announce: Announce) {
    if (body.publicId !== publicId) return { Success: false, Message: 'Invalid publicId' };
    const options = objectOf(body.options) ?? {};
    const data = objectOf(options.data);
    const t = this.add({
      amountKopecks: kopecks(options.amount) + (this.behaviour.chargeAmountDelta ?? 0),
      InvoiceId: options.invoiceId ? String(options.invoiceId) : null,
      AccountId: options.accountId ? String(options.accountId) : null,
      Email: options.email ? String(options.email) : null,
      Status: 'AwaitingAuthentication',
      Type: 0,
      PaymentTransactionId: null,
      Reason: null,
      ReasonCode: null,
      Description: String(options.description ?? ''),
      Data: data ? JSON.stringify(data) : null,
    });
    const check = await send('check', this.params({ ...t, Status: 'Completed' }));
    if (check.code !== 0) {
      Object.assign(t, { Status: 'Declined', Reason: 'RejectedByMerchant', ReasonCode: 5204 });
      return { Success: false, Message: `Check answered ${check.code ?? 'nothing'}`, Model: this.model(t) };
    }
    if (String(body.cardNumber ?? '').replace(/\D/g, '') !== '4242424242424242') {
      Object.assign(t, { Status: 'Declined', Reason: 'InsufficientFunds', ReasonCode: 5051 });
      announce([{ event: 'fail', params: this.params(t, { Reason: t.Reason, ReasonCode: t.ReasonCode }) }]);
      return { Success: false, Message: 'Недостаточно средств на карте', Model: this.model(t) };
    }
    t.Status = 'Completed';
    const pay = this.params(t, { AuthCode: 'A1B2C3', GatewayName: 'Test' });
    pay.Amount = roubles(t.amountKopecks + this.behaviour.payAmountDelta);
    const receipt = this.receipt('Income', t, objectOf(objectOf(data?.CloudPayments)?.CustomerReceipt));
    announce([
      { event: 'pay', params: pay },
      { event: 'receipt', params: receipt },
    ]);
    return { Success: true, Message: null, Model: this.model(t) };
  }

  /** POST /payments/refund: at most what is left of a completed payment. */
  refund(body: Record<string, unknown>, announce: Announce) {
    const payment = this.transactions.find(
      (t) => t.TransactionId === Number(body.TransactionId) && t.Type === 0,
    );
    if (!payment || payment.Status !== 'Completed')
      return { Success: false, Message: 'Transaction not found or not completed' };
    const amount = kopecks(body.Amount);
    if (!(amount > 0) || amount > payment.amountKopecks - payment.refundedKopecks)
      return { Success: false, Message: 'Refund amount exceeds the payment' };
    payment.refundedKopecks += amount;
    const refund = this.add({
      ...payment,
      amountKopecks: amount,
      Status: 'Completed',
      Type: 2,
      PaymentTransactionId: payment.TransactionId,
      Data: body.JsonData ? JSON.stringify(objectOf(body.JsonData)) : null,
    });
    const customer = objectOf(objectOf(objectOf(body.JsonData)?.CloudPayments)?.CustomerReceipt);
    announce([
      { event: 'refund', params: this.params(refund, { PaymentTransactionId: payment.TransactionId }) },
      { event: 'receipt', params: this.receipt('IncomeReturn', refund, customer) },
    ]);
    return { Success: true, Message: null, Model: { TransactionId: refund.TransactionId } };
  }

  receiptHtml(r: Receipt): string {
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const items = Array.isArray(r.customerReceipt?.Items)
      ? (r.customerReceipt.Items as Record<string, unknown>[])
      : [];
    const rows = items
      .map((i) => `<tr><td>${esc(String(i.label))}</td><td>${esc(String(i.amount))}</td></tr>`)
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Кассовый чек</title><h1>${r.type === 'Income' ? 'Приход' : 'Возврат прихода'}</h1><table>${rows}</table><p>Итого: ${roubles(r.amountKopecks)} ₽</p>`;
  }
}
