import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import type { CheckIn } from '../../../src/api/checkin.ts';
import { CHECK_IN_MESSAGE } from '../../../src/lib/checkin/checkin.ts';
import { checkInDraftKey } from '../../../src/lib/checkin/checkin-form.ts';
import { message } from '../../../src/lib/format/messages.ts';
import { $loading } from '../../../src/stores/loading.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';

const api = vi.hoisted(() => ({ fetchCheckIn: vi.fn(), submitCheckIn: vi.fn() }));
vi.mock('../../../src/api/checkin.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const { $checkIn, $checkInBanner, $checkInEditable, $checkInShownErrors, editGuest, mountCheckIn, saveGuests, touchGuestField } = await import(
  '../../../src/stores/checkin.ts'
);

const UUID = 'c4ec41a0-0000-4000-8000-000000000001';
const KEY = checkInDraftKey(UUID);

const emptyGuest = (id: number) => ({
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

function registration(status = 1): CheckIn {
  return {
    reservation: {
      booker: 'Marta Novak',
      code: 'VA-2027-000001',
      persons: 2,
      object: 'Villa Adriatic Apartments',
      unitType: 'Family Suite Diocletian',
      arrivalDate: 1804204800,
      departureDate: 1804464000,
      adults: 2,
      children: 0,
      childrenAges: [],
      status,
      domesticCountryId: 'HR',
    },
    guests: [emptyGuest(1), emptyGuest(2)],
  };
}

/** Types a whole valid primary guest. */
function fillPrimary(): void {
  editGuest(0, 'name', 'Ana Horvat');
  editGuest(0, 'dateOfBirth', '12051990');
  editGuest(0, 'genderId', '1');
  editGuest(0, 'travelDocumentTypesId', '23');
  editGuest(0, 'countryOfBirthId', 'HR');
  editGuest(0, 'documentNumber', '112233445');
  editGuest(0, 'city', 'Split');
}

const flush = () => new Promise((done) => setTimeout(done, 0));
let exit: () => void = () => undefined;

beforeEach(() => {
  api.fetchCheckIn.mockReset().mockResolvedValue(registration());
  api.submitCheckIn.mockReset().mockResolvedValue(undefined);
  safeSessionStorage().removeItem(KEY);
});
afterEach(() => exit());

describe('the check-in store', () => {
  it('remembers a refused date-of-birth key while the guest types, per guest', async () => {
    exit = mountCheckIn(UUID, { timeZone: 'Europe/Zagreb' });
    await flush();
    const dateOf = (index: number) => $checkIn.get().guests[index].dateOfBirth;
    const typeInto = (index: number, text: string) => {
      for (const char of text) editGuest(index, 'dateOfBirth', dateOf(index) + char);
    };
    // 32 is no day: the dot after the refused 2 is not read as ending the day 3 ('03.'), and the date stops there.
    typeInto(0, '32.');
    expect(dateOf(0)).toBe('3');
    typeInto(0, '13.2000');
    expect(dateOf(0)).toBe('3');
    // Another guest's field does not take the first guest's refusal.
    typeInto(1, '3');
    typeInto(1, '.');
    expect(dateOf(1)).toBe('03.');
    // Deleting starts over: a one-digit day and month with their dots, as written in Croatian or German.
    editGuest(0, 'dateOfBirth', '');
    typeInto(0, '5');
    typeInto(1, '4');
    typeInto(0, '.3.1985');
    expect(dateOf(0)).toBe('05.03.1985');
    // The second guest's refused first month digit was its own: its dot makes that month.
    typeInto(1, '.');
    expect(dateOf(1)).toBe('03.04.');
    // Month first, as in the US: the month's refused 3 spoils the rest of it, so the dot after its 1 ends nothing.
    editGuest(1, 'dateOfBirth', '');
    typeInto(1, '05/31/1990');
    expect(dateOf(1)).not.toBe('05.01.1990');
    expect(dateOf(1).length).toBeLessThan(10);
  });

  it('loads the registration and checks only the primary guest and guests with details (02 §5.5)', async () => {
    exit = mountCheckIn(UUID, { timeZone: 'Europe/Zagreb' });
    await flush();
    expect($checkIn.get().phase).toBe('ready');
    expect($checkInEditable.get()).toBe(true);

    expect(await saveGuests()).toBe('invalid');
    expect(api.submitCheckIn).not.toHaveBeenCalled();
    expect($checkInShownErrors.get()[0].name).toEqual(message('This value cannot be empty'));
    expect($checkInShownErrors.get()[1]).toEqual({});
    expect($checkInBanner.get()).toEqual(message('The form has errors, please check above.'));

    editGuest(1, 'documentNumber', 'X'.repeat(19));
    expect($checkInShownErrors.get()[1].documentNumber).toEqual(message('MaxLengthValidationError', { maxLength: 18 }));
    expect($checkInShownErrors.get()[1].name).toEqual(message('This value cannot be empty'));
  });

  it('shows an error under a field once it was left, and the document type follows the country of birth', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    touchGuestField(0, 'name');
    expect(Object.keys($checkInShownErrors.get()[0])).toEqual(['name']);
    editGuest(0, 'travelDocumentTypesId', '18');
    editGuest(0, 'countryOfBirthId', 'HR');
    expect($checkIn.get().guests[0].travelDocumentTypesId).toBe(14);
  });

  it('keeps what was typed in the tab’s session storage and lays it over the registration on reload', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    editGuest(0, 'name', 'Ana Horvat');
    editGuest(1, 'dateOfBirth', '0311');
    expect(safeSessionStorage().getItem(KEY)).toContain('Ana Horvat');
    exit();

    exit = mountCheckIn(UUID);
    await flush();
    expect($checkIn.get().guests[0].name).toBe('Ana Horvat');
    expect($checkIn.get().guests[1].dateOfBirth).toBe('03.11.');
  });

  it('sends valid guests under the loading overlay, then shows the thank-you and forgets the kept form', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    let resolve: () => void = () => undefined;
    api.submitCheckIn.mockReturnValue(new Promise<void>((done) => (resolve = done)));
    const saving = saveGuests();
    expect($loading.get().size).toBe(1);
    expect($checkIn.get().saving).toBe(true);
    expect(await Promise.race([saveGuests(), flush().then(() => 'pending')])).toBe('ignored');
    resolve();
    expect(await saving).toBe('sent');
    expect(api.submitCheckIn).toHaveBeenCalledTimes(1);
    expect(api.submitCheckIn.mock.calls[0][1][0]).toMatchObject({
      name: 'Ana Horvat',
      dateOfBirth: '12.05.1990',
      travelDocumentTypesId: 25,
      countryOfBirthId: 'HR',
    });
    expect($checkIn.get().sent).toBe(true);
    expect($checkInEditable.get()).toBe(false);
    expect($loading.get().size).toBe(0);
    expect(safeSessionStorage().getItem(KEY)).toBeNull();
  });

  it('shows the API’s refusals under their fields until edited, keeping everything typed', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    api.submitCheckIn.mockRejectedValue(
      new ApiError(
        400,
        ['This value can be at most 30 characters long'],
        [{ message: 'This value can be at most 30 characters long', field: 'city', guestId: 1 }],
      ),
    );
    expect(await saveGuests()).toBe('invalid');
    expect($checkInShownErrors.get()[0].city).toEqual(message('MaxLengthValidationError', { maxLength: 30 }));
    expect($checkIn.get().guests[0].name).toBe('Ana Horvat');
    expect(safeSessionStorage().getItem(KEY)).toContain('Ana Horvat');
    // The document number stays in the page's memory only, never in storage.
    expect(safeSessionStorage().getItem(KEY)).not.toContain('112233445');
    expect($checkIn.get().guests[0].documentNumber).toBe('112233445');
    editGuest(0, 'city', 'Zagreb');
    expect($checkInShownErrors.get()[0].city).toBeUndefined();
  });

  it('checks a phone typed with the checkout’s phone rule, loaded once a number is typed, before anything is sent', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    editGuest(0, 'contactNumber', 'abc');
    // Saving waits for the rule if it is still loading: 'abc' is never sent.
    expect(await saveGuests()).toBe('invalid');
    expect(api.submitCheckIn).not.toHaveBeenCalled();
    expect($checkInShownErrors.get()[0].contactNumber).toEqual(message(CHECK_IN_MESSAGE.PHONE));
    expect($checkInBanner.get()).toEqual(message(CHECK_IN_MESSAGE.FORM_ERRORS));
    // A national number of the guest's country of birth (HR) is one.
    editGuest(0, 'contactNumber', '091 555 0192');
    expect($checkInShownErrors.get()[0].contactNumber).toBeUndefined();
    expect(await saveGuests()).toBe('sent');
    expect(api.submitCheckIn.mock.calls[0][1][0]).toMatchObject({ contactNumber: '091 555 0192' });
  });

  it('a lost connection leaves the form as typed with a message for the whole form', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    api.submitCheckIn.mockRejectedValue(new ApiError(NETWORK_ERROR_STATUS, [], null));
    expect(await saveGuests()).toBe('invalid');
    expect($checkInBanner.get()).toEqual(message('We could not save the guests. Please check your connection and try again.'));
    expect($checkIn.get().guests[0].documentNumber).toBe('112233445');
    expect($checkInEditable.get()).toBe(true);
  });

  it('saving the same guests again after a lost answer sends the same idempotency key; changed guests get a new one', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    api.submitCheckIn.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null)).mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    expect(await saveGuests()).toBe('invalid');
    expect(await saveGuests()).toBe('invalid');
    editGuest(0, 'city', 'Zadar');
    expect(await saveGuests()).toBe('sent');
    const keys = api.submitCheckIn.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toMatch(/^[\w-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect($checkIn.get().sent).toBe(true);
  });

  it('a registration closed meanwhile is loaded again, read-only, and its kept form dropped', async () => {
    exit = mountCheckIn(UUID);
    await flush();
    fillPrimary();
    api.submitCheckIn.mockRejectedValue(
      new ApiError(409, [], [{ message: 'This reservation is checked in so it is not possible to edit guest details anymore' }]),
    );
    api.fetchCheckIn.mockResolvedValue(registration(2));
    await saveGuests();
    expect($checkIn.get().reservation?.status).toBe(2);
    expect($checkInEditable.get()).toBe(false);
    expect($checkIn.get().guests[0].name).toBe('');
    expect(safeSessionStorage().getItem(KEY)).toBeNull();
    editGuest(0, 'name', 'Ana');
    expect($checkIn.get().guests[0].name).toBe('');
  });

  it('tells an unknown link, a cancelled reservation and a failed load apart', async () => {
    api.fetchCheckIn.mockRejectedValue(new ApiError(404, ['Reservation not found'], null));
    exit = mountCheckIn(UUID);
    await flush();
    expect($checkIn.get().phase).toBe('notFound');
    exit();

    api.fetchCheckIn.mockRejectedValue(new ApiError(410, [], null));
    exit = mountCheckIn(UUID);
    await flush();
    expect($checkIn.get().phase).toBe('cancelled');
    exit();

    api.fetchCheckIn.mockRejectedValue(new ApiError(410, [CHECK_IN_MESSAGE.CLOSED], null));
    exit = mountCheckIn(UUID);
    await flush();
    expect($checkIn.get().phase).toBe('closed');
    exit();

    api.fetchCheckIn.mockRejectedValue(new ApiError(NETWORK_ERROR_STATUS, [], null));
    exit = mountCheckIn(UUID);
    await flush();
    expect($checkIn.get().phase).toBe('failed');
    exit();

    exit = mountCheckIn('');
    expect($checkIn.get().phase).toBe('notFound');
  });
});
