/**
 * The texts of the codes a banking app scans to pay a bank transfer
 * (issue: pay by scanning), built from the reservation's prepayment:
 *
 * - the EPC QR code (EPC069-12, version 002: a SEPA credit transfer in
 *   euros), read by most European banking apps;
 * - the HUB3 PDF417 barcode (Croatian Banking Association, 'HRVHUB30'),
 *   read by Croatian banking apps, for payments to a Croatian account.
 *
 * Pure: the page draws them with bwip-js.
 */

/** What a transfer needs: the payee's account, the amount, the reference. */
export interface TransferDetails {
  /** The account holder: the payee. */
  beneficiary: string | null;
  iban: string | null;
  bic: string | null;
  amount: number;
  currency: string;
  /** The transfer's reference (digits: the reservation code's). */
  reference: string;
  /** The reservation code, the transfer's description. */
  code: string;
  /** The booker, as the payer (HUB3). */
  payer: string;
}

const compactIban = (iban: string | null): string => (iban ?? '').replace(/\s+/g, '').toUpperCase();
const clip = (text: string, max: number): string => [...text.replace(/[\r\n]+/g, ' ').trim()].slice(0, max).join('');

/**
 * The EPC QR code's text (EPC069-12 version 002, UTF-8): service tag
 * 'BCD', version '002', character set 1, 'SCT', the BIC (optional in
 * 002), the beneficiary (70 characters at most), the IBAN, 'EUR' and the
 * amount, no purpose, no structured reference, then the remittance text
 * (140 at most): the reference and the reservation code. Null when it
 * cannot be paid this way: not euros, no beneficiary, no IBAN, nothing to pay.
 * @example epcQrText({ beneficiary: 'Villa Adriatic d.o.o.', iban: 'HR12 1001 0051 8630 0016 0', bic: 'ZABAHR2X', amount: 83.4, currency: 'EUR', reference: '2027000123', code: 'VA-2027-000123', payer: 'Ana Horvat' })?.split('\n') // ['BCD', '002', '1', 'SCT', 'ZABAHR2X', 'Villa Adriatic d.o.o.', 'HR1210010051863000160', 'EUR83.40', '', '', '2027000123 VA-2027-000123']
 */
export function epcQrText(transfer: TransferDetails): string | null {
  const iban = compactIban(transfer.iban);
  const beneficiary = clip(transfer.beneficiary ?? '', 70);
  if (transfer.currency !== 'EUR' || !iban || !beneficiary || !(transfer.amount >= 0.01) || transfer.amount > 999_999_999.99) return null;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    clip(transfer.bic ?? '', 11).toUpperCase(),
    beneficiary,
    iban,
    `EUR${transfer.amount.toFixed(2)}`,
    '',
    '',
    clip(`${transfer.reference} ${transfer.code}`, 140),
  ].join('\n');
}

/** The HUB3 fields' longest lengths, in the standard's order. */
export const HUB3_LENGTHS = {
  payerName: 30,
  payerStreet: 27,
  payerPlace: 27,
  payeeName: 25,
  payeeStreet: 25,
  payeePlace: 27,
  reference: 22,
  description: 35,
} as const;

/**
 * The HUB3 barcode's text ('HRVHUB30'): currency, the amount in cents as
 * 15 digits, the payer's name, street and place, the payee's name, street
 * and place, the IBAN, the model and reference ('HR00' with the digits of
 * the reference, 'HR99' without one), the purpose code ('OTHR') and the
 * description, each ending with a line feed, each cut to its length.
 * Null unless the account is Croatian and the amount in euros.
 * @example hub3Text({ beneficiary: 'Villa Adriatic d.o.o.', iban: 'HR1210010051863000160', bic: null, amount: 83.4, currency: 'EUR', reference: '2027000123', code: 'VA-2027-000123', payer: 'Ana Horvat' })?.split('\n').slice(0, 3) // ['HRVHUB30', 'EUR', '000000000008340']
 */
export function hub3Text(transfer: TransferDetails): string | null {
  const iban = compactIban(transfer.iban);
  if (transfer.currency !== 'EUR' || !/^HR\d{19}$/.test(iban) || !(transfer.amount >= 0.01)) return null;
  const cents = Math.round(transfer.amount * 100);
  if (cents > 999_999_999_999_999) return null;
  const reference = transfer.reference.replace(/[^\d-]/g, '').slice(0, HUB3_LENGTHS.reference);
  const L = HUB3_LENGTHS;
  const fields = [
    'HRVHUB30',
    'EUR',
    String(cents).padStart(15, '0'),
    clip(transfer.payer, L.payerName),
    '',
    '',
    clip(transfer.beneficiary ?? '', L.payeeName),
    '',
    '',
    iban,
    reference ? 'HR00' : 'HR99',
    reference,
    'OTHR',
    clip(transfer.code, L.description),
  ];
  return fields.map((field) => `${field}\n`).join('');
}

/** Croatian and other Central European letters in ISO 8859-2 (the HUB3 barcode's character set), where it differs from their code point. */
const LATIN2: Record<string, number> = {
  Ą: 0xa1,
  Ł: 0xa3,
  Ľ: 0xa5,
  Ś: 0xa6,
  Š: 0xa9,
  Ş: 0xaa,
  Ť: 0xab,
  Ź: 0xac,
  Ž: 0xae,
  Ż: 0xaf,
  ą: 0xb1,
  ł: 0xb3,
  ľ: 0xb5,
  ś: 0xb6,
  š: 0xb9,
  ş: 0xba,
  ť: 0xbb,
  ź: 0xbc,
  ž: 0xbe,
  ż: 0xbf,
  Ŕ: 0xc0,
  Ă: 0xc3,
  Ĺ: 0xc5,
  Ć: 0xc6,
  Č: 0xc8,
  Ę: 0xca,
  Ě: 0xcc,
  Ď: 0xcf,
  Đ: 0xd0,
  Ń: 0xd1,
  Ň: 0xd2,
  Ő: 0xd5,
  Ř: 0xd8,
  Ů: 0xd9,
  Ű: 0xdb,
  Ţ: 0xde,
  ŕ: 0xe0,
  ă: 0xe3,
  ĺ: 0xe5,
  ć: 0xe6,
  č: 0xe8,
  ę: 0xea,
  ě: 0xec,
  ď: 0xef,
  đ: 0xf0,
  ń: 0xf1,
  ň: 0xf2,
  ő: 0xf5,
  ř: 0xf8,
  ů: 0xf9,
  ű: 0xfb,
  ţ: 0xfe,
};
/** Latin-1 letters ISO 8859-2 keeps at the same place. */
const SAME_IN_LATIN2 = new Set('ÁÂÄÇÉËÍÎÓÔÖ×ÚÜÝßáâäçéëíîóôö÷úüý°´¨¸§¤­'.split(''));

/**
 * A text as ISO 8859-2 bytes, one character per byte (what the barcode
 * encoder takes as binary): ASCII as it is, the letters 8859-2 has at
 * their place, others without their accents, anything else '?'.
 * @example [...latin2('Ćiro Đurić')].map((c) => c.charCodeAt(0).toString(16)) // ['c6', '69', '72', '6f', '20', 'd0', '75', '72', '69', 'e6']
 */
export function latin2(text: string): string {
  let bytes = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) bytes += character;
    else if (LATIN2[character] !== undefined) bytes += String.fromCharCode(LATIN2[character]);
    else if (SAME_IN_LATIN2.has(character)) bytes += character;
    else {
      const plain = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      bytes += /^[\x20-\x7e]$/.test(plain) ? plain : '?';
    }
  }
  return bytes;
}
