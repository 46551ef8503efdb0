import { describe, expect, it } from 'vitest';
import { buildPriceTable, formatInterval } from './price-table';
import { price } from './test-factory';

describe('buildPriceTable', () => {
  it('groups intervals by day type in calendar order with rub/hr to two decimals', () => {
    const rows = buildPriceTable([
      price({ type: 'sunday', daycode: 2, from: '00:00:00', to: '24:00:00', priceNum: 0 }),
      price({ from: '20:00:00', to: '24:00:00', priceNum: 3050 }),
      price({ from: '08:00:00', to: '20:00:00', priceNum: 6000 }),
      price({ type: 'saturday', daycode: 1, from: '08:00:00', to: '20:00:00', priceNum: 4005 }),
    ]);
    expect(rows).toEqual([
      {
        type: 'default',
        intervals: [
          { interval: '08:00–20:00', price: '60,00' },
          { interval: '20:00–24:00', price: '30,50' },
        ],
      },
      { type: 'saturday', intervals: [{ interval: '08:00–20:00', price: '40,05' }] },
      { type: 'sunday', intervals: [{ interval: '00:00–24:00', price: null }] },
    ]);
  });

  it('lists holidays last and leaves out the inactive marker', () => {
    const rows = buildPriceTable([
      price({ type: 'holiday', daycode: 3, priceNum: 1000 }),
      price({ daycode: -2, priceNum: 0 }),
    ]);
    expect(rows.map((r) => r.type)).toEqual(['holiday']);
  });

  it('formats an interval without seconds', () => {
    expect(formatInterval('08:00:00', '20:30:00')).toBe('08:00–20:30');
  });
});
