import { describe, expect, it } from 'vitest';
import { createReporter, type Report } from '../../../src/payments/reporter.ts';

describe('reporting unexpected gateway answers (02 §1, §8)', () => {
  const at = () => new Date('2027-03-01T10:00:00Z');

  it('sends level, message, context and time, with tokens, secrets, card numbers and UUIDs scrubbed', () => {
    const sent: Report[] = [];
    const reporter = createReporter((report) => void sent.push(report), at);
    reporter.report('critical', 'monri: unexpected result for 4111 1111 1111 1111 on reservation 2f1c0a4e-8b1d-4c57-9a55-0d3b7c2e9f10', {
      answer: { result: { status: 'pending', pan_token: '7f3c9a0e5b1d4e8f', order_number: 'hz-1' } },
      clientSecret: 'seti_1NqHotelZadar_secret_Ab12Cd34',
      aliasToken: 'tok',
    });
    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(report.level).toBe('critical');
    expect(report.at).toBe('2027-03-01T10:00:00.000Z');
    expect(report.message).toMatch(/^monri: unexpected result for \[redacted-card\] on reservation \[redacted-uuid\]$/);
    const text = JSON.stringify(report.context);
    for (const secret of ['7f3c9a0e5b1d4e8f', 'seti_1NqHotelZadar', '"tok"']) expect(text).not.toContain(secret);
    expect(report.context).toMatchObject({ answer: { result: { status: 'pending', order_number: 'hz-1' } } });
  });

  it('never lets a failing sink break a payment', () => {
    const reporter = createReporter(() => {
      throw new Error('offline');
    });
    expect(() => reporter.report('error', 'x', { a: 1 })).not.toThrow();
  });
});
