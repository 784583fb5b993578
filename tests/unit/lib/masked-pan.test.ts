import { describe, expect, it } from 'vitest';
import { isMaskedPan, maskedPanFromCardstream, maskedPanFromGateway, normalizeMaskedPan } from '../../../src/lib/payment/masked-pan.ts';

describe('gateway A and B masks (02 §7: dashes removed, x replaced by *)', () => {
  it('turns the gateway mask into the stored form', () => {
    expect(maskedPanFromGateway('411111-xxxxxx-1111')).toBe('411111******1111');
    expect(maskedPanFromGateway('555555-xxxxxx-4444')).toBe('555555******4444');
    expect(maskedPanFromGateway('378282-xxxxx-0005')).toBe('378282*****0005');
    expect(maskedPanFromGateway('676770-xxxxxxxxx-0033')).toBe('676770*********0033');
    expect(maskedPanFromGateway('411111-XXXXXX-1111')).toBe('411111******1111');
  });
  it('refuses a missing value or one that is not a mask', () => {
    expect(maskedPanFromGateway(null)).toBeNull();
    expect(maskedPanFromGateway(undefined)).toBeNull();
    expect(maskedPanFromGateway('')).toBeNull();
    expect(maskedPanFromGateway('411111-111111-1111')).toBeNull();
    expect(maskedPanFromGateway('4111-1111-1111-1111')).toBeNull();
    expect(maskedPanFromGateway('visa')).toBeNull();
  });
});

describe('gateway C masks (cardNumberMask)', () => {
  it('keeps a mask already in the stored form', () => {
    expect(maskedPanFromCardstream('4111********1111')).toBe('4111********1111');
    expect(maskedPanFromCardstream('411111******1111')).toBe('411111******1111');
  });
  it('normalises other mask characters and separators', () => {
    expect(maskedPanFromCardstream('401200XXXXXX1881')).toBe('401200******1881');
    expect(maskedPanFromCardstream('4012 00xx xxxx 1881')).toBe('401200******1881');
    expect(maskedPanFromCardstream('4012-00##-####-1881')).toBe('401200******1881');
    expect(maskedPanFromCardstream('•••• •••• •••• 1881')).toBe('************1881');
    expect(maskedPanFromCardstream('●●●●●●●●●●●●1881')).toBe('************1881');
  });
  it('refuses anything that would show more than the first 6 and last 4 digits', () => {
    expect(maskedPanFromCardstream('4111111111111111')).toBeNull();
    expect(maskedPanFromCardstream('4111 1111 1111 1111')).toBeNull();
    expect(maskedPanFromCardstream('4111111*****1111')).toBeNull();
    expect(maskedPanFromCardstream('411111*****11111')).toBeNull();
    expect(maskedPanFromCardstream('411111**1*****1111')).toBeNull();
    expect(maskedPanFromCardstream(null)).toBeNull();
  });
});

describe('the safe-mask guard', () => {
  it('accepts masks of every card length, 12 to 19', () => {
    expect(isMaskedPan('675900**0033')).toBe(true);
    expect(isMaskedPan('411111******1111')).toBe(true);
    expect(isMaskedPan('676770*********0033')).toBe(true);
    expect(isMaskedPan('****************')).toBe(true);
  });
  it('refuses full numbers, digits in the middle, other characters and other lengths', () => {
    for (const value of [
      '4111111111111111',
      '4222222222222',
      '4111111******111',
      '41111*1*****1111',
      '411111******11111',
      '411111-xxxxxx-1111',
      '411111 ****** 1111',
      '1111',
      '****1111',
      '411111*********************1111',
      '',
    ]) {
      expect(isMaskedPan(value), value).toBe(false);
    }
    expect(isMaskedPan(4111111111111111)).toBe(false);
    expect(isMaskedPan(null)).toBe(false);
  });
  it('never lets a card number through, whatever separators surround it', () => {
    const numbers = ['4111111111111111', '5555555555554444', '378282246310005', '6759649826438453', '4222222222222', '4111111111111111110'];
    for (const number of numbers) {
      for (const separated of [number, number.replace(/(\d{4})/g, '$1 '), number.replace(/(\d{4})(?=\d)/g, '$1-'), number.split('').join('.')]) {
        expect(normalizeMaskedPan(separated), separated).toBeNull();
        expect(maskedPanFromGateway(separated), separated).toBeNull();
      }
    }
  });
});
