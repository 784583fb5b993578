/**
 * What the reservation summary panel (02 §2.3) and the reservation page
 * (02 §2.9) show from a receipt (`receipt.ts`): VAT and tourist-tax lines,
 * the HRK counter-value and exchange-rate note (`currency.ts`), check-in and
 * check-out texts, date cards, and each accommodation line's policy texts.
 */
import { exchangeRateNote, secondaryHrkTotal, type HrkSettings, type SecondaryTotal } from '../pricing/currency.ts';
import { dayOfMonth, formatDotted, shortMonthName, weekdayName, type IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import { displayTime } from '../pricing/policies.ts';
import { billingTexts, cancellationTexts, noShowTexts, type BillingTexts, type CancellationTexts } from '../pricing/policy-messages.ts';
import { instantToDate, unitPrepayment, type Instant } from '../pricing/prepayment.ts';
import type { NumberFormat } from '../types.ts';
import { asPolicy, type Receipt, type ReceiptAccommodationItem } from './receipt.ts';
import { RECEIPT_KEYS } from './receipt-keys.ts';

const K = RECEIPT_KEYS;

// ------------------------------------------------------------ summary lines

/** The receipt fields the VAT and tourist-tax lines read. */
export type SummaryReceipt = Pick<Receipt, 'isVatRegistered' | 'vatRate' | 'currency' | 'touristTax'> &
  Partial<Pick<Receipt, 'taxes'>> & { extras: Pick<Receipt['extras'], 'totalCost'> };

/**
 * The VAT lines (02 §2.3): for a VAT-registered property
 * 'AccomodationVATIncluded' (token vatRate) and, when extras cost
 * something, 'Extras VAT is included in price'; otherwise 'Property is not
 * VAT registered, so VAT is not applicable'.
 * @example vatMessages({ isVatRegistered: true, vatRate: 13, extras: { totalCost: 0 } }).map((m) => m.key) // ['AccomodationVATIncluded']
 */
export function vatMessages(receipt: Pick<SummaryReceipt, 'isVatRegistered' | 'vatRate' | 'extras'>): Message[] {
  if (!receipt.isVatRegistered) return [message(K.notVatRegistered)];
  const messages = [message(K.accommodationVat, { vatRate: receipt.vatRate ?? 0 })];
  if (receipt.extras.totalCost > 0) messages.push(message(K.extrasVat));
  return messages;
}

/** A VAT line: its text, and the tax amount when the receipt names its taxes. */
export interface VatLine {
  message: Message;
  amount: number | null;
}

/**
 * The VAT lines of a receipt: with its taxes named (an offer, 02 §2.7) and
 * the property VAT registered, each tax as '{label} ({rate}%) included in
 * price' with its amount; otherwise the lines of `vatMessages` (02 §2.3).
 * @example vatLines({ isVatRegistered: true, vatRate: 13, taxes: [{ label: 'VAT', rate: 13, taxAmount: 51.77 }], extras: { totalCost: 0 } })[0] // { message: { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 13 } }, amount: 51.77 }
 */
export function vatLines(receipt: Pick<SummaryReceipt, 'isVatRegistered' | 'vatRate' | 'extras' | 'taxes'>): VatLine[] {
  if (receipt.isVatRegistered && receipt.taxes) {
    return receipt.taxes.map((tax) => ({ message: message(K.taxIncluded, { label: tax.label, rate: tax.rate }), amount: tax.taxAmount }));
  }
  return vatMessages(receipt).map((entry) => ({ message: entry, amount: null }));
}

/** A tourist-tax line: its text and the amount shown beside it (none for an included tax). */
export interface TouristTaxLine {
  message: Message;
  amount: number | null;
  currency: string;
}

/**
 * The tourist-tax lines (02 §2.3): 'Tourist tax is not included in total
 * and is paid at property' with the amount, and 'Tourist tax is included
 * in price' (a basket may hold rates of both kinds). None without a
 * tourist tax.
 * @example touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 7.98, included: 0 } }) // [{ message: { key: 'Tourist tax is not included in total and is paid at property', tokens: {} }, amount: 7.98, currency: 'EUR' }]
 */
export function touristTaxLines(receipt: Pick<SummaryReceipt, 'currency' | 'touristTax'>): TouristTaxLine[] {
  const lines: TouristTaxLine[] = [];
  const { notIncluded, included } = receipt.touristTax ?? { notIncluded: 0, included: 0 };
  if (notIncluded > 0) lines.push({ message: message(K.touristTaxNotIncluded), amount: notIncluded, currency: receipt.currency });
  if (included > 0) lines.push({ message: message(K.touristTaxIncluded), amount: null, currency: receipt.currency });
  return lines;
}

/** What the summary's footer needs besides the receipt. */
export interface SummaryContext {
  /** The engine's currency, secondaryCurrency and settingsExchangeRate (01 §3.1). */
  engine: HrkSettings;
  /** The currency the guest sees; the receipt's by default. */
  selectedCurrency?: string | null;
  now: Instant;
  format?: Partial<NumberFormat>;
}

/** The summary's footer (02 §2.3). */
export interface ReceiptSummary {
  /** 'Total cost'. */
  totalCost: number;
  currency: string;
  /** The HRK counter-value (`secondaryHrkTotal`), or null. */
  secondaryTotal: SecondaryTotal | null;
  /** 'Exchange rate 1 EUR = 7.53450 HRK' (`exchangeRateNote`), or null. */
  exchangeRateNote: Message | null;
  vat: VatLine[];
  touristTax: TouristTaxLine[];
}

/**
 * The footer of the summary panel (02 §2.3): total cost, the secondary HRK
 * total and the exchange-rate note by the rules of `currency.ts`, the VAT
 * lines and the tourist-tax lines.
 * @example receiptSummary(receipt, { engine: { currency: 'EUR', secondaryCurrency: 'HRK' }, now: new Date() }).exchangeRateNote?.key // 'Exchange rate 1 EUR = %rate% HRK'
 */
export function receiptSummary(receipt: SummaryReceipt & { price: Pick<Receipt['price'], 'total'> }, context: SummaryContext): ReceiptSummary {
  const selected = context.selectedCurrency ?? receipt.currency;
  const nowSeconds = Math.floor(instantToDate(context.now).getTime() / 1000);
  return {
    totalCost: receipt.price.total,
    currency: receipt.currency,
    secondaryTotal: secondaryHrkTotal(receipt.price.total, context.engine, selected, nowSeconds),
    exchangeRateNote: exchangeRateNote(context.engine, selected, context.format),
    vat: vatLines(receipt),
    touristTax: touristTaxLines(receipt),
  };
}

// -------------------------------------------------------------- stay dates

/** The check-in and check-out times of a line. */
export type StayTimes = Pick<ReceiptAccommodationItem, 'from' | 'to' | 'checkInBegin' | 'checkInEnd' | 'checkOutBegin' | 'checkOutEnd'>;

function dayText(date: IsoDate, locale: string, start: string | null, end: string | null, prefer: 'start' | 'end'): Message {
  const base = { weekday: weekdayName(date, locale, 'long'), date: formatDotted(date, locale) };
  const from = displayTime(start);
  const until = displayTime(end);
  const fromText = from ? message(K.dayFrom, { ...base, time: from }) : null;
  const untilText = until ? message(K.dayUntil, { ...base, time: until }) : null;
  return (prefer === 'start' ? (fromText ?? untilText) : (untilText ?? fromText)) ?? message(K.dayWhole, base);
}

/**
 * The check-in and check-out texts of a summary line (02 §2.3), 'weekday,
 * date (From X / WholeDay Until Y)': the weekday in `locale`, the date as
 * DD.MM.YYYY and, for check-in, 'from' checkInBegin, for check-out,
 * 'until' checkOutEnd; the other end of the window when only it is set,
 * and 'whole day' when neither is.
 * @example stayDayTexts({ from: '2026-07-24', to: '2026-07-27', checkInBegin: '14:00:00', checkInEnd: null, checkOutBegin: null, checkOutEnd: '10:00' }, 'en').checkIn // { key: '%weekday%, %date% (from %time%)', tokens: { weekday: 'Friday', date: '24.07.2026', time: '14:00' } }
 */
export function stayDayTexts(stay: StayTimes, locale: string): { checkIn: Message; checkOut: Message } {
  return {
    checkIn: dayText(stay.from, locale, stay.checkInBegin, stay.checkInEnd, 'start'),
    checkOut: dayText(stay.to, locale, stay.checkOutBegin, stay.checkOutEnd, 'end'),
  };
}

/** The amounts a receipt's totals are made of (`convertedTotal`): each unit's, as the basket showed them. */
export interface ReceiptParts {
  /** 'Accommodation': each unit's price (the lines' `parts`). */
  accommodation: number[];
  /** 'Extras': each unit's total of each extra (an included one's are 0). */
  extras: number[];
  /** 'Total cost': the above. */
  total: number[];
}

/**
 * The amounts a receipt's totals are made of: each unit's price and each
 * unit's extras, the ones the basket and the extras page showed, so a
 * display currency gives the same figures on every screen. (An offer's
 * blocks give theirs with the blocks: `offerItemParts`.)
 * @example receiptParts(receipt).total // [...each unit's price, ...each unit's extras]
 */
export function receiptParts(receipt: Pick<Receipt, 'accomodation' | 'extras'>): ReceiptParts {
  const accommodation = receipt.accomodation.items.flatMap((line) => line.parts);
  // An included extra's parts are nothing: it is shown 'Included'.
  const extras = Object.values(receipt.extras.items).flatMap((line) => line.parts);
  return { accommodation, extras, total: [...accommodation, ...extras] };
}

/** A check-in or check-out date card (02 §2.3). */
export interface DateCard {
  /** The day as the locale writes it before a month ('24', '24.' in hr, `dayOfMonth`). */
  day: string;
  /** Short month name in the locale ('Jul', 'srp.'). */
  month: string;
  /** Short weekday in the locale ('Fri'). */
  weekday: string;
}

/**
 * The date card of the summary panel: day number, month and weekday.
 * @example dateCard('2026-07-24', 'en') // { day: '24', month: 'Jul', weekday: 'Fri' }
 * @example dateCard('2026-01-12', 'hr') // { day: '12.', month: 'sij.', weekday: 'pon.' }
 */
export function dateCard(date: IsoDate, locale: string): DateCard {
  return { day: dayOfMonth(date, locale), month: shortMonthName(date, locale), weekday: weekdayName(date, locale, 'short') };
}

// ---------------------------------------------------------- line policies

/** An accommodation line as the policy block reads it: the checkout's or the reservation page's (02 §3.12). */
export interface PolicyLine {
  price: number;
  servicesCost?: number | null;
  firstNightPrice: number;
  currency: string;
  cancellationPolicy: unknown;
  from?: IsoDate;
}

export interface LinePolicyContext {
  /** The selected (checkout) or used (reservation) payment method id. */
  method: number;
  now: Instant;
  /** The reservation's createdAt, on the reservation page. */
  createdAt?: Instant | null;
  /** The arrival day; the line's `from` by default. */
  arrival?: IsoDate;
  timeZone?: string;
}

/** A line's cancellation block (02 §2.3, §2.9): 'Terms of cancellation', 'Billing dynamics', 'No show' and the note. */
export interface LinePolicies {
  cancellation: CancellationTexts;
  billing: BillingTexts;
  noShow: Message[];
  additionalNote: string | null;
}

/**
 * The policy texts of an accommodation line (`policy-texts.ts`).
 * Percentage fees and the prepayment are taken of the line's price plus
 * its servicesCost, the amount 02 §9.5 prepays from; fee type 3 of its
 * firstNightPrice. The line's prepayment is `unitPrepayment` at createdAt
 * (else now). Null without an arrival day.
 * @example linePolicies(receipt.accomodation.items[0], { method: 2, now: new Date() })?.billing.messages
 */
export function linePolicies(line: PolicyLine, context: LinePolicyContext): LinePolicies | null {
  const arrival = context.arrival ?? line.from;
  if (!arrival) return null;
  const policy = asPolicy(line.cancellationPolicy);
  const services = line.servicesCost ?? 0;
  const total = roundMoney(line.price + services);
  const clock = { arrival, now: context.now, createdAt: context.createdAt, timeZone: context.timeZone };
  const amounts = { price: total, firstNightPrice: line.firstNightPrice, currency: line.currency };
  const prepayment = unitPrepayment(
    { policy, totalRate: line.price, services, firstNightPrice: line.firstNightPrice, arrival },
    context.createdAt ?? context.now,
    context.timeZone,
  );
  return {
    cancellation: cancellationTexts(policy, { ...amounts, ...clock }),
    billing: billingTexts(policy, { ...clock, method: context.method, prepayment, total, currency: line.currency }),
    noShow: noShowTexts(policy, amounts),
    additionalNote: typeof policy?.additionalNote === 'string' && policy.additionalNote.trim() ? policy.additionalNote : null,
  };
}
