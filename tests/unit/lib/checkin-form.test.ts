import { describe, expect, it } from 'vitest';
import {
  checkInDraftKey,
  decodeCheckInDraft,
  editGuestField,
  encodeCheckInDraft,
  retypeAfterReload,
  fieldText,
  fieldsChangedBy,
  shownGuestErrors,
  withoutServerErrors,
  type CheckInGuestForm,
} from '../../../src/lib/checkin/checkin-form.ts';
import { message } from '../../../src/lib/format/messages.ts';

const EMPTY = (id: number): CheckInGuestForm => ({
  id,
  isPrimary: id === 1,
  name: '',
  dateOfBirth: '',
  genderId: null,
  travelDocumentTypesId: null,
  documentNumber: '',
  city: '',
  countryOfBirthId: null,
  email: '',
  contactNumber: '',
});

const ANA: CheckInGuestForm = {
  ...EMPTY(1),
  name: 'Ana Horvat',
  dateOfBirth: '12.05.1990',
  genderId: 1,
  travelDocumentTypesId: 25,
  documentNumber: '112233445',
  city: 'Split',
  countryOfBirthId: 'HR',
  email: 'ana.horvat@example.com',
  contactNumber: '+385 91 555 0192',
};

const empty = message('This value cannot be empty');
const tooLong = message('MaxLengthValidationError', { maxLength: 30 });

describe('fieldText', () => {
  it('gives the control its value as text, empty for none', () => {
    expect(fieldText(ANA, 'genderId')).toBe('1');
    expect(fieldText(ANA, 'travelDocumentTypesId')).toBe('25');
    expect(fieldText(EMPTY(2), 'countryOfBirthId')).toBe('');
    expect(fieldText(EMPTY(2), 'genderId')).toBe('');
    expect(fieldText(ANA, 'name')).toBe('Ana Horvat');
  });
});

describe('editGuestField', () => {
  it('masks the date of birth as it is typed', () => {
    expect(editGuestField(EMPTY(1), 'dateOfBirth', '12051990', 'HR').dateOfBirth).toBe('12.05.1990');
    expect(editGuestField(EMPTY(1), 'dateOfBirth', '4', 'HR').dateOfBirth).toBe('');
    expect(editGuestField({ ...EMPTY(1), dateOfBirth: '3' }, 'dateOfBirth', '35', 'HR').dateOfBirth).toBe('3');
    expect(editGuestField({ ...EMPTY(1), dateOfBirth: '12.1' }, 'dateOfBirth', '12.13', 'HR').dateOfBirth).toBe('12.1');
    expect(editGuestField({ ...EMPTY(1), dateOfBirth: '12.05.' }, 'dateOfBirth', '12.05.3', 'HR').dateOfBirth).toBe('12.05.');
  });

  it('deletes the digit before a dot when the dot is deleted', () => {
    expect(editGuestField({ ...EMPTY(1), dateOfBirth: '12.05.' }, 'dateOfBirth', '12.05', 'HR').dateOfBirth).toBe('12.0');
  });

  it('reads gender and document type as their ids, anything else as none', () => {
    expect(editGuestField(EMPTY(1), 'genderId', '2', 'HR').genderId).toBe(2);
    expect(editGuestField(ANA, 'genderId', '', 'HR').genderId).toBeNull();
    expect(editGuestField(ANA, 'genderId', '3', 'HR').genderId).toBeNull();
    expect(editGuestField(EMPTY(1), 'travelDocumentTypesId', '18', 'HR').travelDocumentTypesId).toBe(18);
    expect(editGuestField(ANA, 'travelDocumentTypesId', '', 'HR').travelDocumentTypesId).toBeNull();
  });

  it('keeps the document kind when the country of birth changes, with that country’s id (02 §9.3)', () => {
    const foreignPassport = { ...EMPTY(1), countryOfBirthId: 'DE', travelDocumentTypesId: 18 as const };
    expect(editGuestField(foreignPassport, 'countryOfBirthId', 'HR', 'HR')).toMatchObject({ countryOfBirthId: 'HR', travelDocumentTypesId: 14 });
    expect(editGuestField(ANA, 'countryOfBirthId', 'it', 'HR')).toMatchObject({ countryOfBirthId: 'IT', travelDocumentTypesId: 23 });
    expect(editGuestField(EMPTY(1), 'countryOfBirthId', 'HR', 'HR').travelDocumentTypesId).toBeNull();
    expect(editGuestField(ANA, 'countryOfBirthId', 'SI', 'SI').travelDocumentTypesId).toBe(25);
    expect(editGuestField(ANA, 'countryOfBirthId', 'HR', 'SI').travelDocumentTypesId).toBe(23);
  });

  it('keeps text as typed', () => {
    expect(editGuestField(EMPTY(1), 'city', ' Split ', 'HR').city).toBe(' Split ');
    expect(editGuestField(EMPTY(1), 'documentNumber', 'X'.repeat(19), 'HR').documentNumber).toHaveLength(19);
  });

  it('names the fields an edit changes', () => {
    expect(fieldsChangedBy('countryOfBirthId')).toEqual(['countryOfBirthId', 'travelDocumentTypesId']);
    expect(fieldsChangedBy('name')).toEqual(['name']);
  });
});

describe('shownGuestErrors', () => {
  it('shows a rule error once the field was left, every one after a save was tried', () => {
    const rules = { name: empty, city: empty };
    expect(shownGuestErrors(rules, {}, false, {})).toEqual({});
    expect(shownGuestErrors(rules, { name: true }, false, {})).toEqual({ name: empty });
    expect(shownGuestErrors(rules, {}, true, {})).toEqual({ name: empty, city: empty });
  });

  it('shows the API’s refusal of a field when the rules find nothing there', () => {
    expect(shownGuestErrors({}, {}, false, { city: tooLong })).toEqual({ city: tooLong });
    expect(shownGuestErrors({ city: empty }, {}, true, { city: tooLong })).toEqual({ city: empty });
  });

  it('drops the refusals of the fields an edit changed', () => {
    const errors = { 2: { city: tooLong, name: empty } };
    expect(withoutServerErrors(errors, 2, ['city'])).toEqual({ 2: { name: empty } });
    expect(withoutServerErrors(errors, 1, ['city'])).toBe(errors);
    expect(withoutServerErrors(errors, 2, ['email'])).toBe(errors);
  });
});

describe('the kept form', () => {
  it('is namespaced per registration', () => {
    expect(checkInDraftKey('C4EC41A0-0000-4000-8000-000000000001')).toBe('booking-engine-check-in-c4ec41a0-0000-4000-8000-000000000001');
  });

  it('comes back onto the guests it was typed for', () => {
    const typed = [ANA, { ...EMPTY(2), name: 'Marko', dateOfBirth: '03.1' }];
    const raw = encodeCheckInDraft({ guests: typed, touched: { 1: { name: true }, 2: { dateOfBirth: true } }, retype: [] });
    const restored = decodeCheckInDraft(raw, [EMPTY(1), EMPTY(2)], 'HR');
    // Everything but the identity document's number, which is never stored.
    expect(restored?.guests).toEqual([{ ...ANA, documentNumber: '' }, typed[1]]);
    expect(restored?.touched).toEqual({ 1: { name: true }, 2: { dateOfBirth: true } });
  });

  it('never holds an identity document’s number, and takes none from a stored form', () => {
    expect(encodeCheckInDraft({ guests: [ANA], touched: {}, retype: [] })).not.toContain(ANA.documentNumber);
    const raw = JSON.stringify({ version: 1, guests: [{ ...ANA }], touched: {} });
    expect(decodeCheckInDraft(raw, [EMPTY(1)], 'HR')?.guests[0].documentNumber).toBe('');
  });

  it('keeps the API’s id and primary flag, and drops guests the reservation does not have', () => {
    const raw = encodeCheckInDraft({
      guests: [
        { ...ANA, isPrimary: false },
        { ...EMPTY(9), name: 'Nobody' },
      ],
      touched: { 9: { name: true } },
      retype: [],
    });
    const restored = decodeCheckInDraft(raw, [EMPTY(1), EMPTY(2)], 'HR');
    expect(restored?.guests[0]).toEqual({ ...ANA, documentNumber: '' });
    expect(restored?.guests[1]).toEqual(EMPTY(2));
    expect(restored?.touched).toEqual({});
  });

  it('ignores values of the wrong kind and masks the date of birth again', () => {
    const raw = JSON.stringify({
      version: 1,
      guests: [
        {
          id: 1,
          name: 42,
          dateOfBirth: '99.99.9999',
          genderId: 7,
          travelDocumentTypesId: 14,
          countryOfBirthId: 'DEU',
          city: 'x'.repeat(600),
          email: 'ana@example.com',
        },
      ],
      touched: { 1: { name: 'yes', city: true, isPrimary: true } },
    });
    const restored = decodeCheckInDraft(raw, [EMPTY(1)], 'HR');
    // '99.99.9999' through the mask: no day starts with 9, and a dot after a refused digit ends the date there.
    expect(restored?.guests[0]).toEqual({ ...EMPTY(1), dateOfBirth: '', travelDocumentTypesId: 18, email: 'ana@example.com' });
    expect(restored?.touched).toEqual({ 1: { city: true } });
  });

  it('asks again for the document numbers it could not keep, without calling them missing', () => {
    const typed = [ANA, { ...EMPTY(2), name: 'Marko' }];
    const raw = encodeCheckInDraft({ guests: typed, touched: { 1: { documentNumber: true, name: true } }, retype: [] });
    const restored = decodeCheckInDraft(raw, [EMPTY(1), EMPTY(2)], 'HR');
    expect(restored?.retype).toEqual([1]);
    // The field is empty for a reason: no 'cannot be empty' under it until a save is tried.
    expect(restored?.touched).toEqual({ 1: { name: true } });
    // Still empty after a second reload: still asked for.
    const again = decodeCheckInDraft(encodeCheckInDraft(restored!), [EMPTY(1), EMPTY(2)], 'HR');
    expect(again?.retype).toEqual([1]);
    // Typed again: kept out of storage once more, and asked for after the next reload.
    expect(retypeAfterReload({ ...again!, guests: [{ ...again!.guests[0]!, documentNumber: '112233445' }, again!.guests[1]!] })).toEqual([1]);
  });

  it('does not ask again for a document number the registration itself carries', () => {
    const raw = encodeCheckInDraft({ guests: [ANA], touched: { 1: { documentNumber: true } }, retype: [] });
    const restored = decodeCheckInDraft(raw, [{ ...EMPTY(1), documentNumber: '••••445' }], 'HR');
    expect(restored?.retype).toEqual([]);
    expect(restored?.touched).toEqual({ 1: { documentNumber: true } });
    expect(decodeCheckInDraft(JSON.stringify({ version: 1, guests: [{ id: 1 }], retype: 'all' }), [EMPTY(1)], 'HR')?.retype).toEqual([]);
  });

  it('is nothing when missing, corrupt, of another version or of other guests', () => {
    expect(decodeCheckInDraft(null, [EMPTY(1)], 'HR')).toBeNull();
    expect(decodeCheckInDraft('{oops', [EMPTY(1)], 'HR')).toBeNull();
    expect(decodeCheckInDraft(JSON.stringify({ version: 2, guests: [ANA] }), [EMPTY(1)], 'HR')).toBeNull();
    expect(decodeCheckInDraft(JSON.stringify({ version: 1, guests: 'ANA' }), [EMPTY(1)], 'HR')).toBeNull();
    expect(decodeCheckInDraft(encodeCheckInDraft({ guests: [{ ...EMPTY(5), name: 'X' }], touched: {}, retype: [] }), [EMPTY(1)], 'HR')).toBeNull();
  });
});
