import { describe, expect, it } from 'vitest';
import { childCharge, childrenCategoryFor, isPricedAsAdult, type ChildrenCategory } from '../../../src/lib/search/children.ts';

// Villa Adriatic's half-board plan: babies free, 3–11 half price, 12–17 as adults.
const categories: ChildrenCategory[] = [
  { ageFrom: 0, ageTo: 3, type: 1 },
  { ageFrom: 3, ageTo: 12, type: 3, valueType: 1, percentageValue: 50 },
  { ageFrom: 12, ageTo: 18, type: 2 },
];

describe('children categories (01 §3.7)', () => {
  it('takes ageFrom inclusive and ageTo exclusive', () => {
    expect(childrenCategoryFor(2, categories)?.type).toBe(1);
    expect(childrenCategoryFor(3, categories)?.type).toBe(3);
    expect(childrenCategoryFor(11, categories)?.type).toBe(3);
    expect(childrenCategoryFor(12, categories)?.type).toBe(2);
    expect(childrenCategoryFor(12, [{ ageFrom: 0, ageTo: 12, type: 1 }])).toBeNull();
    expect(childrenCategoryFor(5, null)).toBeNull();
  });

  it('prices FREE_OF_CHARGE at nothing and AS_ADULT at the adult price', () => {
    expect(childCharge(categories[0], 55)).toBe(0);
    expect(childCharge(categories[2], 55)).toBe(55);
  });

  it('prices CUSTOM as a percentage of the adult price, or a fixed amount per night', () => {
    expect(childCharge(categories[1], 55)).toBe(27.5);
    expect(childCharge({ ageFrom: 2, ageTo: 7, type: 3, valueType: 2, nominalValue: 12 }, 55, 3)).toBe(36);
    // A percentage category without its percentage pays the full adult price.
    expect(childCharge({ ageFrom: 2, ageTo: 7, type: 3, valueType: 1 }, 55)).toBe(55);
  });

  it('prices MANUAL at its nominal value per night, whatever the adult price', () => {
    expect(childCharge({ ageFrom: 7, ageTo: 12, type: 4, nominalValue: 20 }, 300, 3)).toBe(60);
  });

  it('prices a child in no category, or of an unknown type, as an adult', () => {
    expect(childCharge(null, 55, 2)).toBe(55);
    expect(isPricedAsAdult(null)).toBe(true);
    expect(isPricedAsAdult({ ageFrom: 0, ageTo: 18, type: 9 })).toBe(true);
    expect(isPricedAsAdult(categories[2])).toBe(true);
    expect(isPricedAsAdult(categories[0])).toBe(false);
    expect(isPricedAsAdult(categories[1])).toBe(false);
  });
});
