import { describe, expect, it } from 'vitest';
import { offerRefFromPath, offerUrl } from '../../../src/lib/offer/offer-route.ts';

const UUID = '3f1c2d4e-0000-4000-8000-000000000001';

describe('offer addresses (02 §2.1)', () => {
  it('reads the offer uuid and booking code from both screens', () => {
    expect(offerRefFromPath(`/en/offer/${UUID}/VA-7KQ2M9XD4T`)).toEqual({ offerUuid: UUID, bookingCode: 'VA-7KQ2M9XD4T' });
    expect(offerRefFromPath(`/hr/offer/${UUID}/VA-7KQ2M9XD4T/payment`)).toEqual({ offerUuid: UUID, bookingCode: 'VA-7KQ2M9XD4T' });
    expect(offerRefFromPath(`/hr/offer/${UUID}/VA-7KQ2M9XD4T/`)).toEqual({ offerUuid: UUID, bookingCode: 'VA-7KQ2M9XD4T' });
    expect(offerRefFromPath('/en/offer/a%20b/B%2F1')).toEqual({ offerUuid: 'a b', bookingCode: 'B/1' });
  });

  it('is null for other paths and the bare shell', () => {
    expect(offerRefFromPath('/en/payment')).toBeNull();
    expect(offerRefFromPath('/en/offer')).toBeNull();
    expect(offerRefFromPath(`/en/offer/${UUID}`)).toBeNull();
    expect(offerRefFromPath('/en/offer/%E0%A4%A/B-1')).toBeNull();
  });

  it('links the two screens in a language, keeping the query', () => {
    const ref = { offerUuid: UUID, bookingCode: 'VA-7KQ2M9XD4T' };
    expect(offerUrl('en', ref)).toBe(`/en/offer/${UUID}/VA-7KQ2M9XD4T`);
    expect(offerUrl('de', ref, 'payment', '?currency=USD')).toBe(`/de/offer/${UUID}/VA-7KQ2M9XD4T/payment?currency=USD`);
    expect(offerUrl('en', { offerUuid: 'a b', bookingCode: 'B/1' })).toBe('/en/offer/a%20b/B%2F1');
  });
});
