import { describe, expect, it } from 'vitest';
import { INACTIVE_DAYCODE } from '@parking/domain/contracts/map-info';
import { price } from './test-factory';
import { priceNow } from './zone-list-price';

const prices = [
  price({ type: 'default', from: '08:00:00', to: '20:00:00', priceNum: 6000 }),
  price({ type: 'default', from: '20:00:00', to: '08:00:00', priceNum: 0 }),
  price({ type: 'saturday', daycode: 1, from: '00:00:00', to: '24:00:00', priceNum: 3000 }),
];

describe('price now', () => {
  it('takes the row in force at this moment in the city’s time, not the browser’s', () => {
    // 05:30 UTC is 10:30 in Perm (UTC+5) on a Wednesday, but still night in Kaliningrad (07:30)
    expect(priceNow(prices, new Date('2026-03-11T05:30:00Z'), 'Asia/Yekaterinburg')).toEqual({
      kind: 'price',
      pricePerHour: 6000,
    });
    expect(priceNow(prices, new Date('2026-03-11T05:30:00Z'), 'Europe/Kaliningrad')).toEqual({
      kind: 'free',
    });
  });

  it('uses the day type of the city’s date: a Saturday row on Saturday', () => {
    expect(priceNow(prices, new Date('2026-03-14T09:00:00Z'), 'Europe/Moscow')).toEqual({
      kind: 'price',
      pricePerHour: 3000,
    });
  });

  it('has no price for a day type without rows or an inactive zone', () => {
    // Sunday: this tariff has no sunday rows, so nothing can be paid (the engine refuses too)
    expect(priceNow(prices, new Date('2026-03-15T09:00:00Z'), 'Europe/Moscow')).toEqual({ kind: 'none' });
    const inactive = [...prices, price({ daycode: INACTIVE_DAYCODE })];
    expect(priceNow(inactive, new Date('2026-03-11T09:00:00Z'), 'Europe/Moscow')).toEqual({ kind: 'none' });
  });
});
