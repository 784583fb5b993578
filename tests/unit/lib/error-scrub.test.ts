import { describe, expect, it } from 'vitest';
import { isSecretField, REDACTED, scrubErrorReport, scrubText, scrubValue } from '../../../src/lib/frame/error-scrub.ts';

describe('secret field names', () => {
  it('knows tokens, secrets, keys, CVV, card numbers and cross references', () => {
    for (const name of [
      'token',
      'pan_token',
      'monriToken',
      'wspayToken',
      'aliasToken',
      'authenticityToken',
      'saferFieldsToken',
      'clientSecret',
      'client_secret',
      'password',
      'apiKey',
      'x-api-key',
      'Authorization',
      'cookie',
      'xref',
      'cardstreamXref',
      'cvv',
      'CVC',
      'cvv2',
      'securityCode',
      'cardNumber',
      'card_number',
      'pan',
      'expirationDate',
      'iban',
      'signature',
    ]) {
      expect(isSecretField(name), name).toBe(true);
    }
  });
  it('leaves ordinary fields alone', () => {
    for (const name of [
      'maskedPan',
      'company',
      'companyName',
      'status',
      'response_message',
      'amount',
      'currency',
      'bookingEngineId',
      'customerName',
      'type',
      'expanded',
    ]) {
      expect(isSecretField(name), name).toBe(false);
    }
  });
});

describe('scrubText', () => {
  it('removes gateway D client secrets and ids', () => {
    expect(scrubText('confirm failed: seti_1NqK2eLkdIwHu7ixE3Mx0cH2_secret_OdcHn4aZbQk0Pn')).toBe(`confirm failed: ${REDACTED.token}`);
    expect(scrubText('intent pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH is pi_3MtwBwLkdIwHu7ix28a3tqPa')).toBe(
      `intent ${REDACTED.token} is ${REDACTED.token}`,
    );
    expect(scrubText('keys sk_live_51HqLyjWDarjtT1zdp7dc and pk_test_51HqLyjWDarjtT1zd, customer cus_NffrFeUfNV2Hib, pm_1MqLiJLkdIwHu7ixUEgbFdYF')).toBe(
      `keys ${REDACTED.token} and ${REDACTED.token}, customer ${REDACTED.token}, ${REDACTED.token}`,
    );
  });
  it('keeps words that only look like id prefixes', () => {
    expect(scrubText('card_number missing; pi_value unknown; tok_en')).toBe('card_number missing; pi_value unknown; tok_en');
  });
  it('removes bearer and basic credentials and JSON web tokens', () => {
    expect(scrubText('Authorization: Bearer abc.DEF-123_x~y+z/=')).not.toMatch(/abc|DEF/);
    expect(scrubText('sent Bearer abc.DEF-123')).toBe(`sent Bearer ${REDACTED.value}`);
    expect(scrubText('Basic dXNlcjpwYXNz')).toBe(`Basic ${REDACTED.value}`);
    expect(scrubText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end')).toBe(`jwt ${REDACTED.token} end`);
  });
  it('removes the values of secret fields in query strings, JSON and logs', () => {
    expect(scrubText('GET /fields?token=a1b2c3&lang=hr')).toBe(`GET /fields?token=${REDACTED.value}&lang=hr`);
    expect(scrubText('{"pan_token":"f00ba4","status":"approved"}')).toBe(`{"pan_token":"${REDACTED.value}","status":"approved"}`);
    expect(scrubText("{ clientSecret: 'abc', amount: 12 }")).toBe(`{ clientSecret: '${REDACTED.value}', amount: 12 }`);
    expect(scrubText('cvv=123 cvc: 4567 xref = 22101013KT08RM')).toBe(`cvv=${REDACTED.value} cvc: ${REDACTED.value} xref = ${REDACTED.value}`);
    expect(scrubText('Error: declined, status=declined')).toBe('Error: declined, status=declined');
    expect(scrubText('redirect: https://pay.example.com/3ds?token=a1b2&lang=hr, message: secret=x')).toBe(
      `redirect: https://pay.example.com/3ds?token=${REDACTED.value}&lang=hr, message: secret=${REDACTED.value}`,
    );
  });
  it('removes card numbers, plain or grouped, 13 to 19 digits', () => {
    expect(scrubText('number 4111111111111111 refused')).toBe(`number ${REDACTED.card} refused`);
    expect(scrubText('4111 1111 1111 1111')).toBe(REDACTED.card);
    expect(scrubText('5555-5555-5555-4444')).toBe(REDACTED.card);
    expect(scrubText('3782 822463 10005 and 4222222222222 and 6759649826438453123')).toBe(`${REDACTED.card} and ${REDACTED.card} and ${REDACTED.card}`);
  });
  it('keeps shorter digit runs, masked numbers, dates and phone numbers', () => {
    const text = 'booking 123456789012 on 2026-07-24 10:00, card 411111******1111, phone +385 91 555 0192, amount 1234.56';
    expect(scrubText(text)).toBe(text);
  });
  it('removes e-mail addresses and UUIDs', () => {
    expect(scrubText('guest ana.horvat+trip@mail.example.hr booked')).toBe(`guest ${REDACTED.email} booked`);
    expect(scrubText('/reservation/check-in/3F2A9C1E-8B7D-4E6F-9A0B-1C2D3E4F5A6B/submit')).toBe(`/reservation/check-in/${REDACTED.uuid}/submit`);
    expect(scrubText('offer 12345678-1234-1234-1234-123456789012')).toBe(`offer ${REDACTED.uuid}`);
  });
  it('is stable when run twice', () => {
    const once = scrubText('token=abc 4111111111111111 ana@example.com pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(scrubText(once)).toBe(once);
  });
});

describe('scrubValue (deep)', () => {
  it('replaces secret fields whole and scrubs every other text', () => {
    const result = {
      status: 'weird',
      pan_token: 'c0ffee',
      payment_method: { data: { masked: '411111-xxxxxx-1111', cvv: '123', cardNumber: 4111111111111111 } },
      response_message: 'Card 4111 1111 1111 1111 of ana@example.com',
      items: [{ clientSecret: 'pi_1_secret_2' }, 'order 3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'],
    };
    expect(scrubValue(result)).toEqual({
      status: 'weird',
      pan_token: REDACTED.value,
      payment_method: { data: { masked: '411111-xxxxxx-1111', cvv: REDACTED.value, cardNumber: REDACTED.value } },
      response_message: `Card ${REDACTED.card} of ${REDACTED.email}`,
      items: [{ clientSecret: REDACTED.value }, `order ${REDACTED.uuid}`],
    });
  });
  it('shows whether a secret field was missing', () => {
    expect(scrubValue({ token: null, aliasToken: undefined, hasToken: true, secret: { nested: 'x' } })).toEqual({
      token: null,
      hasToken: true,
      secret: REDACTED.value,
    });
  });
  it('removes card-like integers, keeps ordinary numbers', () => {
    expect(scrubValue({ amount: 120.5, id: 42, pan: 1, n: 4111111111111111, big: 5555555555554444n })).toEqual({
      amount: 120.5,
      id: 42,
      pan: REDACTED.value,
      n: REDACTED.card,
      big: REDACTED.card,
    });
  });
  it('reads errors, dates, maps and sets; drops functions; marks cycles', () => {
    const error = new Error('failed for ana@example.com', { cause: { token: 'x' } });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const shared = { token: 't' };
    const result = scrubValue({
      error,
      at: new Date('2026-07-24T10:00:00Z'),
      map: new Map([['email', 'ana@example.com']]),
      set: new Set(['x']),
      fn: () => 1,
      cyclic,
      a: shared,
      b: shared,
    }) as Record<string, unknown>;
    expect(result.error).toMatchObject({ name: 'Error', message: `failed for ${REDACTED.email}`, cause: { token: REDACTED.value } });
    expect(String((result.error as { stack: string }).stack)).not.toContain('ana@example.com');
    expect(result.at).toBe('2026-07-24T10:00:00.000Z');
    expect(result.map).toEqual([['email', REDACTED.email]]);
    expect(result.set).toEqual(['x']);
    expect(result).not.toHaveProperty('fn');
    expect(result.cyclic).toEqual({ name: 'loop', self: '[circular]' });
    expect(result.a).toEqual({ token: REDACTED.value });
    expect(result.b).toEqual({ token: REDACTED.value });
  });
  it('scrubs keys too, and stops at a depth', () => {
    expect(scrubValue({ 'ana@example.com': 1 })).toEqual({ [REDACTED.email]: 1 });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(scrubValue(deep))).toContain('[truncated]');
  });
  it('leaves the input unchanged', () => {
    const input = { token: 'abc', nested: { text: 'ana@example.com' } };
    scrubValue(input);
    expect(input).toEqual({ token: 'abc', nested: { text: 'ana@example.com' } });
  });
});

describe('scrubErrorReport', () => {
  it('scrubs the message and the context, keeping the other fields', () => {
    const report = scrubErrorReport({
      message: 'Unexpected gateway B result for reservation 3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
      level: 'critical',
      context: { result: { status: 'pending', pan_token: 'c0ffee' }, clientSecret: 'seti_1_secret_2', url: 'https://x.example/?token=abc' },
    });
    expect(report).toEqual({
      message: `Unexpected gateway B result for reservation ${REDACTED.uuid}`,
      level: 'critical',
      context: { result: { status: 'pending', pan_token: REDACTED.value }, clientSecret: REDACTED.value, url: `https://x.example/?token=${REDACTED.value}` },
    });
  });
  it('leaves nothing sensitive in the serialised report', () => {
    const secrets = [
      '4111111111111111',
      'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8H',
      'ana@example.com',
      '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      'deadbeef',
    ];
    const report = scrubErrorReport({
      message: secrets.slice(0, 5).join(' | '),
      context: { list: secrets.slice(0, 5), token: secrets[5], nested: { cvv: '987' } },
    });
    const text = JSON.stringify(report);
    for (const secret of [...secrets, '987']) expect(text).not.toContain(secret);
  });
});
