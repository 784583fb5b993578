/**
 * Offer reservations as GET /api/offer sends them, for the offer rules'
 * tests: Villa Adriatic's sea-view apartment on its flexible rate with a
 * 10 % discount, and its deluxe room on half board (a price per person per
 * day, with children bands).
 */
import type { CancellationPolicy, OfferReservation } from '../../../src/lib/offer/offer-contract.ts';

/** Unix seconds of UTC midnight of a YYYY-MM-DD day. */
export const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

export const FLEXIBLE_POLICY: CancellationPolicy = {
  daysBeforeArrival: 7,
  canGuestCancelFreeOfCharge: true,
  cancellationFeePercentageBefore: 0,
  cancellationFeePercentageAfter: 50,
  cancellationFeeBeforeType: 1,
  cancellationFeeAfterType: 1,
  noShowPercentage: 100,
  noShowFeeType: 1,
  prepaymentAmount: 30,
  prepaymentAmountType: 1,
  prepaymentAmountDueDate: 0,
  fullAmountWillBePaid: 1,
  amountWillBePaidDaysBefore: 14,
  additionalNote: 'Keys are handed over at the reception.',
};

/**
 * Two-Bedroom Apartment with Sea View, 22–25 March 2027, 2 adults: 500 for
 * three nights less 10 % = 450, final cleaning 40, environmental fee
 * 3 × 2 × 1 = 6; VAT 13 % in the accommodation and the fee, 25 % in the
 * cleaning; breakfast included; tourist tax 7.98 paid at the property.
 */
export function apartment(changes: Partial<OfferReservation> = {}): OfferReservation {
  return {
    reservationsId: 1,
    arrivalDate: utc('2027-03-22'),
    departureDate: utc('2027-03-25'),
    adults: 2,
    children: 0,
    childrenAges: [],
    currency: 'EUR',
    prepaymentAmount: 148.8,
    discounts: [{ value: 10, type: 2, name: 'Returning guest', discountsId: null, id: 11 }],
    includedExtras: [{ name: 'Breakfast', id: 102, perPersonPrices: [], taxes: [] }],
    ratePlanName: 'Flexible rate',
    ratePlansId: 1031,
    totalAccommodationPrice: 450,
    totalReservationPrice: 496,
    firstNightPrice: 150,
    cancellationPolicy: FLEXIBLE_POLICY,
    images: [{ name: 'sea-view-two-bedroom-1.webp', url: '/images/demo/sea-view-two-bedroom-1.webp' }],
    unitType: {
      id: 103,
      name: 'Two-Bedroom Apartment with Sea View',
      description: 'Our top-floor apartment.',
      standardOccupancy: 4,
      maxOccupancy: 6,
      amenities: [{ id: 1, name: 'Free Wi-Fi', imageUrl: '/images/amenities/wifi.svg' }],
      latitude: 43.5066,
      longitude: 16.4291,
    },
    charges: [
      { name: 'Flexible rate', primaryPrice: 450, quantity: 1, type: 1, taxes: [{ label: 'VAT', amount: 51.77, taxesId: 1, id: 101 }], perPersonPrices: [] },
      { name: 'Final cleaning', primaryPrice: 40, quantity: 1, type: 2, taxes: [{ label: 'VAT', amount: 8, taxesId: 2, id: 102 }], perPersonPrices: [] },
      { name: 'Environmental fee', primaryPrice: 1, quantity: 6, type: 4, taxes: [{ label: 'VAT', amount: 0.69, taxesId: 1, id: 103 }], perPersonPrices: [] },
    ],
    pricesPerDay: {
      accommodation: [
        { timestamp: utc('2027-03-22'), perNight: null, adults: null, children: [], total: 150 },
        { timestamp: utc('2027-03-23'), perNight: null, adults: null, children: [], total: 150 },
        { timestamp: utc('2027-03-24'), perNight: null, adults: null, children: [], total: 150 },
      ],
      services: [
        { name: 'Final cleaning', pricingDynamic: 2, quantity: 1, total: 40 },
        { name: 'Breakfast', pricingDynamic: 1, quantity: 1, total: 0 },
      ],
      fees: [{ name: 'Environmental fee', pricingDynamic: 1, quantity: 3, total: 6 }],
      touristTaxes: [{ name: 'Tourist tax', pricingDynamic: 1, quantity: 3, total: 7.98 }],
      taxes: [
        { label: 'VAT', rate: 13, taxesId: 1 },
        { label: 'VAT', rate: 25, taxesId: 2 },
      ],
    },
    isTouristTaxIncluded: false,
    ...changes,
  };
}

/**
 * Deluxe Double Room on half board, 2 nights, 2 adults and children of 2
 * and 7: each night 40 base + 2 × 55 + the 7-year-old at half (27.5), the
 * 2-year-old free, 177.5; a fixed 20 EUR discount off the stay, taken off
 * the nights' base (30 a night): 335.
 */
export function halfBoard(changes: Partial<OfferReservation> = {}): OfferReservation {
  const night = (day: string) => ({
    timestamp: utc(day),
    perNight: 30,
    adults: 110,
    children: [
      { ageFrom: 0, ageTo: 3, price: 0 },
      { ageFrom: 3, ageTo: 12, price: 27.5 },
    ],
    total: 167.5,
  });
  return apartment({
    reservationsId: 3,
    adults: 2,
    children: 2,
    childrenAges: [2, 7],
    discounts: [{ value: 20, type: 1, name: 'Spring welcome', discountsId: null, id: 12 }],
    includedExtras: [
      { name: 'Breakfast', id: 102, perPersonPrices: [], taxes: [] },
      { name: 'Three-course dinner', id: 112, perPersonPrices: [], taxes: [] },
    ],
    ratePlanName: 'Half board',
    ratePlansId: 1042,
    totalAccommodationPrice: 335,
    totalReservationPrice: 335,
    firstNightPrice: 177.5,
    unitType: { ...apartment().unitType, id: 104, name: 'Deluxe Double Room with Balcony', standardOccupancy: 3, maxOccupancy: 3 },
    charges: [
      { name: 'Half board', primaryPrice: 335, quantity: 1, type: 1, taxes: [{ label: 'VAT', amount: 38.54, taxesId: 1, id: 201 }], perPersonPrices: [] },
    ],
    pricesPerDay: {
      accommodation: [night('2027-03-22'), night('2027-03-23')],
      services: [],
      fees: [{ name: 'Environmental fee', pricingDynamic: 1, quantity: 2, total: 0 }],
      touristTaxes: [{ name: 'Tourist tax', pricingDynamic: 1, quantity: 2, total: 0 }],
      taxes: [{ label: 'VAT', rate: 13, taxesId: 1 }],
    },
    departureDate: utc('2027-03-24'),
    ...changes,
  });
}
