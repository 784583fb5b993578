import { describe, expect, it } from 'vitest';
import { withPageQuery } from '../../../src/lib/frame/step-links.ts';

describe('the booking steps’ links (withPageQuery)', () => {
  it('carry the page’s search and display currency', () => {
    expect(withPageQuery('/en/', '?from=24-07-2027&to=27-07-2027&adults=2&rooms=1&currency=USD')).toBe(
      '/en/?from=24-07-2027&to=27-07-2027&adults=2&rooms=1&currency=USD',
    );
    expect(withPageQuery('/hr/services', '?currency=HRK')).toBe('/hr/services?currency=HRK');
  });

  it('replace the query the link took before, and stay bare without one', () => {
    expect(withPageQuery('/en/payment?currency=EUR', '?currency=USD')).toBe('/en/payment?currency=USD');
    expect(withPageQuery('/en/payment?currency=EUR', '')).toBe('/en/payment');
  });

  it('leave out the flags of one visit: the e-mail’s language switch and the gateway returns', () => {
    expect(withPageQuery('/en/', '?language=de&saferpay-payment-page-redirect=true&saferpay-3ds-redirect=true&currency=USD')).toBe('/en/?currency=USD');
  });
});
