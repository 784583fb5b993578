import { atom } from 'nanostores';
import { safeSessionStorage } from './storage.ts';

/** The booker and payment details of the checkout form (02 §3.1). Card fields never leave memory. */
export interface CheckoutDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  /** The card holder's address of the gateway forms (02 §2.4, §5.2). */
  address: string;
  city: string;
  postalCode: string;
  estimatedTimeOfArrival: string;
  note: string;
  isNewsletterSubscribed: boolean;
  isCompany: boolean;
  companyName: string;
  companyVatId: string;
  termsAccepted: boolean;
  selectedPaymentMethod: number;
  /** The hosted payment page option chosen (e.g. '7paypal'), '' for a plain method (02 §3.3). */
  selectedPaymentOption: string;
  cardholderSameAsGuest: boolean;
  cardholderName: string;
  cardNumber: string;
  cvv: string;
  expirationDate: string;
}

export const EMPTY_DETAILS: CheckoutDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  address: '',
  city: '',
  postalCode: '',
  estimatedTimeOfArrival: '',
  note: '',
  isNewsletterSubscribed: false,
  isCompany: false,
  companyName: '',
  companyVatId: '',
  termsAccepted: false,
  selectedPaymentMethod: 1,
  selectedPaymentOption: '',
  cardholderSameAsGuest: true,
  cardholderName: '',
  cardNumber: '',
  cvv: '',
  expirationDate: '',
};

const DETAILS_KEY = 'checkout-details';
/** Fields kept for this browser tab so a reload or a failed booking loses nothing typed; card data is not among them. */
const KEPT: (keyof CheckoutDetails)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'address',
  'city',
  'postalCode',
  'estimatedTimeOfArrival',
  'note',
  'isNewsletterSubscribed',
  'isCompany',
  'companyName',
  'companyVatId',
  'selectedPaymentMethod',
  'selectedPaymentOption',
  'cardholderSameAsGuest',
  'cardholderName',
];

export const $details = atom<CheckoutDetails>(EMPTY_DETAILS);

/** Fills the form from the details kept in this tab (02 §2.2 "filled from the stored payment details"). */
export function restoreDetails(): void {
  try {
    const raw = safeSessionStorage().getItem(DETAILS_KEY);
    if (!raw) return;
    const stored = JSON.parse(raw) as Partial<CheckoutDetails>;
    const next = { ...EMPTY_DETAILS };
    for (const key of KEPT) {
      const value = stored[key];
      if (typeof value === typeof EMPTY_DETAILS[key]) (next as Record<string, unknown>)[key] = value;
    }
    $details.set(next);
  } catch {
    safeSessionStorage().removeItem(DETAILS_KEY);
  }
}

export function updateDetails(changes: Partial<CheckoutDetails>): void {
  const next = { ...$details.get(), ...changes };
  $details.set(next);
  const kept = Object.fromEntries(KEPT.map((key) => [key, next[key]]));
  safeSessionStorage().setItem(DETAILS_KEY, JSON.stringify(kept));
}

/** After a booking: nothing of the form is kept. */
export function clearDetails(): void {
  $details.set(EMPTY_DETAILS);
  safeSessionStorage().removeItem(DETAILS_KEY);
}
