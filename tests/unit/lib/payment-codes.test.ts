import { describe, expect, it } from 'vitest';
import { epcQrText, HUB3_LENGTHS, hub3Text, latin2, type TransferDetails } from '../../../src/lib/payment/payment-codes.ts';

const TRANSFER: TransferDetails = {
  beneficiary: 'Villa Adriatic d.o.o.',
  iban: 'HR12 1001 0051 8630 0016 0',
  bic: 'zabahr2x',
  amount: 83.4,
  currency: 'EUR',
  reference: '2027000123',
  code: 'VA-2027-000123',
  payer: 'Lucija Babić',
};

describe('the EPC QR code’s text (EPC069-12, version 002)', () => {
  const lines = epcQrText(TRANSFER)!.split('\n');

  it('holds the fields in the standard’s order: BCD, 002, UTF-8, SCT, BIC, beneficiary, IBAN, amount, purpose, structured and unstructured remittance', () => {
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'ZABAHR2X',
      'Villa Adriatic d.o.o.',
      'HR1210010051863000160',
      'EUR83.40',
      '',
      '',
      '2027000123 VA-2027-000123',
    ]);
  });

  it('stays within the code’s 331 bytes and its fields’ lengths', () => {
    const long = epcQrText({ ...TRANSFER, beneficiary: 'B'.repeat(90), code: 'C'.repeat(200) })!.split('\n');
    expect(long[5]).toHaveLength(70);
    expect(long[10]).toHaveLength(140);
    expect(new TextEncoder().encode(long.join('\n')).length).toBeLessThanOrEqual(331);
  });

  it('leaves the BIC empty when the property has none (version 002 allows it)', () => {
    expect(epcQrText({ ...TRANSFER, bic: null })!.split('\n')[4]).toBe('');
  });

  it('is none for what it cannot pay: another currency, no IBAN or beneficiary, nothing to pay', () => {
    expect(epcQrText({ ...TRANSFER, currency: 'USD' })).toBeNull();
    expect(epcQrText({ ...TRANSFER, iban: null })).toBeNull();
    expect(epcQrText({ ...TRANSFER, beneficiary: ' ' })).toBeNull();
    expect(epcQrText({ ...TRANSFER, amount: 0 })).toBeNull();
  });
});

describe('the HUB3 barcode’s text (HRVHUB30)', () => {
  const fields = hub3Text(TRANSFER)!.split('\n');

  it('holds its 14 fields, each ending with a line feed', () => {
    expect(fields).toHaveLength(15);
    expect(fields[14]).toBe('');
    expect(fields.slice(0, 14)).toEqual([
      'HRVHUB30',
      'EUR',
      '000000000008340',
      'Lucija Babić',
      '',
      '',
      'Villa Adriatic d.o.o.',
      '',
      '',
      'HR1210010051863000160',
      'HR00',
      '2027000123',
      'OTHR',
      'VA-2027-000123',
    ]);
  });

  it('cuts each field to the standard’s length and writes the amount as 15 digits of cents', () => {
    const long = hub3Text({
      ...TRANSFER,
      amount: 1234567.891,
      payer: 'P'.repeat(40),
      beneficiary: 'B'.repeat(40),
      code: 'C'.repeat(50),
      reference: '1'.repeat(30),
    })!.split('\n');
    expect(long[2]).toBe('000000123456789');
    expect(long[3]).toHaveLength(HUB3_LENGTHS.payerName);
    expect(long[6]).toHaveLength(HUB3_LENGTHS.payeeName);
    expect(long[11]).toHaveLength(HUB3_LENGTHS.reference);
    expect(long[13]).toHaveLength(HUB3_LENGTHS.description);
  });

  it('has model HR99 without a reference', () => {
    const none = hub3Text({ ...TRANSFER, reference: '' })!.split('\n');
    expect([none[10], none[11]]).toEqual(['HR99', '']);
  });

  it('is only for a Croatian account in euros', () => {
    expect(hub3Text({ ...TRANSFER, iban: 'DE89370400440532013000' })).toBeNull();
    expect(hub3Text({ ...TRANSFER, currency: 'HRK' })).toBeNull();
    expect(hub3Text({ ...TRANSFER, amount: 0 })).toBeNull();
  });
});

describe('ISO 8859-2 bytes for the HUB3 barcode', () => {
  it('puts the Croatian letters at their 8859-2 places, keeps ASCII and the shared Latin-1 letters', () => {
    expect([...latin2('ČčĆćĐđŠšŽž')].map((c) => c.charCodeAt(0))).toEqual([0xc8, 0xe8, 0xc6, 0xe6, 0xd0, 0xf0, 0xa9, 0xb9, 0xae, 0xbe]);
    expect(latin2('Müller, Pécs 7')).toBe('Müller, Pécs 7');
  });

  it('writes other letters without their accents, anything else as ?', () => {
    expect(latin2('Ñandù – 東')).toBe('Nandu ? ?');
  });
});
