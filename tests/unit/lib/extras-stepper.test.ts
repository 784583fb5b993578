import { describe, expect, it } from 'vitest';
import { service } from './checkout-fixtures.ts';
import { MAX_SERVICE_QUANTITY, onBlurValue, quantityLimits, stepperValue, stepQuantity } from '../../../src/lib/extras/extras-quantity.ts';

/** 2 adults and children of 11 and 12, 3 nights. */
const family = { adults: 2, childrenAges: [11, 12], nights: 3 };
const limits = { min: 0, max: MAX_SERVICE_QUANTITY };

describe('quantity stepper input (01 §5.3)', () => {
  it('turns non-numeric input into 0', () => {
    for (const input of ['abc', '', '  ', '-', '2x', 'NaN', Number.NaN, 'Infinity']) expect(stepperValue(input, limits)).toBe(0);
  });

  it('keeps a number within the limits, dropping decimals', () => {
    expect(stepperValue('7', limits)).toBe(7);
    expect(stepperValue(' 12 ', limits)).toBe(12);
    expect(stepperValue(3, limits)).toBe(3);
    expect(stepperValue('2.7', limits)).toBe(2);
  });

  it('clamps input above the maximum', () => {
    expect(stepperValue('150', limits)).toBe(99);
    expect(stepperValue(100, limits)).toBe(99);
    expect(stepperValue('1e3', limits)).toBe(99);
    expect(stepperValue('2', { min: 0, max: 1 })).toBe(1);
  });

  it('resets a value below the minimum on blur, and only then', () => {
    expect(stepperValue('-3', limits)).toBe(-3);
    expect(onBlurValue(-3, 0)).toBe(0);
    expect(onBlurValue(Number.NaN, 0)).toBe(0);
    expect(onBlurValue(0, 0)).toBe(0);
    expect(onBlurValue(5, 0)).toBe(5);
  });

  it('steps by one without going below the minimum or above the maximum', () => {
    expect(stepQuantity(0, -1, limits)).toBe(0);
    expect(stepQuantity(0, 1, limits)).toBe(1);
    expect(stepQuantity(99, 1, limits)).toBe(99);
    expect(stepQuantity(1, 1, { min: 0, max: 1 })).toBe(1);
    expect(stepQuantity(-4, 1, limits)).toBe(0);
  });
});

describe('quantity stepper limits (01 §2.14, §5.3)', () => {
  it('disables the stepper of a mandatory service at its quantity', () => {
    expect(quantityLimits(service({ paymentType: 6, isMandatory: true, quantity: 1 }), family)).toEqual({ min: 0, max: 12, disabled: true });
    expect(quantityLimits(service({ isMandatory: true, isMandatoryQuantityUpdate: true, quantity: 2 }), family)).toEqual({ min: 0, max: 2, disabled: true });
  });

  it('lets a per-person service be taken or not: its price already counts everyone it is for', () => {
    expect(quantityLimits(service({ paymentType: 6, pricingType: 1, pricingDynamic: 1 }), family)).toEqual({ min: 0, max: 1, disabled: false });
    expect(quantityLimits(service({ paymentType: 4, pricingType: 1 }), family).max).toBe(1);
    expect(quantityLimits(service({ paymentType: 4, pricingType: 1 }), { ...family, childrenAges: [12] }).max).toBe(0);
    expect(quantityLimits(service({ paymentType: 5, pricingType: 1 }), { ...family, childrenAges: [11] }).max).toBe(0);
  });

  it('caps a per-unit service for persons at the number of those persons', () => {
    expect(quantityLimits(service({ paymentType: 2, pricingType: 2 }), family).max).toBe(4);
    expect(quantityLimits(service({ paymentType: 3, pricingType: 3 }), family).max).toBe(2);
    expect(quantityLimits(service({ paymentType: 4, pricingType: 2 }), family).max).toBe(1);
    expect(quantityLimits(service({ paymentType: 6, pricingType: 2, pricingDynamic: 1 }), family).max).toBe(4);
  });

  it('offers up to 99 of a per-night or one-time service', () => {
    expect(quantityLimits(service({ paymentType: 1, pricingType: 3, pricingDynamic: 1 }), family)).toEqual({ min: 0, max: 99, disabled: false });
    expect(quantityLimits(service({ paymentType: 7, pricingType: 2 }), family).max).toBe(99);
  });
});
