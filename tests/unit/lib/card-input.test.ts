import { describe, expect, it } from 'vitest';
import { acceptCvv, expiryPlaceholder, formatCardNumber, maskExpiry } from '../../../src/lib/payment/card-input.ts';

describe('card form masks (02 §2.4)', () => {
  it('writes the expiry as MM/YY with the slash inserted, at most 5 characters', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12')).toBe('12/');
    expect(maskExpiry('12/2')).toBe('12/2');
    expect(maskExpiry('1227')).toBe('12/27');
    expect(maskExpiry('12/27999')).toBe('12/27');
    expect(maskExpiry('ab12cd')).toBe('12/');
  });
  it('reads a one-digit month as a guest writes it: a slash after it, or a first digit no month of two starts with', () => {
    expect(maskExpiry('1/')).toBe('01/');
    expect(maskExpiry('1/3')).toBe('01/3');
    expect(maskExpiry('5')).toBe('05/');
    expect(maskExpiry('5/27')).toBe('05/27');
    expect(maskExpiry(' 3 / 29')).toBe('03/29');
    expect(maskExpiry('1/2027')).toBe('01/27');
    expect(maskExpiry('12/2027')).toBe('12/27');
    // No month 00: a 0 waits for the month's second digit.
    expect(maskExpiry('0/')).toBe('0');
    // A 1 or 0 may start a two-digit month: it waits for the next digit.
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('0')).toBe('0');
    expect(maskExpiry('05', '05/')).toBe('0');
  });
  it('lets the guest delete back over the slash', () => {
    expect(maskExpiry('12', '12/')).toBe('1');
  });
  it('keeps at most 4 CVV characters, rejecting longer input', () => {
    expect(acceptCvv('123', '12')).toBe('123');
    expect(acceptCvv('1234', '123')).toBe('1234');
    expect(acceptCvv('12345', '1234')).toBe('1234');
  });
  it('groups the card number by 4, an American Express one 4-6-5 as printed on it', () => {
    expect(formatCardNumber('4111-1111 1111 1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111111111111111111')).toBe('4111 1111 1111 1111 111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224 6310 005')).toBe('3782 822463 10005');
    expect(formatCardNumber('34343434343434399')).toBe('3434 343434 34343');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });
  it('puts the current month as MM/YY in the placeholder', () => {
    expect(expiryPlaceholder(new Date(2026, 0, 5))).toBe('01/26');
  });
});
