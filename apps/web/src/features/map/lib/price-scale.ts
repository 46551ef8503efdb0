/** Cheaper green to dearer red; five steps stay tellable apart on a small phone screen. */
export const PRICE_PALETTE = ['#2e7d32', '#7cb342', '#f9a825', '#ef6c00', '#c62828'] as const;

/** Hourly prices in hundredths; from === to when the bucket is one tariff level. */
export interface PriceBucket {
  from: number;
  to: number;
  colour: string;
}

export interface PriceScale {
  buckets: PriceBucket[];
}

// Shared with the server, which lists the city's price levels in every map tile.
export { representativePrice } from '@parking/domain/contracts/map-summary';

function paletteColour(index: number): string {
  return PRICE_PALETTE[Math.min(Math.max(index, 0), PRICE_PALETTE.length - 1)]!;
}

/**
 * Cities have a handful of tariff levels, so up to five distinct prices each get a bucket of
 * their own (spread over the palette so two levels are green and red, not two greens); more
 * than five are split into equal ranges between the cheapest and the dearest.
 */
export function buildPriceScale(prices: readonly number[]): PriceScale {
  const levels = [...new Set(prices.filter((p) => Number.isFinite(p) && p >= 0))].sort((a, b) => a - b);
  const steps = PRICE_PALETTE.length;
  if (levels.length === 0) return { buckets: [] };
  if (levels.length <= steps) {
    const spread = levels.length === 1 ? 0 : (steps - 1) / (levels.length - 1);
    return {
      buckets: levels.map((price, i) => ({
        from: price,
        to: price,
        colour: paletteColour(Math.round(i * spread)),
      })),
    };
  }
  const min = levels[0]!;
  const max = levels[levels.length - 1]!;
  const width = (max - min) / steps;
  return {
    buckets: Array.from({ length: steps }, (_, i) => ({
      from: Math.round(min + width * i),
      to: i === steps - 1 ? max : Math.round(min + width * (i + 1)),
      colour: paletteColour(i),
    })),
  };
}

/** Index of the bucket a price falls in (the last one starting at or below it). */
export function priceBucketIndex(scale: PriceScale, price: number): number {
  let index = 0;
  scale.buckets.forEach((bucket, i) => {
    if (bucket.from <= price) index = i;
  });
  return index;
}
