import { describe, expect, it } from 'vitest';
import { SCRUBBED, createReporter, scrub, scrubText, type Report } from '../../../src/payments/reporter.ts';

describe('reporting unexpected gateway answers (02 §1, §8)', () => {
  it('scrubs card-like digit runs, masked numbers, UUIDs and opaque tokens from text', () => {
    expect(scrubText('card 4111 1111 1111 1111 declined')).toBe(`card ${SCRUBBED} declined`);
    expect(scrubText('pan 4111111111111111')).toBe(`pan ${SCRUBBED}`);
    expect(scrubText('masked 411111-xxxxxx-1111 and 411111******1111')).toBe(`masked ${SCRUBBED} and ${SCRUBBED}`);
    expect(scrubText('reservation 2f1c0a4e-8b1d-4c57-9a55-0d3b7c2e9f10')).toBe(`reservation ${SCRUBBED}`);
    expect(scrubText('secret seti_1NqHotelZadar_secret_Ab12Cd34')).toBe(`secret ${SCRUBBED}`);
    expect(scrubText('status pending, code 1016, amount 345.60 EUR')).toBe('status pending, code 1016, amount 345.60 EUR');
  });
  it('scrubs token and secret fields whatever they hold, and leaves the rest readable', () => {
    expect(
      scrub({
        result: { status: 'pending', pan_token: 'abc', order_number: 'hz-1', payment_method: { data: { masked: '411111-xxxxxx-1111', brand: 'visa' } } },
        clientSecret: 'cs',
        client_secret: 'cs',
        cardNumber: 4111111111111111,
        accessToken: 'a',
        companyName: 'Jadran d.o.o.',
        aliasToken: 't',
        cardstreamXref: 'x',
      }),
    ).toEqual({
      result: { status: 'pending', pan_token: SCRUBBED, order_number: 'hz-1', payment_method: { data: { masked: SCRUBBED, brand: 'visa' } } },
      clientSecret: SCRUBBED,
      client_secret: SCRUBBED,
      cardNumber: SCRUBBED,
      accessToken: SCRUBBED,
      companyName: 'Jadran d.o.o.',
      aliasToken: SCRUBBED,
      cardstreamXref: SCRUBBED,
    });
  });
  it('scrubs numbers that look like cards, errors, arrays and cycles', () => {
    const cyclic: Record<string, unknown> = { status: 'x' };
    cyclic.self = cyclic;
    expect(scrub([4111111111111111, 12, new Error('failed for 4111111111111111'), cyclic])).toEqual([SCRUBBED, 12, { name: 'Error', message: `failed for ${SCRUBBED}` }, { status: 'x', self: SCRUBBED }]);
  });
  it('sends scrubbed reports with level, message and time', () => {
    const sent: Report[] = [];
    const reporter = createReporter((report) => void sent.push(report), () => new Date('2027-03-01T10:00:00Z'));
    reporter.report('critical', 'monri: unexpected result for 4111111111111111', { answer: { result: { pan_token: 'tok' } } });
    expect(sent).toEqual([{ level: 'critical', message: `monri: unexpected result for ${SCRUBBED}`, context: { answer: { result: { pan_token: SCRUBBED } } }, at: '2027-03-01T10:00:00.000Z' }]);
  });
  it('never lets a failing sink break a payment', () => {
    const reporter = createReporter(() => {
      throw new Error('offline');
    });
    expect(() => reporter.report('error', 'x')).not.toThrow();
  });
});
