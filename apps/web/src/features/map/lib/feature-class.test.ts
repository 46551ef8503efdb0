import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLOURS,
  classifyFeature,
  FREE_COLOUR,
  INACTIVE_COLOUR,
  POINT_COLOURS,
} from './feature-class';
import { buildPriceScale, PRICE_PALETTE } from './price-scale';
import { price, props } from './test-factory';

const scale = buildPriceScale([2000, 6000]);

describe('classifyFeature', () => {
  it('colours a paid roadside parking by its price step', () => {
    expect(classifyFeature(props(), 2000, scale)).toEqual({
      kind: 'price',
      colour: PRICE_PALETTE[0],
      bucket: 0,
    });
    expect(classifyFeature(props(), 6000, scale)).toEqual({
      kind: 'price',
      colour: PRICE_PALETTE[PRICE_PALETTE.length - 1],
      bucket: 1,
    });
  });

  it('marks a parking with a daycode -2 price inactive, even when it is also free', () => {
    const inactive = props({
      freeparking: true,
      zone: { zonenumber: '7', prices: [price({ daycode: -2 })] },
    });
    expect(classifyFeature(inactive, null, scale)).toEqual({ kind: 'inactive', colour: INACTIVE_COLOUR });
  });

  it('marks free parkings, but not for-disabled ones that carry the free flag', () => {
    expect(classifyFeature(props({ freeparking: true }), 0, scale).kind).toBe('free');
    expect(classifyFeature(props({ freeparking: true }), 0, scale).colour).toBe(FREE_COLOUR);
    const disabled = classifyFeature(props({ freeparking: true, category: 'fordisabled' }), 0, scale);
    expect(disabled).toEqual({
      kind: 'category',
      colour: CATEGORY_COLOURS.fordisabled,
      category: 'fordisabled',
    });
  });

  it('colours categories outside the price scale by category', () => {
    expect(classifyFeature(props({ category: 'multilevel' }), 6000, scale)).toEqual({
      kind: 'category',
      colour: CATEGORY_COLOURS.multilevel,
      category: 'multilevel',
    });
  });

  it('falls back to the category colour when a priced parking has no price', () => {
    expect(classifyFeature(props({ zone: null }), null, scale).kind).toBe('category');
  });

  it('gives point objects their type colour', () => {
    const terminal = props({ objecttype: 'terminals', category: null, zone: null });
    expect(classifyFeature(terminal, null, scale)).toEqual({
      kind: 'object',
      colour: POINT_COLOURS.terminals,
      type: 'terminals',
    });
  });

  it('never reuses a price-scale colour for a category or a point type', () => {
    const scaleColours = new Set<string>(PRICE_PALETTE);
    for (const colour of Object.values(CATEGORY_COLOURS)) expect(scaleColours.has(colour)).toBe(false);
    for (const colour of Object.values(POINT_COLOURS)) expect(scaleColours.has(colour)).toBe(false);
  });
});
