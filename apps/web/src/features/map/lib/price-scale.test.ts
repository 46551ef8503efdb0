import { describe, expect, it } from 'vitest';
import { buildPriceScale, priceBucketIndex, PRICE_PALETTE, representativePrice } from './price-scale';
import { price } from './test-factory';

describe('representativePrice', () => {
  it('is the dearest weekday price', () => {
    const prices = [
      price({ priceNum: 3000, from: '00:00:00', to: '08:00:00' }),
      price({ priceNum: 6000 }),
      price({ type: 'saturday', daycode: 1, priceNum: 9000 }),
    ];
    expect(representativePrice(prices)).toBe(6000);
  });

  it('falls back to other day types and ignores the inactive marker', () => {
    expect(representativePrice([price({ type: 'sunday', daycode: 2, priceNum: 2000 })])).toBe(2000);
    expect(representativePrice([price({ daycode: -2, priceNum: 0 })])).toBeNull();
    expect(representativePrice([])).toBeNull();
  });
});

describe('price scale', () => {
  it('gives few tariff levels a bucket each, cheapest green and dearest red', () => {
    const scale = buildPriceScale([6000, 2000, 4000, 2000]);
    expect(scale.buckets.map((b) => b.from)).toEqual([2000, 4000, 6000]);
    expect(scale.buckets[0]!.colour).toBe(PRICE_PALETTE[0]);
    expect(scale.buckets[2]!.colour).toBe(PRICE_PALETTE[PRICE_PALETTE.length - 1]);
    expect(priceBucketIndex(scale, 4000)).toBe(1);
  });

  it('splits many levels into five equal ranges', () => {
    const scale = buildPriceScale([1000, 2000, 3000, 4000, 5000, 6000]);
    expect(scale.buckets).toHaveLength(5);
    expect(scale.buckets[0]!.from).toBe(1000);
    expect(scale.buckets[4]!.to).toBe(6000);
    expect(priceBucketIndex(scale, 1000)).toBe(0);
    expect(priceBucketIndex(scale, 6000)).toBe(4);
    expect(priceBucketIndex(scale, 3500)).toBe(2);
  });

  it('is empty without prices and green for a single level', () => {
    expect(buildPriceScale([]).buckets).toEqual([]);
    expect(buildPriceScale([5000]).buckets).toEqual([{ from: 5000, to: 5000, colour: PRICE_PALETTE[0] }]);
  });
});
