import { describe, expect, it } from 'vitest';
import { PayerSchema, ReceiptEmailSchema, payerDisplayName, receiptTypeOf } from './payer-contracts.ts';
import {
  CreateRefillReceiptRequestSchema,
  CreateSubscriptionReceiptRequestSchema,
} from './receipt-contracts.ts';

const person = {
  type: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  typeDoc: 1,
  seriesDoc: '4510',
  numberDoc: '123456',
  DateDoc: '2015-06-01',
  issuer: 'ОВД района Арбат г. Москвы',
  address: 'г. Москва, ул. Арбат, д. 1',
};
const company = {
  type: 2,
  name: 'ПАО Сбербанк',
  address: 'г. Москва, ул. Вавилова, д. 19',
  ogrn: '1027700132195',
  inn: '7707083893',
  kpp: '773601001',
};

const messageOf = (input: unknown) => {
  const r = PayerSchema.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('payer', () => {
  it('accepts an individual and a legal payer, types as numbers or text', () => {
    expect(messageOf(person)).toBeNull();
    expect(messageOf(company)).toBeNull();
    expect(messageOf({ ...person, type: 'individual', typeDoc: '2' })).toBeNull();
    expect(messageOf({ ...company, type: '2', inn: '500100732259' })).toBeNull();
    expect(receiptTypeOf(PayerSchema.parse(company))).toBe('legal');
    expect(receiptTypeOf(PayerSchema.parse(person))).toBe('individual');
    expect(payerDisplayName(PayerSchema.parse(person))).toBe('Иванов Иван Иванович');
  });
  it('requires names, issuer and address', () => {
    for (const field of ['lastName', 'firstName', 'middleName', 'issuer', 'address'] as const) {
      expect(messageOf({ ...person, [field]: '  ' })).toEqual([`${field}:RequiredField`]);
    }
    expect(messageOf({ ...company, name: '' })).toEqual(['name:RequiredField']);
  });
  it('wants digits in series and number and a 1900-2099 issue date', () => {
    expect(messageOf({ ...person, seriesDoc: '45A0' })).toEqual(['seriesDoc:InvalidFormat']);
    expect(messageOf({ ...person, numberDoc: '12-34' })).toEqual(['numberDoc:InvalidFormat']);
    expect(messageOf({ ...person, seriesDoc: '45 10' })).toBeNull();
    expect(messageOf({ ...person, DateDoc: '1899-12-31' })).toEqual(['DateDoc:InvalidFormat']);
    expect(messageOf({ ...person, DateDoc: '2100-01-01' })).toEqual(['DateDoc:InvalidFormat']);
    expect(messageOf({ ...person, DateDoc: '2023-02-29' })).toEqual(['DateDoc:InvalidFormat']);
    expect(messageOf({ ...person, DateDoc: '01.06.2015' })).toEqual(['DateDoc:InvalidFormat']);
    expect(messageOf({ ...person, DateDoc: '1900-01-01' })).toBeNull();
    expect(messageOf({ ...person, DateDoc: '2099-12-31' })).toBeNull();
    expect(messageOf({ ...person, typeDoc: 3 })).toEqual(['typeDoc:RequiredField']);
  });
  it('checks OGRN, INN and KPP with their own error names', () => {
    expect(messageOf({ ...company, ogrn: '1027700132196' })).toEqual(['ogrn:InvalidOgrn']);
    expect(messageOf({ ...company, ogrn: '102770013219' })).toEqual(['ogrn:InvalidOgrn']);
    expect(messageOf({ ...company, inn: '7707083894' })).toEqual(['inn:InvalidInn']);
    expect(messageOf({ ...company, inn: '77070838' })).toEqual(['inn:InvalidInn']);
    expect(messageOf({ ...company, inn: '500100732258' })).toEqual(['inn:InvalidInn']);
    expect(messageOf({ ...company, kpp: '77360100' })).toEqual(['kpp:InvalidKpp']);
    expect(messageOf({ ...company, kpp: '' })).toEqual(['kpp:RequiredField']);
  });
  it('refuses an unknown payer type', () => {
    expect(PayerSchema.safeParse({ ...company, type: 3 }).success).toBe(false);
    expect(PayerSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('receipt e-mail', () => {
  it('is required, at most 50 characters and an address', () => {
    expect(ReceiptEmailSchema.safeParse('a@b.ru').success).toBe(true);
    const long = `${'a'.repeat(45)}@b.ru`;
    expect(long.length).toBe(50);
    expect(ReceiptEmailSchema.safeParse(long).success).toBe(true);
    expect(ReceiptEmailSchema.safeParse(`a${long}`).error?.issues[0]?.message).toBe('EmailTooLong');
    expect(ReceiptEmailSchema.safeParse('').error?.issues[0]?.message).toBe('RequiredField');
    expect(ReceiptEmailSchema.safeParse('nobody').error?.issues[0]?.message).toBe('InvalidFormat');
  });
});

describe('creatrefill and creatsubscription bodies', () => {
  it('takes the payer as an object, as JSON text or flattened', () => {
    const a = CreateRefillReceiptRequestSchema.parse({ sum: '1 500,50', payer: company });
    expect(a.sum).toBe(150_050);
    const b = CreateRefillReceiptRequestSchema.parse({ sum: 100, payer: JSON.stringify(person) });
    expect(b.payer.type).toBe(1);
    const c = CreateRefillReceiptRequestSchema.parse({ sum: '10', ...company, type: '2' });
    expect(c.payer).toMatchObject({ type: 2, inn: '7707083893' });
  });
  it('names the first problem', () => {
    const bad = CreateRefillReceiptRequestSchema.safeParse({ sum: '0', payer: company });
    expect(bad.error?.issues[0]?.message).toBe('NoSumEntered');
    const abc = CreateRefillReceiptRequestSchema.safeParse({ sum: 'abc', payer: company });
    expect(abc.error?.issues[0]?.message).toBe('ItNeedToBeANumber');
    const sub = CreateSubscriptionReceiptRequestSchema.safeParse({
      codeSubscription: 'month',
      payer: person,
    });
    expect(sub.error?.issues.map((i) => i.message)).toEqual(['EmptyTs']);
    const ok = CreateSubscriptionReceiptRequestSchema.parse({
      codeSubscription: 'month',
      grz: 'а123вс77',
      ...person,
    });
    expect(ok.startDate).toBeUndefined();
  });
});
