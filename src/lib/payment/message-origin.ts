/**
 * Messages from other windows: the 3-D Secure iframes of gateways C and E
 * (02 §2.5, §4.4) and the parent of an embedded engine (the close screen).
 * A message is trusted only from the exact origin expected, and its
 * content is read as data: shape-checked, bounded, never evaluated or
 * rendered as markup.
 *
 * Pure: the event is a plain value; no listener is added here.
 */
import { maskedPanFromCardstream } from './masked-pan.ts';

/** What the close screen posts to the parent window (02 §1, §2.1). */
export const CLOSE_MESSAGE = { message: 'close' } as const;

/** The parts of a MessageEvent read here. */
export interface IncomingMessage {
  origin?: unknown;
  source?: unknown;
  data?: unknown;
}

/**
 * The origin of an http(s) URL ('https://host[:port]'), or null for
 * anything else: relative or malformed URLs, other schemes, and opaque
 * origins ('null').
 * @example originOf('https://test.saferpay.com/Fields/245994') // 'https://test.saferpay.com'
 * @example originOf('data:text/html,hi') // null
 */
export function originOf(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin === 'null' ? null : parsed.origin;
}

/**
 * Whether a message comes from the expected origin (02 §2.5): the event's
 * origin must equal, character for character, the origin of one of the
 * expected URLs, so no prefix, suffix, sub-domain or port trick passes,
 * and the opaque origin 'null' (sandboxed frames, data: and file: pages)
 * never does. When `source` is given (the iframe's window), the event must
 * come from that very window too.
 * @example isTrustedMessage({ origin: 'https://pay.example.com' }, 'https://pay.example.com/3ds') // true
 * @example isTrustedMessage({ origin: 'https://pay.example.com.evil.test' }, 'https://pay.example.com') // false
 */
export function isTrustedMessage(event: IncomingMessage | null | undefined, expectedOrigin: string | readonly string[], source?: unknown): boolean {
  if (!event || typeof event.origin !== 'string' || event.origin === 'null') return false;
  if (source !== undefined && event.source !== source) return false;
  const expected = (typeof expectedOrigin === 'string' ? [expectedOrigin] : expectedOrigin).map(originOf);
  return expected.some((origin) => origin !== null && origin === event.origin);
}

/**
 * Whether a message comes from exactly `origin` and from the window
 * `source` (the frame that was opened; a frame not yet there trusts nothing).
 * @example isFrom({ origin: 'https://evil.example', source: frame, data: 'close' }, 'https://api.example.com', frame) // false
 */
export function isFrom(event: IncomingMessage, origin: string, source: unknown): boolean {
  return source != null && isTrustedMessage(event, origin, source);
}

/** The longest message text read as JSON; anything longer is not a message of ours. */
const MAX_MESSAGE_LENGTH = 10_000;

/** A message's data as a value: objects as they are, JSON text parsed (bounded), anything else as itself. */
function messageValue(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const text = data.trim();
  if (text.length > MAX_MESSAGE_LENGTH || !/^[[{]/.test(text)) return data;
  try {
    return JSON.parse(text);
  } catch {
    return data;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

/** A text field: trimmed, control characters removed, at most `max` characters; '' when not a string. */
function textOf(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL_RUNS, ' ').trim().slice(0, max);
}

/**
 * Whether a message is the 'close' message: gateway E's 3-D Secure iframe
 * posting 'close' when it is done (02 §2.5), or the close screen's
 * { message: 'close' }.
 * @example isCloseMessage('close') // true
 * @example isCloseMessage({ message: 'close' }) // true
 * @example isCloseMessage({ message: 'closed' }) // false
 */
export function isCloseMessage(data: unknown): boolean {
  if (data === 'close') return true;
  const value = messageValue(data);
  return isRecord(value) && value.message === 'close';
}

/** Gateway C's 3-D Secure outcome (02 §4.4). */
export type Cardstream3dsResult =
  | {
      kind: 'success';
      /** The card mask in the stored form, or null when it is not a safe mask. */
      maskedPan: string | null;
      /** The card holder as the gateway has it, '' when not given. */
      customerName: string;
      xref: string;
    }
  | {
      kind: 'failure';
      /** The gateway's reason, null when none was given (the page then shows 'Card authorisation error'). */
      responseMessage: string | null;
    };

/** A gateway C cross reference: letters, digits, '-' and '_', at most 64. */
const XREF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads a gateway C 3-D Secure event by its kind and detail (02 §4.4):
 * success with detail.cardNumberMask, detail.customerName and
 * detail.xref; failure with detail.responseMessage. Null for an unknown
 * kind, or a success without a well-formed xref.
 * @example parseCardstream3dsEvent('success', { cardNumberMask: '4111********1111', customerName: 'Ana Horvat', xref: '22101013KT08RM' }) // { kind: 'success', maskedPan: '4111********1111', customerName: 'Ana Horvat', xref: '22101013KT08RM' }
 * @example parseCardstream3dsEvent('failure', { responseMessage: 'CARD DECLINED' }) // { kind: 'failure', responseMessage: 'CARD DECLINED' }
 */
export function parseCardstream3dsEvent(kind: unknown, detail: unknown): Cardstream3dsResult | null {
  const fields = isRecord(detail) ? detail : {};
  if (kind === 'success') {
    const xref = typeof fields.xref === 'string' ? fields.xref.trim() : '';
    if (!XREF.test(xref)) return null;
    return {
      kind: 'success',
      maskedPan: typeof fields.cardNumberMask === 'string' ? maskedPanFromCardstream(fields.cardNumberMask) : null,
      customerName: textOf(fields.customerName, 150),
      xref,
    };
  }
  if (kind === 'failure') return { kind: 'failure', responseMessage: textOf(fields.responseMessage, 300) || null };
  return null;
}

/**
 * Reads a gateway C 3-D Secure result posted as a message: `{ type:
 * 'success' | 'failure', detail }` (the event's type and detail), as an
 * object or as JSON text. Null for anything else.
 * @example parseCardstream3dsMessage({ type: 'failure', detail: {} }) // { kind: 'failure', responseMessage: null }
 */
export function parseCardstream3dsMessage(data: unknown): Cardstream3dsResult | null {
  const value = messageValue(data);
  if (!isRecord(value)) return null;
  return parseCardstream3dsEvent(value.type, value.detail);
}
