/**
 * The blocks a receipt view shows for lines priced charge by charge (an
 * offer's, 02 §2.7): '{units} x name', the stay, the rate plan, the charge
 * lines (the accommodation's with 'Included extras'), the policy texts and
 * the line's total.
 */
import { formatDotted } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import type { Instant } from '../pricing/prepayment.ts';
import type { Receipt, ReceiptAccommodationItem } from './receipt.ts';
import { RECEIPT_KEYS } from './receipt-keys.ts';
import { linePolicies, type LinePolicies } from './receipt-summary.ts';

const K = RECEIPT_KEYS;

/** A charge line as the block shows it: name, quantity × price, currency. */
export interface ItemCharge {
  key: string;
  name: string;
  quantity: number;
  price: number;
  /** quantity × price. */
  total: number;
  currency: string;
  /** 'Included extras' label and the names, on an accommodation charge that has any; null otherwise. */
  includedExtras: { label: Message; names: string[] } | null;
}

/** A block of a line priced charge by charge (02 §2.7). */
export interface ChargedItem {
  key: string;
  /** '{units} x name'. */
  heading: Message;
  /** DD.MM.YYYY. */
  arrival: string;
  departure: string;
  ratePlanName: string;
  charges: ItemCharge[];
  /** 'Terms of cancellation', 'Billing dynamics', 'No show' and the note (`linePolicies`). */
  policies: LinePolicies | null;
  /** The line's 'Total': its accommodation and services. */
  total: number;
  currency: string;
  /** The 'See prices by day' index; null where there is no breakdown. */
  pricesPerDayIndex: number | null;
}

/** What the blocks need besides the receipt. */
export interface ChargedItemsContext {
  /** The selected payment method id (billing texts differ for bank transfer, 2). */
  method: number;
  now: Instant;
  /** Time zone of the policy deadlines: UTC on offer screens (02 §9.2) unless given. */
  timeZone?: string;
  /** The interface language, for the stay's dates as it writes them (`formatDotted`). */
  locale?: string;
}

/**
 * The blocks of the receipt's lines that carry charges (02 §2.7): per line
 * '{units} x name', the stay, the rate plan, the charge lines, the policy
 * texts for the selected method (`linePolicies`: fees and prepayment of
 * the line's accommodation and services, deadlines in UTC by default) and
 * the line's total.
 * @example chargedItems(receiptOfOffer(items, reservations, engine), { method: 2, now: new Date() })[0].heading // { key: '%units% x %name%', tokens: { units: 2, name: 'Two-Bedroom Apartment with Sea View' } }
 */
export function chargedItems(receipt: Pick<Receipt, 'accomodation'>, context: ChargedItemsContext): ChargedItem[] {
  const timeZone = context.timeZone ?? 'UTC';
  return receipt.accomodation.items
    .filter((line): line is ReceiptAccommodationItem & { charges: NonNullable<ReceiptAccommodationItem['charges']> } => line.charges !== null)
    .map((line) => ({
      key: line.key,
      heading: message(K.itemHeading, { units: line.quantity, name: line.unitTypeName }),
      arrival: formatDotted(line.from, context.locale),
      departure: formatDotted(line.to, context.locale),
      ratePlanName: line.ratePlanName,
      charges: line.charges.map((charge) => ({
        key: charge.key,
        name: charge.name,
        quantity: charge.quantity,
        price: charge.primaryPrice,
        total: roundMoney(charge.primaryPrice * charge.quantity),
        currency: line.currency,
        includedExtras: charge.includedExtras.length > 0 ? { label: message(K.includedExtras), names: [...charge.includedExtras] } : null,
      })),
      policies: linePolicies(line, { method: context.method, now: context.now, timeZone }),
      total: roundMoney(line.price + line.servicesCost),
      currency: line.currency,
      pricesPerDayIndex: line.pricesPerDayIndex,
    }));
}
