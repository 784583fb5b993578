/**
 * What the offer's receipt panel shows (02 §2.6, §2.7) from its receipt
 * (`offer-receipt.ts`): each reservation's lines, the VAT lines and the
 * totals in the display currency.
 */
import { secondaryHrkTotal, type HrkSettings, type SecondaryTotal } from '../pricing/currency.ts';
import { formatDotted, unixToIsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { chargeTotal } from './offer-pricing.ts';
import { instantToDate, type Instant } from '../pricing/prepayment.ts';
import { linePolicies, type LinePolicies } from '../checkout/receipt-summary.ts';
import { OFFER_RECEIPT_KEYS, type OfferReceipt } from './offer-receipt.ts';

const K = OFFER_RECEIPT_KEYS;

/** A charge line as the summary shows it: name, quantity × price, currency. */
export interface OfferSummaryCharge {
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

/** A block of the summary (02 §2.7). */
export interface OfferSummaryItem {
  /** '{units} x name'. */
  heading: Message;
  /** DD.MM.YYYY (UTC). */
  arrival: string;
  departure: string;
  ratePlanName: string;
  charges: OfferSummaryCharge[];
  /** 'Terms of cancellation', 'Billing dynamics', 'No show' and the note (`linePolicies`); null without a policy's arrival. */
  policies: LinePolicies | null;
  /** The item's 'Total'. */
  total: number;
  currency: string;
  /** The 'See prices by day' index. */
  pricesPerDayIndex: number;
}

/** A VAT line: the text, and the tax amount when it is a tax of the booking. */
export interface OfferVatLine {
  message: Message;
  amount: number | null;
}

/** The summary beside the offer payment form (02 §2.7). */
export interface OfferReceiptSummary {
  items: OfferSummaryItem[];
  /** 'Total cost'. */
  totalCost: number;
  currency: string;
  /** The HRK counter-value (`secondaryHrkTotal`), or null. */
  secondaryTotal: SecondaryTotal | null;
  vat: OfferVatLine[];
}

/** What the summary needs besides the receipt. */
export interface OfferSummaryContext {
  /** The selected payment method id (billing texts differ for bank transfer, 2). */
  method: number;
  now: Instant;
  /** The engine's currency, secondaryCurrency and settingsExchangeRate, for the HRK total. */
  engine: HrkSettings;
  /** The currency the guest sees; the receipt's by default. */
  selectedCurrency?: string | null;
  /** Time zone of the policy deadlines: UTC on offer screens (02 §9.2) unless given. */
  timeZone?: string;
}

/**
 * The VAT lines (02 §2.7): for a VAT-registered property each tax as
 * '{label} ({rate}%) included in price' with its amount; otherwise
 * 'Property is not VAT registered, so VAT is not applicable'.
 * @example offerVatLines({ isVatRegistered: true, taxes: [{ label: 'VAT', rate: 13, taxAmount: 51.77 }] })[0].message // { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 13 } }
 */
export function offerVatLines(receipt: Pick<OfferReceipt, 'isVatRegistered' | 'taxes'>): OfferVatLine[] {
  if (!receipt.isVatRegistered) return [{ message: message(K.notVatRegistered), amount: null }];
  return receipt.taxes.map((tax) => ({ message: message(K.taxIncluded, { label: tax.label, rate: tax.rate }), amount: tax.taxAmount }));
}

/**
 * The summary of the offer payment screen (02 §2.7): per item '{units} x
 * name', the stay, the rate plan, the charge lines (the accommodation's
 * with 'Included extras'), the policy texts for the selected method
 * (`linePolicies`: fees and prepayment of the item's accommodation and
 * services, deadlines in UTC against now) and the item's total; then the
 * 'Total cost', the HRK total when the engine's secondary currency is HRK
 * and the guest sees EUR, and the VAT lines.
 * @example offerReceiptSummary(receipt, { method: 2, now: new Date(), engine: { currency: 'EUR', secondaryCurrency: 'HRK' } }).items[0].heading // { key: '%units% x %name%', tokens: { units: 2, name: 'Two-Bedroom Apartment with Sea View' } }
 */
export function offerReceiptSummary(receipt: OfferReceipt, context: OfferSummaryContext): OfferReceiptSummary {
  const timeZone = context.timeZone ?? 'UTC';
  const items = receipt.items.map((item): OfferSummaryItem => {
    const arrival = unixToIsoDate(item.arrival);
    return {
      heading: message(K.heading, { units: item.unitsNumber, name: item.name }),
      arrival: formatDotted(arrival),
      departure: formatDotted(unixToIsoDate(item.departure)),
      ratePlanName: item.ratePlanName,
      charges: item.charges.map((charge) => ({
        key: charge.key,
        name: charge.name,
        quantity: charge.quantity,
        price: charge.primaryPrice,
        total: chargeTotal(charge),
        currency: item.currency,
        includedExtras: charge.includedExtras.length > 0 ? { label: message(K.includedExtras), names: [...charge.includedExtras] } : null,
      })),
      policies: linePolicies(
        {
          price: item.totalRateCost,
          servicesCost: item.totalServicesCost,
          firstNightPrice: item.firstNightPrice,
          currency: item.currency,
          cancellationPolicy: item.cancellationPolicy,
          from: arrival,
        },
        { method: context.method, now: context.now, timeZone },
      ),
      total: item.totalCost,
      currency: item.currency,
      pricesPerDayIndex: item.pricesPerDayIndex,
    };
  });
  const nowSeconds = Math.floor(instantToDate(context.now).getTime() / 1000);
  return {
    items,
    totalCost: receipt.totalBookingCost,
    currency: receipt.currency,
    secondaryTotal: secondaryHrkTotal(receipt.totalBookingCost, context.engine, context.selectedCurrency ?? receipt.currency, nowSeconds),
    vat: offerVatLines(receipt),
  };
}
