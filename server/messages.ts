/**
 * Guest-readable English texts of the site's message keys, for API error
 * answers: the rules in src/lib return `{ key, tokens }` and never
 * translate; the API answers in English, as the site's English dictionary
 * reads them (booking keys from `src/lib/checkout/booking-schema.ts`).
 */
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import { BOOKING_MESSAGES_EN } from '../src/lib/checkout/booking-schema.ts';
import type { Message } from '../src/lib/format/messages.ts';

// The site's dictionary first: the API says what the site would.
const ENGLISH: Readonly<Record<string, string>> = { ...BOOKING_MESSAGES_EN, ...(en as Record<string, string>) };

/**
 * A message in English with its %tokens% filled; an unknown key reads as itself.
 * @example englishText({ key: 'MinStayError', tokens: { minStay: 3 } }) // 'Minimum stay is 3 nights'
 */
export function englishText(message: Message): string {
  const text = ENGLISH[message.key] ?? message.key;
  return text.replace(/%(\w+)%/g, (whole, token: string) => (token in message.tokens ? String(message.tokens[token]) : whole));
}
