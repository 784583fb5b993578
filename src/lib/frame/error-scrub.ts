/**
 * Scrubbing of error reports before they leave the browser (02 §1, §8:
 * unexpected gateway results are reported "with token fields and UUIDs
 * scrubbed"). Texts lose tokens, secrets, client secrets, bearer tokens,
 * card numbers, e-mail addresses and UUIDs; objects are walked deeply and
 * the values of secret-bearing fields (tokens, secrets, CVV, card number…)
 * are replaced whole.
 *
 * Scrubbing errs on the side of removing: a 13–19 digit run is removed
 * even when it is a timestamp, since a card number may look like one.
 *
 * Pure: values in, new values out; nothing given is changed.
 */

/** What a removed value reads as, by kind. */
export const REDACTED = {
  value: '[redacted]',
  token: '[redacted-token]',
  card: '[redacted-card]',
  email: '[redacted-email]',
  uuid: '[redacted-uuid]',
} as const;

/** Field names whose value is removed whole when they contain one of these (case, '_' and '-' ignored). */
const SECRET_PARTS = [
  'token',
  'secret',
  'password',
  'passwd',
  'apikey',
  'authorization',
  'cookie',
  'xref',
  'signature',
  'privatekey',
  'accesskey',
  'sessionid',
];

/** Field names whose value is removed whole when they are exactly one of these (case, '_' and '-' ignored). */
const SECRET_NAMES = new Set(['cvv', 'cvc', 'cvv2', 'cvc2', 'csc', 'securitycode', 'cardnumber', 'pan', 'expirationdate', 'expirydate', 'iban']);

/**
 * Whether a field's value is secret by its name: tokens, secrets,
 * passwords, API keys, authorisation headers, cookies, cross references,
 * signatures, CVV/CVC, card number and expiry, IBAN.
 * @example isSecretField('pan_token') // true
 * @example isSecretField('maskedPan') // false
 */
export function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAMES.has(key) || SECRET_PARTS.some((part) => key.includes(part));
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Gateway D ids, keys and client secrets ('pi_…_secret_…', 'seti_…', 'sk_live_…'): at least 8 characters, a digit among them. */
const GATEWAY_D_ID =
  /\b(?:pi|seti|pm|cus|src|tok|ch|cs_test|cs_live|sk_live|sk_test|rk_live|rk_test|pk_live|pk_test|whsec)_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}(?:_secret_[A-Za-z0-9]+)?\b/g;
/** Any other '…_secret_…' value. */
const CLIENT_SECRET = /\b[A-Za-z0-9]+_secret_[A-Za-z0-9]+\b/g;
/** `name: value`, `name=value`, `"name": "value"` in free text. */
const FIELD_IN_TEXT = /(["']?)\b([A-Za-z_][A-Za-z0-9_-]*)\1(\s*[:=]\s*)("[^"]*"|'[^']*'|\[redacted(?:-[a-z]+)?\]|[^\s,;&"'}\]]+)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** 13 to 19 digits, single spaces or dashes allowed between them. */
const CARD_DIGITS = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/**
 * The text with the values of secret fields removed. A field that is not
 * secret is not skipped whole: the search goes on inside its value, so
 * `url: https://x.example/?token=abc` still loses the token.
 */
function scrubFields(text: string): string {
  const pattern = new RegExp(FIELD_IN_TEXT.source, 'g');
  let out = '';
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const [whole, quote, name, separator, value] = match;
    if (!isSecretField(name)) {
      pattern.lastIndex = match.index + 2 * quote.length + name.length + separator.length;
      continue;
    }
    const valueQuote = value.startsWith('"') || value.startsWith("'") ? value[0] : '';
    out += `${text.slice(last, match.index)}${quote}${name}${quote}${separator}${valueQuote}${REDACTED.value}${valueQuote}`;
    last = match.index + whole.length;
  }
  return out + text.slice(last);
}

/**
 * A text with its secrets removed: UUIDs, bearer and basic credentials,
 * JSON web tokens, gateway D ids and client secrets, the values of
 * secret fields written as `name: value` or `name=value` (query strings,
 * JSON, logs), e-mail addresses, and 13–19 digit runs (card numbers, also
 * written in groups).
 * @example scrubText('confirm failed for pi_3MtwBwLkdIwHu7ix_secret_YrKJUKribcBjcG8H, ana@example.com') // 'confirm failed for [redacted-token], [redacted-email]'
 * @example scrubText('card 4111 1111 1111 1111 cvv=123') // 'card [redacted-card] cvv=[redacted]'
 */
export function scrubText(text: string): string {
  const early = text
    .replace(UUID, REDACTED.uuid)
    .replace(BEARER, (_, scheme: string) => `${scheme} ${REDACTED.value}`)
    .replace(JWT, REDACTED.token);
  return scrubFields(early)
    .replace(GATEWAY_D_ID, REDACTED.token)
    .replace(CLIENT_SECRET, REDACTED.token)
    .replace(EMAIL, REDACTED.email)
    .replace(CARD_DIGITS, REDACTED.card);
}

/** How deep objects are walked; deeper values read '[truncated]'. */
const MAX_DEPTH = 12;

function scrubNode(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number') return Number.isInteger(value) && /^\d{13,19}$/.test(String(Math.abs(value))) ? REDACTED.card : value;
  if (typeof value === 'bigint') return scrubText(value.toString());
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scrubNode(item, seen, depth + 1));
    if (value instanceof Map) return [...value.entries()].map((entry) => scrubNode(entry, seen, depth + 1));
    if (value instanceof Set) return [...value].map((item) => scrubNode(item, seen, depth + 1));
    const out: Record<string, unknown> = {};
    if (value instanceof Error) {
      out.name = value.name;
      out.message = scrubText(value.message);
      if (value.stack) out.stack = scrubText(value.stack);
      if (value.cause !== undefined) out.cause = scrubNode(value.cause, seen, depth + 1);
    }
    for (const [key, item] of Object.entries(value)) {
      const scrubbed = isSecretField(key) ? secretValue(item) : scrubNode(item, seen, depth + 1);
      if (scrubbed !== undefined) out[scrubText(key)] = scrubbed;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A secret field's value: gone, except that its absence (null, undefined) or a yes/no stays visible. */
function secretValue(value: unknown): unknown {
  return value === null || value === undefined || typeof value === 'boolean' ? value : REDACTED.value;
}

/**
 * Any value with its secrets removed, deeply: texts through `scrubText`,
 * secret fields' values replaced whole, 13–19 digit integers removed,
 * errors as { name, message, stack, cause }, dates as ISO text, maps and
 * sets as arrays, functions and symbols dropped, cycles marked
 * '[circular]'. Returns new values; the input is not changed.
 * @example scrubValue({ response: { clientSecret: 'seti_1Abc_secret_2Def', status: 'requires_action' } }) // { response: { clientSecret: '[redacted]', status: 'requires_action' } }
 */
export function scrubValue(value: unknown): unknown {
  return scrubNode(value, new WeakSet(), 0);
}

/** An error report: its message, and any context. */
export interface ErrorReport {
  message: string;
  context?: unknown;
  [field: string]: unknown;
}

/**
 * An error report ready to send (02 §8 "Gateway A/B unexpected result"):
 * the message and every other field scrubbed, context deeply.
 * @example scrubErrorReport({ message: 'Unexpected result for 3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', context: { pan_token: 'abc' } }) // { message: 'Unexpected result for [redacted-uuid]', context: { pan_token: '[redacted]' } }
 */
export function scrubErrorReport(report: ErrorReport): ErrorReport {
  const scrubbed = scrubValue(report) as Record<string, unknown>;
  return { ...scrubbed, message: typeof report.message === 'string' ? scrubText(report.message) : '' };
}
