/**
 * Fixtures of the checkout tests: Villa Adriatic's three cancellation
 * policies (as the demo seeds them) and a basket item builder.
 */
import type { BasketItem, BasketService } from '../../../src/lib/basket/basket.ts';
import type { CancellationPolicy } from '../../../src/lib/pricing/policy-texts.ts';

/** Free cancellation until 7 days before arrival, then the first night; 30 % prepaid, the rest 14 days before arrival. */
export const FLEXIBLE: CancellationPolicy = {
  daysBeforeArrival: 7,
  canGuestCancelFreeOfCharge: true,
  cancellationFeePercentageBefore: 0,
  cancellationFeeBeforeType: 1,
  cancellationFeePercentageAfter: 100,
  cancellationFeeAfterType: 3,
  noShowPercentage: 100,
  noShowFeeType: 1,
  prepaymentAmount: 30,
  prepaymentAmountType: 1,
  prepaymentAmountDueDate: 0,
  fullAmountWillBePaid: 1,
  amountWillBePaidDaysBefore: 14,
  additionalNote: 'Free cancellation up to 7 days before arrival. After that the first night is charged.',
};

/** Everything charged when booking, nothing refunded. */
export const NON_REFUNDABLE: CancellationPolicy = {
  canGuestCancelFreeOfCharge: false,
  cancellationFeePercentageBefore: 100,
  cancellationFeeBeforeType: 1,
  cancellationFeePercentageAfter: 100,
  cancellationFeeAfterType: 1,
  noShowPercentage: 100,
  noShowFeeType: 1,
  prepaymentAmount: 100,
  prepaymentAmountType: 1,
  prepaymentAmountDueDate: 0,
  fullAmountWillBePaid: 1,
  amountWillBePaidDaysBefore: 0,
  additionalNote: 'The full amount is charged when you book and is not refunded if you cancel or change the dates.',
};

/** Free until 14 days before arrival, then 50 %; the first night prepaid, the rest during the stay. */
export const PACKAGE: CancellationPolicy = {
  daysBeforeArrival: 14,
  canGuestCancelFreeOfCharge: true,
  cancellationFeePercentageBefore: 0,
  cancellationFeeBeforeType: 1,
  cancellationFeePercentageAfter: 50,
  cancellationFeeAfterType: 1,
  noShowPercentage: 100,
  noShowFeeType: 1,
  prepaymentAmount: 0,
  prepaymentAmountType: 3,
  prepaymentAmountDueDate: 0,
  fullAmountWillBePaid: 2,
  additionalNote: 'The first night is charged when you book; the rest is paid during your stay.',
};

export const service = (fields: Partial<BasketService> = {}): BasketService => ({
  id: 1,
  paymentType: 7,
  name: 'Service',
  description: null,
  priceBeforeTax: 10,
  price: 10,
  isMandatory: false,
  isMandatoryQuantityUpdate: false,
  quantity: 0,
  pricingType: 2,
  pricingDynamic: 2,
  childrenDifferentThanAdults: false,
  childrenCategories: [],
  dailyPrices: [],
  excludeArrival: false,
  includeDeparture: false,
  ...fields,
});

/** Parking: 10 a night (8.85 before 13 % VAT), per unit, daily. */
export const parking = (quantity = 1): BasketService =>
  service({ id: 103, name: 'Parking', paymentType: 1, pricingDynamic: 1, price: 10, priceBeforeTax: 8.85, quantity });

let counter = 0;

/** A Villa Adriatic basket item: Studio Marjan (7) on the flexible rate (71), 2 adults, 24–27 July 2026, 300 (100 the first night). */
export function basketItem(fields: Partial<BasketItem> = {}): BasketItem {
  counter += 1;
  return {
    basketId: `b${counter}`,
    itemNumber: null,
    quantity: 1,
    isLoadedFromSession: false,
    bookingEngineId: 1,
    unitTypeId: 7,
    unitTypeUuid: 'uuid-7',
    unitTypeName: 'Studio Marjan',
    description: '',
    images: [],
    currency: 'EUR',
    isVatRegistered: true,
    vatRate: 13,
    ratePlanId: 71,
    ratePlanName: 'Flexible rate',
    totalRate: 300,
    totalRateBeforeTax: 265.49,
    averageRatePerNight: 100,
    firstNightPrice: 100,
    adults: 2,
    childrenAges: [],
    from: '2026-07-24',
    to: '2026-07-27',
    nights: 3,
    cancellationPolicy: FLEXIBLE,
    checkInBegin: '14:00:00',
    checkInEnd: '22:00:00',
    checkOutBegin: '07:00:00',
    checkOutEnd: '10:00:00',
    includedServices: [],
    fees: [],
    services: [],
    touristTax: [],
    isTouristTaxIncluded: false,
    amenities: [],
    fromGoogleTravel: false,
    promoCode: null,
    activePromoCode: null,
    ...fields,
  };
}
