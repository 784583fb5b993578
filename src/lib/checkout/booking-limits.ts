/**
 * The booking fields' maximum lengths, apart from the booking rules
 * (`booking-schema.ts` re-exports them): the forms' inputs and the kept
 * booker record read them without loading the rules.
 */

/**
 * Maximum lengths (02 §5.1, §5.2). `companyVatId`, `country` and the card
 * holder `name` have none in the spec; theirs are generous bounds so that
 * nothing unbounded is stored (a card holder may be a company name, so
 * `name` allows as much as `companyName`).
 */
export const BOOKING_LIMITS = {
  firstName: 20,
  lastName: 20,
  companyName: 150,
  companyVatId: 50,
  email: 150,
  phone: 45,
  country: 100,
  note: 2000,
  name: 150,
  address: 100,
  city: 30,
  postalCode: 9,
} as const;
