/**
 * The e-mails about a reservation, written from the reservation as it is
 * when they are sent: to the guest in the booking's language (its code,
 * the stay of every unit, the total, the prepayment with the bank details
 * for a bank transfer, the cancellation terms, and the links to the
 * reservation page and to online check-in), and to the property in its
 * first language (who booked, what, and the link). Texts come from the
 * site's dictionaries and the e-mails' own (`src/i18n/email/`); every value
 * is plain text, and the HTML part escapes it. No card data: the method's
 * name at most.
 */
import { engineInLanguage } from '../../src/lib/settings/property-texts.ts';
import { dictionaries } from '../../src/i18n/dictionaries.ts';
import { emailDictionaries } from '../../src/i18n/email-dictionaries.ts';
import { createI18n, toLocale, translatorFor, type Translate } from '../../src/i18n/translator.ts';
import { linePolicies } from '../../src/lib/checkout/receipt-summary.ts';
import type { ReservationView } from '../../src/lib/checkout/reservation-contract.ts';
import { receiptOfReservation } from '../../src/lib/checkout/reservation-receipt.ts';
import type { Receipt } from '../../src/lib/checkout/receipt.ts';
import { refundAfterCancellation, reservationCancellationFee } from '../../src/lib/checkout/cancellation-fee.ts';
import type { IsoDate } from '../../src/lib/format/dates.ts';
import { abbreviated } from '../../src/lib/format/zone-calendar.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { formatAmountTokens } from '../../src/lib/pricing/policy-texts.ts';
import { phoneDisplay } from '../../src/lib/frame/frame.ts';
import { METHOD, paymentNameKey } from '../../src/lib/payment/payment-methods.ts';
import type { BookingEngine, Locale } from '../../src/lib/types.ts';
import { escapeHtml } from '../markup.ts';

export type MailEvent = 'booked' | 'offer-accepted' | 'cancelled';
export type MailRecipient = 'guest' | 'property';

/** A message ready for a transport. */
export interface Mail {
  /** The name the message is sent under: the property's. */
  senderName: string;
  to: string;
  /** The property's address, for the guest's replies. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  event: MailEvent;
  reservation: ReservationView;
  /** The booking language. */
  language: Locale;
  /** The engine the guest booked on (its site's links and name). */
  site: BookingEngine;
  /** The property whose units are booked (its address and phone, its notification). */
  property: BookingEngine;
  /** The site's origin, as guests reach it: `https://villa-adriatic.book.example.com`. */
  siteOrigin: string;
}

const translators = new Map<Locale, Translate>();

/** A translator over the e-mails' texts and the site's, in one language (English underneath); made once per language. */
export function mailTranslator(language: Locale): Translate {
  const messages = (lang: Locale) => ({ ...dictionaries[lang], ...emailDictionaries[lang] });
  let translate = translators.get(language);
  if (!translate) {
    translate = translatorFor(createI18n(language, { [language]: messages(language), en: messages('en') }));
    translators.set(language, translate);
  }
  return translate;
}

const EVENT_KEY: Record<MailEvent, string> = { booked: 'booked', 'offer-accepted': 'offerAccepted', cancelled: 'cancelled' };

/** A date as the language writes it in a sentence, with its weekday: 'Sat, 12 Jun 2027'. */
function longDate(date: IsoDate, language: Locale): string {
  // English as the site writes it, day first ('en-GB', as `dayMonthNames` does).
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .map((part) => (part.type === 'month' || part.type === 'weekday' ? abbreviated(part.value, language) : part.value))
    .join('');
}

function bookerName(reservation: ReservationView): string {
  const { guest } = reservation;
  return (guest.isCompany && guest.companyName ? guest.companyName : `${guest.firstName} ${guest.lastName}`).trim();
}

/** The stay lines: one per unit of the receipt. */
function stayLines(reservation: ReservationView, t: Translate, language: Locale): string[] {
  return reservation.receipt.accomodation.items.map((room) => {
    const guests = [t('adults', { count: room.adults })];
    if (room.childrenAges.length > 0) guests.push(t('children', { count: room.childrenAges.length }));
    return t('email.stayLine', {
      unit: room.unitTypeName,
      rate: room.ratePlanName,
      from: longDate(room.from as IsoDate, language),
      to: longDate(room.to as IsoDate, language),
      nights: t('nights', { count: room.nights }),
      guests: guests.join(', '),
    });
  });
}

/** 'Label: value' as the language writes it (French with a non-breaking space before the colon). */
const labelled = (t: Translate, label: string, value: string): string => t('email.labelValue', { label, value });

/** Each unit's terms of cancellation, or how it is paid (its billing dynamics), as the reservation page writes them. */
function policyLines(
  reservation: ReservationView,
  receipt: Receipt,
  property: BookingEngine,
  t: Translate,
  kind: 'cancellation' | 'billing' = 'cancellation',
): string[] {
  const createdAt = new Date(reservation.createdAt * 1000);
  return receipt.accomodation.items.flatMap((line) => {
    const policies = linePolicies(line, { method: reservation.paymentMethodId, now: createdAt, createdAt, timeZone: property.timeZone });
    const texts = policies
      ? policies[kind].messages.map((message) => {
          const formatted = formatAmountTokens(message, property.numberFormat);
          return t(formatted.key, formatted.tokens);
        })
      : [];
    // Each unit named with its rate: two units on one rate plan read apart.
    return texts.length > 0 ? [labelled(t, `${line.unitTypeName} (${line.ratePlanName})`, texts.join(' '))] : [];
  });
}

/** The extras booked, as the reservation page lists them: '2 × Parking (3 nights): 45,00 EUR'. */
function extrasLines(receipt: Receipt, property: BookingEngine, t: Translate): string[] {
  return Object.values(receipt.extras.items).map((line) => {
    const nights = line.nights ? ` (${t('nights', { count: line.nights })})` : '';
    return labelled(
      t,
      `${line.quantity} × ${line.name}${nights}`,
      line.included ? t('Included') : formatMoney(line.total, receipt.currency, property.numberFormat),
    );
  });
}

/** The reservation's money: its total, and the tourist tax paid at the property when the total leaves it out. */
function totalLines(reservation: ReservationView, property: BookingEngine, t: Translate): string[] {
  const { receipt } = reservation;
  const lines = [labelled(t, t('Total cost'), formatMoney(receipt.price.total, receipt.currency, property.numberFormat))];
  if (receipt.touristTax.notIncluded > 0)
    lines.push(
      labelled(
        t,
        t('Tourist tax is not included in total and is paid at property'),
        formatMoney(receipt.touristTax.notIncluded, receipt.currency, property.numberFormat),
      ),
    );
  return lines;
}

/**
 * What cancelling cost under the reservation's terms when it was cancelled,
 * as its page says it, and for the guest what becomes of a prepayment;
 * nothing when it cannot be stood by.
 */
function cancelledFeeLines(reservation: ReservationView, receipt: Receipt, property: BookingEngine, t: Translate, forGuest = false): string[] {
  if (reservation.canceledAt === null) return [];
  const lines = receipt.accomodation.items.filter((line) => line !== null);
  const fee = reservationCancellationFee(lines, new Date(reservation.canceledAt * 1000), reservation.timeZone);
  if (!fee) return [];
  const money = (amount: number, currency: string) => formatMoney(amount, currency, property.numberFormat);
  const prepayment = forGuest ? refundAfterCancellation(reservation, lines, fee, money) : null;
  return [
    fee.amount > 0 ? t('Cancelled with a fee', { amount: money(fee.amount, fee.currency) }) : t('Cancelled free of charge'),
    ...(prepayment ? [t(prepayment.key, prepayment.tokens)] : []),
  ];
}

/** A message's blocks: a heading (or none) and its lines; a line that is a link is shown as one. */
interface Block {
  heading?: string;
  lines: string[];
}

function render(blocks: Block[], language: Locale): { text: string; html: string } {
  const text = blocks
    .map((block) => [block.heading ? block.heading.toLocaleUpperCase(language) : null, ...block.lines].filter((line) => line !== null).join('\n'))
    .join('\n\n');
  const lineHtml = (line: string) => (/^https?:\/\/\S+$/.test(line) ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line));
  const body = blocks
    .map(
      (block) =>
        `${block.heading ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>` : ''}<p style="margin:0 0 12px">${block.lines.map(lineHtml).join('<br>')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d2a33;max-width:640px">\n${body}\n</body></html>\n`;
  return { text: `${text}\n`, html };
}

function links(context: MailContext): { reservation: string; checkIn: string | null } {
  const { reservation, language, siteOrigin } = context;
  return {
    reservation: `${siteOrigin}/${language}/reservations/${reservation.id}`,
    checkIn: reservation.checkInUuid && context.event !== 'cancelled' ? `${siteOrigin}/${language}/reservation/check-in/${reservation.checkInUuid}` : null,
  };
}

/** Booked on a group's site, which the e-mails are sent under: a line naming the property the stay is at, and where (its address as worded for `language`). */
const stayAt = (site: BookingEngine, property: BookingEngine, language: Locale): string[] =>
  site.id === property.id ? [] : [[property.name, engineInLanguage(property, language).address].filter(Boolean).join(', ')];

/** The guest's confirmation (or cancellation notice), in the booking's language. */
export function guestMail(context: MailContext): Mail {
  const { reservation, language, site, event } = context;
  // Amounts written as the site the guest booked on writes them (a group's, where it sells a member's unit).
  const property = { ...context.property, numberFormat: site.numberFormat };
  const t = mailTranslator(language);
  // The receipt as the reservation page reads it, made once for every block that reads it.
  const receipt = receiptOfReservation(reservation.receipt);
  const key = EVENT_KEY[event];
  const name = bookerName(reservation);
  const tokens = { code: reservation.code, property: site.name };
  const link = links(context);
  const blocks: Block[] = [
    { lines: [name ? t('email.greeting', { name }) : t('email.greetingNoName')] },
    { lines: [t(`email.${key}.intro`, tokens), ...(event === 'cancelled' ? cancelledFeeLines(reservation, receipt, property, t, true) : [])] },
    {
      heading: t('Reservation: %code%', { code: reservation.code }),
      lines: [...stayAt(site, property, language), ...stayLines(reservation, t, language), ...totalLines(reservation, property, t)],
    },
  ];
  const extras = extrasLines(receipt, property, t);
  if (extras.length > 0) blocks.push({ heading: t('Extras'), lines: extras });
  if (event !== 'cancelled') {
    const payment = [t('email.paidBy', { method: t(paymentNameKey(reservation.paymentMethodId, reservation.paidWith)) })];
    const bank = reservation.bankTransferSettings;
    if (reservation.paymentMethodId === METHOD.BANK_TRANSFER && reservation.prepaymentAmount > 0 && bank) {
      payment.push(t('email.prepaymentDue', { amount: formatMoney(reservation.prepaymentAmount, reservation.prepaymentCurrency, property.numberFormat) }));
      const fields: [string, string | null][] = [
        [t('Account holder'), bank.accountHolderName],
        [t('IBAN / Account Number'), bank.iban],
        [t('SWIFT/BIC'), bank.swiftCode],
        [t('Bank name'), bank.bankName],
        [t('Bank address'), bank.bankAddress],
        [t('Reference number'), reservation.referenceNumber],
      ];
      for (const [label, value] of fields) if (value) payment.push(labelled(t, label, value));
    }
    blocks.push({ heading: t('email.payment'), lines: payment });
  }
  const terms = policyLines(reservation, receipt, property, t);
  if (terms.length > 0) blocks.push({ heading: t('Terms of cancellation'), lines: terms });
  // When and how much is charged: the card is charged again later on some rates, which the guest should read here too.
  const billing = event === 'cancelled' ? [] : policyLines(reservation, receipt, property, t, 'billing');
  if (billing.length > 0) blocks.push({ heading: t('Billing dynamics'), lines: billing });
  // A cancellation notice does not offer to cancel.
  blocks.push({ lines: [t(event === 'cancelled' ? 'email.viewCancelled' : 'email.viewReservation'), link.reservation] });
  if (link.checkIn) blocks.push({ lines: [t('email.checkIn'), link.checkIn] });
  const phone = phoneDisplay(property.phone, property.countryDialCode);
  const contact =
    property.email && phone
      ? t('email.questions', { email: property.email, phone })
      : property.email
        ? t('email.questionsEmail', { email: property.email })
        : null;
  blocks.push({ lines: [...(contact ? [contact] : []), t(event === 'cancelled' ? 'email.closingCancelled' : 'email.closing'), property.name] });
  blocks.push({ lines: [t('email.sentBecause', { property: site.name })] });
  return {
    senderName: site.name,
    to: reservation.guest.email,
    replyTo: property.email,
    subject: t(`email.${key}.subject`, tokens),
    ...render(blocks, language),
  };
}

/** The property's notification, in its first language. */
export function propertyMail(context: MailContext): Mail | null {
  const { reservation, site, property, event } = context;
  if (!property.email) return null;
  const language = toLocale(property.activeLanguages[0]);
  const t = mailTranslator(language);
  const receipt = receiptOfReservation(reservation.receipt);
  const key = EVENT_KEY[event];
  const rooms = reservation.receipt.accomodation.items;
  const from = rooms.reduce((min, room) => (room.from < min ? room.from : min), rooms[0]!.from) as IsoDate;
  const to = rooms.reduce((max, room) => (room.to > max ? room.to : max), rooms[0]!.to) as IsoDate;
  const guest = bookerName(reservation);
  const { guest: booker } = reservation;
  const blocks: Block[] = [
    { lines: [t(`email.property.${key}.intro`), ...(event === 'cancelled' ? cancelledFeeLines(reservation, receipt, property, t) : [])] },
    {
      heading: t('Reservation: %code%', { code: reservation.code }),
      lines: [
        ...stayAt(site, property, language),
        ...stayLines(reservation, t, language),
        ...totalLines(reservation, property, t),
        t('email.paidBy', { method: t(paymentNameKey(reservation.paymentMethodId, reservation.paidWith)) }),
      ],
    },
  ];
  const extras = extrasLines(receipt, property, t);
  if (extras.length > 0) blocks.push({ heading: t('Extras'), lines: extras });
  blocks.push({ heading: t('email.property.guest'), lines: [guest, booker.email, booker.phone, booker.country].filter(Boolean) });
  if (booker.note.trim()) blocks.push({ heading: t('email.property.message'), lines: booker.note.split('\n') });
  blocks.push({ lines: [t('email.property.reservationLink'), `${context.siteOrigin}/${language}/reservations/${reservation.id}`] });
  return {
    senderName: site.name,
    to: property.email,
    replyTo: booker.email || null,
    subject: t(`email.property.${key}.subject`, { code: reservation.code, guest, from: longDate(from, language), to: longDate(to, language) }),
    ...render(blocks, language),
  };
}
