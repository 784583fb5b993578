/**
 * Whether an e-mail address can receive mail, decided offline (the API
 * answers 'Email doesnt exist', spec 02 §8). The address has already
 * passed the shared syntax check (`isEmailAddress`); this looks at its
 * domain only, without DNS, so tests and the demo stay deterministic:
 *
 * - a domain must end in a top-level domain after a dot: `ana@localhost`
 *   or `ana@mail` cannot be reached from the internet;
 * - the top-level domain must be one that can exist: letters (2–63) or an
 *   IDN A-label (`xn--…`), never digits (`ana@10.0.0.1`);
 * - the top-level domains reserved so that they never resolve cannot
 *   receive mail: `.invalid` (RFC 2606/6761: "guaranteed to be invalid"),
 *   `.localhost` and `.local` (multicast DNS, RFC 6762).
 *
 * `.test` and `.example` are reserved too but are accepted: the demo
 * properties and the end-to-end tests use addresses there as stand-ins
 * for real ones. Use `.invalid` to see the refusal.
 */

/** Reserved top-level domains that never deliver mail. */
export const UNDELIVERABLE_TLDS: ReadonlySet<string> = new Set(['invalid', 'localhost', 'local']);

const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * True when the address's domain clearly cannot receive mail.
 * @example isUndeliverableEmail('ana@example.com') // false
 * @example isUndeliverableEmail('ana@mail.invalid') // true
 * @example isUndeliverableEmail('ana@localhost') // true
 */
export function isUndeliverableEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return true;
  const tld = labels[labels.length - 1];
  return !TLD.test(tld) || UNDELIVERABLE_TLDS.has(tld);
}
