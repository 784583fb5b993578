/**
 * Input masks of the built-in card form (02 §2.4): the expiry as MM/YY with
 * the slash added, the CVV at most 4 characters, the card number in groups.
 */

/**
 * MM/YY: digits only, the slash inserted after the month, at most 5
 * characters; deleting the slash deletes it. A one-digit month is read as
 * a guest writes it: a slash (dot, dash, space) typed after it, or a
 * first digit no two-digit month starts with ('1/' is '01/', '5' is '05/');
 * a year written in full is its last two digits ('1/2027' is '01/27').
 * @example maskExpiry('1227') // '12/27'
 * @example maskExpiry('12') // '12/'
 * @example maskExpiry('1/3') // '01/3'
 */
export function maskExpiry(input: string, previous = ''): string {
  const written = input.replace(/^\s*([2-9])(?=\D|$)/, '0$1').replace(/^\s*([1-9])\s*[/.\- ]/, '0$1/');
  // A year written in full ('01/2027', pasted) is its last two digits.
  const fullYear = /^\s*(\d{2})\s*[/.\- ]\s*20(\d{2})\s*$/.exec(written);
  const digits = (fullYear ? fullYear[1] + fullYear[2] : written.replace(/\D/g, '')).slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting && previous.endsWith('/') ? digits.slice(0, 1) : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The CVV keeps at most 4 characters: a longer input is rejected (the
 * previous value stays).
 * @example acceptCvv('12345', '1234') // '1234'
 */
export function acceptCvv(input: string, previous: string): string {
  return input.length > 4 ? previous : input;
}

/**
 * The card number as typed, grouped as printed on the card: American
 * Express (34, 37) 4-6-5 with 15 digits at most, any other in groups of 4
 * (19 digits at most).
 * @example formatCardNumber('4111111111111111') // '4111 1111 1111 1111'
 * @example formatCardNumber('378282246310005') // '3782 822463 10005'
 */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The current month as MM/YY, the expiry field's placeholder (02 §2.4).
 * @example expiryPlaceholder(new Date('2026-11-22')) // '11/26'
 */
export function expiryPlaceholder(now: Date): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear() % 100).padStart(2, '0')}`;
}
