/**
 * The checkout's booking form (02 §2.2, §4.1): the shared booking form
 * (`booking-form.ts`) with the basket booked through POST /reservation,
 * and the page session that starts it once the stored basket is in.
 */
import { atom, computed } from 'nanostores';
import { ApiError, apiBase } from '../api/client.ts';
import { bookReservation, type BookingRequest } from '../api/reservation.ts';
import { acceptedCardBrands, type BookingFormValues } from '../lib/checkout/booking-form.ts';
import { basketTotals, reservationServices } from '../lib/extras/extras.ts';
import { composeNote } from '../lib/checkout/guest-note.ts';
import { TOO_MANY_BOOKINGS } from '../lib/checkout/reservation-messages.ts';
import { paymentChoices } from '../lib/payment/payment-methods.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import type { BasketItem } from '../lib/basket/basket.ts';
import type { PaymentMethod } from '../lib/types.ts';
import { gatewayOf } from '../payments/index.ts';
import { CARD_AUTHORISATION_ERROR, GENERIC_ERROR, UNIT_TYPE_NOT_AVAILABLE } from '../payments/errors.ts';
import type { GatewayContext } from '../payments/types.ts';
import { track } from './analytics.ts';
import { $basket, clearBasket, loadStoredBasket, relabelBasket, whenBasketEmptied } from './basket.ts';
import { lastBooking } from './booking-attempt.ts';
import { createBookingForm, preparePaymentPageReturn } from './booking-form.ts';
import { stepUrl } from './navigation.ts';
import { reservationPath } from '../lib/frame/page-paths.ts';

/** The refusals after which the stay is looked at again: a price change, a unit sold meanwhile (`staySearchQuery`). */
export const STALE_STAY_ERRORS: readonly string[] = ['The price of your stay has changed. Please review it and book again.', UNIT_TYPE_NOT_AVAILABLE];

/**
 * The booking error the guest sees (02 §8): 'Email doesnt exist' and
 * 'UnitType is not available' as such, a price change, a refused 3-D
 * Secure check as 'Card authorisation error', anything else the generic
 * error.
 */
export function bookingErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    if (error.messages.includes('Email doesnt exist')) return 'Email doesnt exist';
    if (error.messages.includes(UNIT_TYPE_NOT_AVAILABLE)) return UNIT_TYPE_NOT_AVAILABLE;
    if (error.messages.includes(CARD_AUTHORISATION_ERROR)) return CARD_AUTHORISATION_ERROR;
  }
  // Over the booking limit for methods that take no money up front (server/bookingLimit.ts): nothing was booked.
  if (error instanceof ApiError && error.status === 429 && error.messages.includes(TOO_MANY_BOOKINGS)) return 'Too many bookings';
  if (error instanceof ApiError && error.status === 409 && error.messages[0]) return 'The price of your stay has changed. Please review it and book again.';
  return GENERIC_ERROR;
}

/** The booking request for the basket, the booker details and `payment` (02 §7). */
export function checkoutBookingRequest(values: BookingFormValues, items: readonly BasketItem[], engineSlug: string, payment: PaymentPayload): BookingRequest {
  return {
    bookingEngine: engineSlug,
    guest: {
      firstName: values.firstName,
      lastName: values.lastName,
      isCompany: values.isCompany,
      companyName: values.isCompany ? values.companyName : undefined,
      companyVatId: values.isCompany ? values.companyVatId : undefined,
      email: values.email.trim(),
      phone: values.phone.trim(),
      country: values.country,
      // Always sent (02 §7), empty when no form asked for them (only the gateway forms do, 02 §2.4).
      address: values.address.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      estimatedTimeOfArrival: values.estimatedTimeOfArrival,
      note: composeNote(values.note, values.estimatedTimeOfArrival),
      isNewsletterSubscribed: values.isNewsletterSubscribed,
    },
    payment,
    rooms: items.map((item) => ({
      from: item.from,
      to: item.to,
      adults: item.adults,
      children: item.childrenAges,
      unitTypeId: item.unitTypeId,
      ratePlanId: item.ratePlanId,
      promoCode: item.promoCode,
      services: reservationServices(item),
      amenities: item.amenities,
      fromGoogleTravel: item.fromGoogleTravel,
    })),
    expectedTotal: basketTotals(items).total,
  };
}

/** The checkout's booking attempt in this tab's storage (`booking-attempt.ts`). */
export const CHECKOUT_ATTEMPT = 'checkout-attempt';

/** What the checkout page is built with. */
export interface CheckoutPage {
  lang: string;
  engineSlug: string;
  /** The property's currency, for an empty basket. */
  currency: string;
  paymentMethods: PaymentMethod[];
  /** The visible names of the card fields a gateway lays out itself, in the page's language. */
  labels: GatewayContext['labels'];
}

export const $checkoutPage = atom<CheckoutPage>({
  lang: 'en',
  engineSlug: '',
  currency: 'EUR',
  paymentMethods: [],
  labels: { cardNumber: '', expirationDate: '', cvv: '', cvc: '' },
});

/** The basket's booking engine: its payment methods are the ones offered (02 §4.2). */
const engineOf = (items: readonly BasketItem[]) => items[0]?.bookingEngineId ?? null;
const currencyOf = (items: readonly BasketItem[]) => items[0]?.currency ?? $checkoutPage.get().currency;

/** The ways to pay the basket, in selector order. */
export const $checkoutChoices = computed([$basket, $checkoutPage], (items, page) => paymentChoices(page.paymentMethods, engineOf(items)));

export const checkoutForm = createBookingForm({
  name: 'checkout',
  storageKey: 'checkout-details',
  attemptScope: CHECKOUT_ATTEMPT,
  $choices: $checkoutChoices,
  // 02 §4.2: the basket engine's first way to pay, unless the guest chose one in this tab.
  defaultChoice: (choices, keptKey) => choices.find((choice) => choice.key === keptKey) ?? choices[0] ?? null,
  ready: () => $basket.get().length > 0,
  cardBrands: () => acceptedCardBrands($checkoutPage.get().paymentMethods, engineOf($basket.get())),
  engineSlug: () => $checkoutPage.get().engineSlug,
  paymentPage: (option) => ({ currency: currencyOf($basket.get()), bookingEngineId: option.bookingEngineId }),
  request: (values, payment) => {
    const body = checkoutBookingRequest(values, $basket.get(), $checkoutPage.get().engineSlug, payment);
    return { body, fingerprint: JSON.stringify(body.rooms) };
  },
  send: async (body, key) => (await bookReservation(body as BookingRequest, key)).response.publicId,
  errorKey: bookingErrorKey,
  booked: () => {
    const items = $basket.get();
    if (items.length > 0) track('purchase', { value: basketTotals(items).total, currency: items[0]?.currency, items: items.length });
    clearBasket();
  },
  gateway: ($choice) =>
    computed([$choice, $basket, $checkoutPage], (choice, items, page): GatewayContext | null =>
      choice && !choice.option && gatewayOf(choice.method.id, choice.method.settings)
        ? {
            methodId: choice.method.id,
            bookingEngineId: choice.method.bookingEngineId,
            settings: choice.method.settings ?? {},
            apiUrl: apiBase(),
            locale: page.lang,
            amount: basketTotals(items).total,
            currency: currencyOf(items),
            labels: page.labels,
          }
        : null,
    ),
});

/**
 * Opens the checkout (02 §2.2): once the stored basket is in, the form
 * starts (with the page's query, `search`, telling a return from the
 * hosted payment page) and a booking this tab left in flight is finished
 * first. Without a basket there is nothing to book: the guest goes back
 * to the search, or on to the reservation this tab just booked when the
 * payment page sends them back again. A stored basket that cannot be
 * checked (`$basketUnreadable`) neither starts the form nor leaves the page.
 * A basket emptied while the form is open, by another tab's booking or
 * removal, also sends the guest back to the search.
 * Returns the page's `exit`.
 */
export function openCheckout(page: CheckoutPage, search: string): () => void {
  $checkoutPage.set(page);
  // Back from the hosted payment page: its flow loads alongside the basket.
  preparePaymentPageReturn(search);
  const exit = checkoutForm.open();
  let live = true;
  let unwatch = () => {};
  void loadStoredBasket().then(async (hasBasket) => {
    // A stored basket that cannot be checked: the form does not start (a return from the payment page keeps its
    // query and record for 'Try again', the page again), and the screen says so ($basketUnreadable).
    if (!live || hasBasket === null) return;
    // Added in another language: the basket's texts in this page's, while the form starts.
    if (hasBasket) void relabelBasket(page.engineSlug);
    const { outcome, returning } = await checkoutForm.start(search);
    if (!live || outcome.status === 'booked') return;
    if (hasBasket) {
      unwatch = whenBasketEmptied(() => {
        // Emptied while the form is open, not by this tab's booking (whose overlay stays until it leaves): another tab
        // booked the units or removed them. Nothing is left to book here: back to the search, as a reload would go.
        if (!checkoutForm.$submit.get().submitting && checkoutForm.$booked.get() === null) window.location.replace(stepUrl(page.lang, ''));
      });
      return;
    }
    const last = returning ? lastBooking() : null;
    window.location.replace(last ? reservationPath(page.lang, last) : stepUrl(page.lang, ''));
  });
  return () => {
    live = false;
    unwatch();
    exit();
  };
}
