import type { Locale } from '../../lib/types.ts';

/**
 * The product's glossary: the words that decide what a guest pays for and
 * what they accept, each with the dictionary keys that must use it. Each
 * language's own terms and its register rule are in `<locale>.json` beside
 * this file; `tests/unit/i18n/glossary.test.ts` holds every dictionary to
 * them, and `docs/GLOSSARY.md` is the table they make (`glossaryTable`).
 */
export interface GlossaryTerm {
  id: string;
  /** The English term, as the spec writes it. */
  en: string;
  /** Why the choice matters: what the term names, and what it must never be read as. */
  note: string;
  /** Keys whose text in every language uses the term (in any inflected form). */
  keys: readonly string[];
}

/** A language's entry for one term: the term itself, and the stem every inflected form of it contains. */
export interface LocalTerm {
  term: string;
  /** A regular expression (case-insensitive) that every form of the term in a key's text matches. */
  match: string;
  note?: string;
}

/** A language's glossary file: its register rule, the markers of the informal register, and its terms. */
export interface LanguageGlossary {
  register: {
    rule: string;
    /** Regular expressions (case-sensitive, Unicode) that only an informal text matches. */
    informal: readonly string[];
  };
  terms: Record<string, LocalTerm>;
}

const SELECTION_OF_ANOTHER_PROPERTY = 'Your selection holds units of another property. Book them first, or clear your selection to choose here.';

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    id: 'property',
    en: 'property',
    note: 'The accommodation business as a whole: a hotel, a house of apartments, one member of a group. Never the room or apartment a guest books (that is a unit).',
    keys: ['Property', 'Property policy', 'unknownProperty.title', SELECTION_OF_ANOTHER_PROPERTY, 'Too many bookings'],
  },
  {
    id: 'unit',
    en: 'unit',
    note: 'One bookable room or apartment of a property. Told apart from the property in every language, and one word for it throughout.',
    keys: ['Select this unit', 'Add another unit', 'Remove this unit', 'Unit not available', SELECTION_OF_ANOTHER_PROPERTY],
  },
  {
    id: 'unitType',
    en: 'unit type',
    note: "A kind of unit ('Two-Bedroom Apartment with Sea View'), of which a property has one or more.",
    keys: ['Unit type'],
  },
  {
    id: 'rate',
    en: 'rate',
    note: 'A rate plan: a price with its conditions (cancellation, meals, prepayment). Not an exchange rate.',
    keys: ['Rates from', 'Included in rate'],
  },
  {
    id: 'stay',
    en: 'stay',
    note: 'The nights a guest spends at the property, from check-in to check-out.',
    keys: ['The price of your stay has changed. Please review it and book again.'],
  },
  {
    id: 'extras',
    en: 'extras',
    note: 'Services bought with a unit (breakfast, parking, transfer). Not the amenities a unit has.',
    keys: ['Extras', 'Extras total', 'Included extras'],
  },
  {
    id: 'checkIn',
    en: 'check-in',
    note: "Arrival at the property. Never 'log in' (hr 'prijava', sl 'prijava').",
    keys: ['Check-in'],
  },
  {
    id: 'checkOut',
    en: 'check-out',
    note: "Departure from the property. Never 'log out' (hr 'odjava', sl 'odjava').",
    keys: ['Check-out', 'Age at check-out', 'Age of child %number% at check-out'],
  },
  {
    id: 'termsOfBusiness',
    en: 'terms of business',
    note: "The property's terms a guest accepts by booking. The spec's 'Terms and conditions' and 'Terms of service' both name this one document: never a website's terms of use.",
    keys: ['Terms and conditions', 'Terms of service', 'TOSValidationError', 'CancelTOSValidationError'],
  },
  {
    id: 'privacyPolicy',
    en: 'privacy policy',
    note: "How the property handles the guest's personal data.",
    keys: ['Privacy policy', 'TOSValidationError'],
  },
  {
    id: 'cancellationPolicy',
    en: 'cancellation policy',
    note: 'What cancelling costs, and until when it is free.',
    keys: ['Cancellation policy', 'CancelTOSValidationError'],
  },
  {
    id: 'booker',
    en: 'booker',
    note: 'The person who makes the booking and pays; not always a guest. A word a native speaker uses for it, not a coinage.',
    keys: ['Booker', 'Booker details', 'Card holder same as booker'],
  },
  {
    id: 'referenceNumber',
    en: 'reference number',
    note: "The payment reference a bank transfer must quote so the prepayment is matched: each banking culture's own term (hr 'poziv na broj', de 'Verwendungszweck', pl 'tytuł przelewu', sl 'sklic'), never a literal 'reference'.",
    keys: ['Reference number'],
  },
  {
    id: 'prepayment',
    en: 'prepayment',
    note: 'The part of the price paid before arrival, by card or bank transfer. Not a deposit.',
    keys: ['PrepaymentMsg', 'PrePaymentReservationMsg'],
  },
  {
    id: 'deposit',
    en: 'deposit',
    note: "A refundable security deposit, which no text of the product asks for today: kept apart from the prepayment so that neither is ever called by the other's name.",
    keys: [],
  },
];

/** Buttons whose label must fit where the English one does: at most this many characters. */
export function buttonBudget(english: string): number {
  return Math.max(Math.ceil(english.length * 1.5), english.length + 6);
}

/** Labels of buttons laid out in narrow places: a rate card, the basket, the summary, the search bar. */
export const BUTTON_KEYS: readonly string[] = [
  'Select this unit',
  'Show rates',
  'Hide rates',
  'Add another unit',
  'Remove this unit',
  'Book now',
  'Continue',
  'Proceed',
  'Search',
  'Clear',
  'Save guests',
  'Cancel reservation',
  'Show the codes',
  'Hide the codes',
];

/** The glossary as one Markdown table: a row per term, a column per language. */
export function glossaryTable(languages: Partial<Record<Locale, LanguageGlossary>>, order: readonly Locale[]): string {
  const others = order.filter((locale) => locale !== 'en' && languages[locale]);
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [`| en | ${others.join(' | ')} | note |`, `| --- | ${others.map(() => '---').join(' | ')} | --- |`];
  for (const term of GLOSSARY_TERMS) {
    const local = others.map((locale) => {
      const entry = languages[locale]!.terms[term.id];
      return entry ? cell(entry.note ? `${entry.term} (${entry.note})` : entry.term) : '–';
    });
    lines.push(`| **${term.en}** | ${local.join(' | ')} | ${cell(term.note)} |`);
  }
  const register = others.map((locale) => `- **${locale}**: ${languages[locale]!.register.rule}`);
  return `${lines.join('\n')}\n\n## Register\n\n${register.join('\n')}\n`;
}
