/**
 * Masked card numbers as gateways report them, turned into the one form
 * the booking stores and the receipt shows: digits and '*', such as
 * '411111******1111' (02 §3.7, §7). Whatever a gateway sends, a value that
 * shows more than the first 6 and the last 4 digits is refused, so a full
 * card number can never be kept.
 *
 * Pure: strings in, strings (or null) out.
 */

/** The character every hidden digit becomes. */
export const MASK_CHAR = '*';

/** Card numbers are 12 to 19 digits long (the lengths of 02 §5.3), so their masks are too. */
const MIN_LENGTH = 12;
const MAX_LENGTH = 19;

/** At most the first 6 digits, one or more '*', at most the last 4 digits. */
const SAFE_MASK = /^\d{0,6}\*+\d{0,4}$/;

/**
 * Whether a value is a masked card number in the stored form: 12–19
 * characters, digits only in the first 6 and the last 4 places, every
 * other place '*' (and at least one '*'). Anything else, a full card
 * number above all, is not.
 * @example isMaskedPan('411111******1111') // true
 * @example isMaskedPan('4111111111111111') // false
 * @example isMaskedPan('4111111*****1111') // false (7 leading digits)
 */
export function isMaskedPan(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_LENGTH && value.length <= MAX_LENGTH && SAFE_MASK.test(value);
}

/**
 * A mask in the stored form, or null when it is not a safe mask. Spaces,
 * dashes and dots between groups are dropped, and every mask character a
 * gateway may use ('x', 'X', '#', '•', '●', '·', '*') becomes '*'.
 * @example normalizeMaskedPan('4111 11•• •••• 1111') // '411111******1111'
 * @example normalizeMaskedPan('4111 1111 1111 1111') // null
 */
export function normalizeMaskedPan(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const masked = value.replace(/[\s.-]/g, '').replace(/[xX#•●·*]/g, MASK_CHAR);
  return isMaskedPan(masked) ? masked : null;
}

/**
 * The masked number of a gateway A or B result
 * (`result.payment_method.data.masked`, 02 §7): dashes removed, 'x'
 * replaced by '*'. Null when the value is missing or not a safe mask.
 * @example maskedPanFromGateway('411111-xxxxxx-1111') // '411111******1111'
 */
export function maskedPanFromGateway(masked: string | null | undefined): string | null {
  return normalizeMaskedPan(masked);
}

/**
 * The masked number of gateway C's 3-D Secure result (`cardNumberMask`,
 * 02 §4.4): in the same form whatever mask characters the gateway used.
 * Null when missing or not a safe mask.
 * @example maskedPanFromCardstream('4111********1111') // '4111********1111'
 * @example maskedPanFromCardstream('401200XXXXXX1881') // '401200******1881'
 */
export function maskedPanFromCardstream(cardNumberMask: string | null | undefined): string | null {
  return normalizeMaskedPan(cardNumberMask);
}
