import { describe, expect, it } from 'vitest';
import { CHECK_IN_SAVE_FAILED, checkInRefusal, refusalMessage } from '../../../src/api/checkin.ts';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { dictionaries } from '../../../src/i18n/dictionaries.ts';
import { CHECK_IN_MESSAGES } from '../../../server/checkin.ts';
import { englishText } from '../../../server/messages.ts';
import { message } from '../../../src/lib/format/messages.ts';

const refused = (status: number, body: unknown) =>
  new ApiError(status, Array.isArray(body) ? body.map((entry) => (entry as { message: string }).message) : [], body);

describe('refusalMessage', () => {
  it('turns every message the API words from a key back into that key', () => {
    for (const key of [
      'This value cannot be empty',
      'This email is not valid',
      'This value is not valid',
      'The date format is incorrect',
      'The date is invalid',
      'Date of birth year has to be bigger than 1904',
      'Date of birth cannot be in the future. Please enter a valid date.',
    ]) {
      expect(refusalMessage(englishText(message(key)))).toEqual(message(key));
    }
    expect(refusalMessage(englishText(message('MaxLengthValidationError', { maxLength: 18 })))).toEqual(message('MaxLengthValidationError', { maxLength: 18 }));
    expect(refusalMessage(englishText(message('MinLengthValidationError', { minLength: 10 })))).toEqual(message('MinLengthValidationError', { minLength: 10 }));
  });

  it('knows the API’s form-wide check-in messages, each a key of the dictionary', () => {
    for (const text of [
      CHECK_IN_MESSAGES.guestsRequired,
      CHECK_IN_MESSAGES.guestList,
      CHECK_IN_MESSAGES.busy,
      CHECK_IN_MESSAGES.canceled,
      CHECK_IN_MESSAGES.checkedIn,
    ]) {
      expect(refusalMessage(text)?.key).toBe(text);
      expect(dictionaries.en[text]).toBe(text);
    }
    expect(dictionaries.en[CHECK_IN_SAVE_FAILED]).toBe(CHECK_IN_SAVE_FAILED);
  });

  it('does not pass on a text it does not know', () => {
    expect(refusalMessage('SQLITE_BUSY: database is locked')).toBeNull();
  });
});

describe('checkInRefusal', () => {
  it('reads field problems per guest', () => {
    const body = [
      { message: 'This value can be at most 18 characters long', field: 'documentNumber', guestId: 2 },
      { message: 'The date is invalid', field: 'dateOfBirth', guestId: 1 },
      { message: 'Something new', field: 'city', guestId: 1 },
      { message: 'No field', guestId: 1 },
      { message: 'Unknown field', field: 'password', guestId: 1 },
    ];
    expect(checkInRefusal(refused(400, body))).toEqual({
      kind: 'fields',
      errors: [
        { guestId: 2, field: 'documentNumber', message: message('MaxLengthValidationError', { maxLength: 18 }) },
        { guestId: 1, field: 'dateOfBirth', message: message('The date is invalid') },
        { guestId: 1, field: 'city', message: message('This value is not valid') },
      ],
    });
  });

  it('tells an unknown link, a cancelled and a closed registration apart', () => {
    expect(checkInRefusal(refused(404, [{ message: 'Reservation not found' }]))).toEqual({ kind: 'notFound' });
    expect(checkInRefusal(refused(410, [{ message: CHECK_IN_MESSAGES.canceled }]))).toEqual({ kind: 'cancelled' });
    expect(checkInRefusal(refused(409, [{ message: CHECK_IN_MESSAGES.checkedIn }]))).toEqual({ kind: 'checkedIn' });
  });

  it('shows a known form-wide message, and the generic failure for anything else', () => {
    expect(checkInRefusal(refused(503, [{ message: CHECK_IN_MESSAGES.busy }]))).toEqual({ kind: 'failed', message: message(CHECK_IN_MESSAGES.busy) });
    expect(checkInRefusal(refused(400, [{ message: CHECK_IN_MESSAGES.guestList }]))).toEqual({ kind: 'failed', message: message(CHECK_IN_MESSAGES.guestList) });
    expect(checkInRefusal(refused(500, [{ message: 'Internal error at /srv/app.ts:12' }]))).toEqual({ kind: 'failed', message: message(CHECK_IN_SAVE_FAILED) });
    expect(checkInRefusal(new ApiError(NETWORK_ERROR_STATUS, [], null))).toEqual({ kind: 'failed', message: message(CHECK_IN_SAVE_FAILED) });
    expect(checkInRefusal(new TypeError('boom'))).toEqual({ kind: 'failed', message: message(CHECK_IN_SAVE_FAILED) });
  });
});
