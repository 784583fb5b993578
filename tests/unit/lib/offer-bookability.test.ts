import { describe, expect, it } from 'vitest';
import {
  isArrivalInPast,
  isOfferExpired,
  isOfferValid,
  offerBookability,
  OFFER_BOOKABILITY_MESSAGES as M,
  PAST_BOOKING_TOLERANCE_SECONDS,
  type BookabilityBooking,
  type BookabilityOffer,
} from '../../../src/lib/offer/offer-bookability.ts';
import { utc } from './offer-fixtures.ts';

const NOW = new Date('2027-03-01T09:00:00Z');
const at = (iso: string) => new Date(iso);

/** Valid until the end of 15 March 2027 (UTC), active. */
const offer = (changes: Partial<BookabilityOffer> = {}): BookabilityOffer => ({ validUntil: utc('2027-03-15') + 86_399, status: 1, ...changes });
/** An offer-type booking, not deleted, units free, arriving 22 March. */
const booking = (changes: Partial<BookabilityBooking> = {}): BookabilityBooking => ({
  type: 2,
  deleted: 'N',
  hasAvail: true,
  reservations: [{ arrivalDate: utc('2027-03-22') }],
  ...changes,
});

describe('offerBookability (02 §4.5)', () => {
  it('is null for an active offer-type booking that is valid, in the future and available', () => {
    expect(offerBookability(offer(), booking(), NOW)).toBeNull();
    expect(isOfferValid(offer(), booking(), NOW)).toBe(true);
  });

  it('has the five messages of the spec', () => {
    expect(Object.values(M)).toEqual([
      'This offer has expired.',
      'Offer is no longer available.',
      'Booking is not available.',
      'This offer has bookings in past.',
      'Not enough available units.',
    ]);
  });

  it('gives each rule its message', () => {
    expect(offerBookability(offer({ validUntil: utc('2027-02-28') }), booking(), NOW)).toBe(M.expired);
    expect(offerBookability(offer({ status: 0 }), booking(), NOW)).toBe(M.unavailable);
    expect(offerBookability(offer({ status: 2 }), booking(), NOW)).toBe(M.unavailable);
    expect(offerBookability(offer(), booking({ type: 1 }), NOW)).toBe(M.bookingUnavailable);
    expect(offerBookability(offer(), booking({ deleted: 'Y' }), NOW)).toBe(M.bookingUnavailable);
    expect(offerBookability(offer(), booking({ reservations: [{ arrivalDate: utc('2027-03-22') }, { arrivalDate: utc('2027-02-27') }] }), NOW)).toBe(M.inPast);
    expect(offerBookability(offer(), booking({ hasAvail: false }), NOW)).toBe(M.notEnoughUnits);
    expect(isOfferValid(offer(), booking({ hasAvail: false }), NOW)).toBe(false);
  });

  it('takes the first rule that matches, in the order 1 to 5', () => {
    const everything = { booking: booking({ type: 1, deleted: 'Y', hasAvail: false, reservations: [{ arrivalDate: utc('2027-01-01') }] }) };
    expect(offerBookability(offer({ validUntil: utc('2027-02-01'), status: 0 }), everything.booking, NOW)).toBe(M.expired);
    expect(offerBookability(offer({ status: 0 }), everything.booking, NOW)).toBe(M.unavailable);
    expect(offerBookability(offer(), everything.booking, NOW)).toBe(M.bookingUnavailable);
    expect(offerBookability(offer(), { ...everything.booking, type: 2, deleted: 'N' }, NOW)).toBe(M.inPast);
    expect(offerBookability(offer(), booking({ hasAvail: false, deleted: 'N' }), NOW)).toBe(M.notEnoughUnits);
  });

  it('has no message for an offer without reservations that is otherwise bookable', () => {
    expect(offerBookability(offer(), booking({ reservations: [] }), NOW)).toBeNull();
  });
});

describe('validity in UTC: validUntil’s day against today', () => {
  const until = utc('2027-03-15') + 12 * 3600; // noon UTC on 15 March

  it('is valid on the whole UTC day of validUntil, also after its time', () => {
    expect(isOfferExpired(until, at('2027-03-15T00:00:00Z'))).toBe(false);
    expect(isOfferExpired(until, at('2027-03-15T12:00:01Z'))).toBe(false);
    expect(isOfferExpired(until, at('2027-03-15T23:59:59.999Z'))).toBe(false);
  });

  it('has expired from midnight UTC of the next day', () => {
    expect(isOfferExpired(until, at('2027-03-16T00:00:00Z'))).toBe(true);
    expect(offerBookability(offer({ validUntil: until }), booking(), at('2027-03-16T00:00:00Z'))).toBe(M.expired);
  });

  it('reads the day in UTC, not in the property’s zone: 23:30 UTC is already tomorrow in Split but still today in UTC', () => {
    expect(isOfferExpired(utc('2027-03-15'), at('2027-03-15T23:30:00Z'))).toBe(false);
    // 00:30 in Split on 16 March is still 15 March in UTC.
    expect(isOfferExpired(utc('2027-03-15'), at('2027-03-15T23:30:00+00:00'))).toBe(false);
    // 01:00 in Split on 16 March = 00:00 UTC on 16 March: expired.
    expect(isOfferExpired(utc('2027-03-15'), at('2027-03-16T01:00:00+01:00'))).toBe(true);
  });

  it('takes validUntil as unix seconds at the start of its day as that whole day', () => {
    expect(isOfferExpired(utc('2027-03-01'), NOW)).toBe(false);
    expect(isOfferExpired(utc('2027-02-28') + 86_399, NOW)).toBe(true);
  });
});

describe('the 86340-second tolerance of rule 4', () => {
  const arrival = utc('2027-03-22');
  const inPast = (now: Date) => offerBookability(offer({ validUntil: utc('2027-04-01') }), booking({ reservations: [{ arrivalDate: arrival }] }), now);

  it('is 23 hours 59 minutes', () => {
    expect(PAST_BOOKING_TOLERANCE_SECONDS).toBe(86_340);
  });

  it('keeps the arrival day bookable up to and including 23:59:00 UTC', () => {
    expect(isArrivalInPast(arrival, at('2027-03-22T00:00:00Z'))).toBe(false);
    expect(isArrivalInPast(arrival, at('2027-03-22T23:58:59Z'))).toBe(false);
    expect(isArrivalInPast(arrival, new Date((arrival + 86_340) * 1000))).toBe(false);
    expect(inPast(at('2027-03-22T23:59:00Z'))).toBeNull();
  });

  it('is in the past one moment after arrivalDate + 86340 s', () => {
    expect(isArrivalInPast(arrival, new Date((arrival + 86_340) * 1000 + 1))).toBe(true);
    expect(isArrivalInPast(arrival, at('2027-03-22T23:59:01Z'))).toBe(true);
    expect(inPast(at('2027-03-22T23:59:01Z'))).toBe(M.inPast);
    expect(inPast(at('2027-03-23T00:00:00Z'))).toBe(M.inPast);
  });

  it('takes unix seconds as the clock too', () => {
    expect(isArrivalInPast(arrival, arrival + 86_340)).toBe(false);
    expect(isArrivalInPast(arrival, arrival + 86_341)).toBe(true);
  });
});
