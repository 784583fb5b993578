import { describe, expect, it } from 'vitest';
import {
  CLOSE_MESSAGE,
  isCloseMessage,
  isTrustedMessage,
  originOf,
  parseCardstream3dsEvent,
  parseCardstream3dsMessage,
} from '../../../src/lib/payment/message-origin.ts';

describe('origins', () => {
  it('are the scheme, host and port of an http(s) URL', () => {
    expect(originOf('https://test.saferpay.com/Fields/245994?x=1#y')).toBe('https://test.saferpay.com');
    expect(originOf('http://localhost:28999/api/payment/cardstream/preauth')).toBe('http://localhost:28999');
    expect(originOf('HTTPS://Pay.Example.COM:443/')).toBe('https://pay.example.com');
    expect(originOf('https://pay.example.com:8443')).toBe('https://pay.example.com:8443');
  });
  it('are null for relative, malformed, opaque and other-scheme URLs', () => {
    for (const url of [
      '/api/payment',
      'pay.example.com',
      '',
      '   ',
      'null',
      'data:text/html,hi',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'blob:https://pay.example.com/1',
      'ftp://pay.example.com',
      null,
      undefined,
    ]) {
      expect(originOf(url), String(url)).toBeNull();
    }
  });
});

describe('isTrustedMessage', () => {
  const expected = 'https://pay.example.com/3ds/frame';
  it('trusts the exact expected origin', () => {
    expect(isTrustedMessage({ origin: 'https://pay.example.com', data: 'close' }, expected)).toBe(true);
    expect(isTrustedMessage({ origin: 'https://pay.example.com' }, 'https://pay.example.com')).toBe(true);
  });
  it('refuses prefix, suffix, sub-domain, scheme, port and case tricks', () => {
    for (const origin of [
      'https://pay.example.com.evil.test',
      'https://evilpay.example.com',
      'https://evil.pay.example.com',
      'https://pay.example.co',
      'https://pay.example.com:444',
      'http://pay.example.com',
      'https://PAY.example.com',
      'https://pay.example.com/',
      ' https://pay.example.com',
      'https://pay.example.com@evil.test',
      'https://pay.example.com%2eevil.test',
    ]) {
      expect(isTrustedMessage({ origin }, expected), origin).toBe(false);
    }
  });
  it("refuses the opaque origin 'null', missing origins and unusable expectations", () => {
    expect(isTrustedMessage({ origin: 'null' }, expected)).toBe(false);
    expect(isTrustedMessage({ origin: 'null' }, 'null')).toBe(false);
    expect(isTrustedMessage({}, expected)).toBe(false);
    expect(isTrustedMessage({ origin: 42 }, expected)).toBe(false);
    expect(isTrustedMessage(null, expected)).toBe(false);
    expect(isTrustedMessage({ origin: '' }, '')).toBe(false);
    expect(isTrustedMessage({ origin: 'https://pay.example.com' }, '/3ds')).toBe(false);
    expect(isTrustedMessage({ origin: 'https://pay.example.com' }, [])).toBe(false);
  });
  it('accepts any of several expected origins', () => {
    const origins = ['https://test.saferpay.com/Fields', 'http://localhost:28999/api'];
    expect(isTrustedMessage({ origin: 'http://localhost:28999' }, origins)).toBe(true);
    expect(isTrustedMessage({ origin: 'https://www.saferpay.com' }, origins)).toBe(false);
  });
  it('requires the expected window when one is given', () => {
    const frame = {};
    expect(isTrustedMessage({ origin: 'https://pay.example.com', source: frame }, expected, frame)).toBe(true);
    expect(isTrustedMessage({ origin: 'https://pay.example.com', source: {} }, expected, frame)).toBe(false);
    expect(isTrustedMessage({ origin: 'https://pay.example.com', source: null }, expected, frame)).toBe(false);
  });
});

describe('close messages (02 §2.5, close screen)', () => {
  it("reads 'close' and { message: 'close' }, as object or JSON", () => {
    expect(isCloseMessage('close')).toBe(true);
    expect(isCloseMessage(CLOSE_MESSAGE)).toBe(true);
    expect(isCloseMessage('{"message":"close"}')).toBe(true);
  });
  it('reads nothing else as close', () => {
    for (const data of [
      'closed',
      'Close',
      ' close',
      { message: 'closed' },
      { close: true },
      ['close'],
      null,
      undefined,
      1,
      '{"message":"close"',
      { message: { toString: () => 'close' } },
    ]) {
      expect(isCloseMessage(data), JSON.stringify(data) ?? String(data)).toBe(false);
    }
  });
});

describe('gateway C 3-D Secure events (02 §4.4)', () => {
  const success = { cardNumberMask: '401200XXXXXX1881', customerName: 'Ana Horvat', xref: '22101013KT08RM4LQ1' };
  it('reads a success: stored-form mask, customer name, xref', () => {
    expect(parseCardstream3dsEvent('success', success)).toEqual({
      kind: 'success',
      maskedPan: '401200******1881',
      customerName: 'Ana Horvat',
      xref: '22101013KT08RM4LQ1',
    });
  });
  it('reads a success whose mask is unsafe or missing with no masked number', () => {
    expect(parseCardstream3dsEvent('success', { ...success, cardNumberMask: '4012888888881881' })).toMatchObject({ kind: 'success', maskedPan: null });
    expect(parseCardstream3dsEvent('success', { xref: 'A1' })).toEqual({ kind: 'success', maskedPan: null, customerName: '', xref: 'A1' });
  });
  it('refuses a success without a well-formed xref', () => {
    for (const xref of [undefined, '', '   ', 'a b', '<img src=x>', 'x'.repeat(65), 42])
      expect(parseCardstream3dsEvent('success', { ...success, xref }), String(xref)).toBeNull();
  });
  it('reads a failure with its response message, or none', () => {
    expect(parseCardstream3dsEvent('failure', { responseMessage: ' CARD DECLINED ' })).toEqual({ kind: 'failure', responseMessage: 'CARD DECLINED' });
    expect(parseCardstream3dsEvent('failure', {})).toEqual({ kind: 'failure', responseMessage: null });
    expect(parseCardstream3dsEvent('failure', null)).toEqual({ kind: 'failure', responseMessage: null });
    expect(parseCardstream3dsEvent('failure', { responseMessage: { text: 'x' } })).toEqual({ kind: 'failure', responseMessage: null });
  });
  it('keeps texts as bounded plain data', () => {
    const long = parseCardstream3dsEvent('failure', { responseMessage: `DECLINED\u0000\n${'x'.repeat(400)}` });
    expect(long).toMatchObject({ kind: 'failure' });
    expect((long as { responseMessage: string }).responseMessage).toHaveLength(300);
    expect((long as { responseMessage: string }).responseMessage.startsWith('DECLINED x')).toBe(true);
    expect(parseCardstream3dsEvent('success', { ...success, customerName: 'A'.repeat(200) })).toMatchObject({ customerName: 'A'.repeat(150) });
  });
  it('reads nothing for another kind', () => {
    expect(parseCardstream3dsEvent('cancel', success)).toBeNull();
    expect(parseCardstream3dsEvent(undefined, success)).toBeNull();
  });
  it('reads posted messages { type, detail }, as object or JSON, and nothing else', () => {
    expect(parseCardstream3dsMessage({ type: 'success', detail: success })).toMatchObject({ kind: 'success', xref: '22101013KT08RM4LQ1' });
    expect(parseCardstream3dsMessage(JSON.stringify({ type: 'failure', detail: { responseMessage: 'NOT AUTHENTICATED' } }))).toEqual({
      kind: 'failure',
      responseMessage: 'NOT AUTHENTICATED',
    });
    for (const data of [
      'close',
      'success',
      '{broken',
      [],
      null,
      { detail: success },
      { type: 'success' },
      `{"type":"failure","pad":"${'x'.repeat(10_001)}"}`,
    ]) {
      expect(parseCardstream3dsMessage(data)).toBeNull();
    }
  });
});
