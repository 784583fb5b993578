import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import type { ReservationView } from '../../../src/lib/checkout/reservation-contract.ts';
import type { CancellationPolicy } from '../../../src/lib/search/availability-contract.ts';
import { FLEXIBLE as FLEXIBLE_RATE } from '../lib/checkout-fixtures.ts';
import { room, stored } from '../lib/reservation-fixtures.ts';

const api = vi.hoisted(() => ({ fetchReservation: vi.fn(), cancelReservation: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const history: string[] = [];
const location = { pathname: '/en/reservations/AbCdEfGhIjKlMnOpQrStUv', search: '', hash: '' };
vi.stubGlobal('window', {
  location,
  history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => history.push(url) },
  dispatchEvent: () => true,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

const { $config } = await import('../../../src/stores/config.ts');
const { $loading } = await import('../../../src/stores/loading.ts');
const {
  $cancellation,
  $cancellationFee,
  $cancelledFee,
  $reservation,
  $reservationHeading,
  $stayOver,
  acceptCancellation,
  cancelTheReservation,
  openReservation,
  retryReservation,
} = await import('../../../src/stores/reservation.ts');

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const view = (changes: Partial<ReservationView> = {}): ReservationView => ({
  id: ID,
  code: 'VA-2027-000123',
  reservationIds: [11],
  isCanceled: false,
  paymentMethodId: 2,
  paidWith: null,
  prepaymentAmount: 43.5,
  prepaymentCurrency: 'EUR',
  prepaymentPercentage: 30,
  bankTransferSettings: null,
  referenceNumber: '2027000123',
  receipt: stored([room({ adults: 3, childrenAges: [4] })]),
  guest: {
    isCompany: false,
    companyName: null,
    companyVatId: null,
    firstName: 'Ana',
    lastName: 'Horvat',
    email: 'ana@example.com',
    phone: '+385 91 555 0101',
    country: 'HR',
    note: '',
  },
  createdAt: 1_800_000_000,
  canceledAt: null,
  request: { from: 1_816_560_000, to: 1_816_732_800 },
  cardHolderName: null,
  maskedPan: null,
  touristTaxes: [],
  bookingEngine: 'villa-adriatic',
  checkInUuid: null,
  timeZone: 'Europe/Zagreb',
  property: null,
  ...changes,
});
/** The checkout's flexible rate (free until 7 days before arrival, then the first night), as a stored receipt holds it. */
const FLEXIBLE: CancellationPolicy = { ...FLEXIBLE_RATE, daysBeforeArrival: 7, additionalNote: null } as CancellationPolicy;
const settle = () => new Promise((done) => setTimeout(done, 0));
let exit: () => void = () => undefined;

beforeEach(() => {
  exit();
  history.length = 0;
  location.search = '';
  $loading.set(new Set());
  $config.set({ ...$config.get(), locale: 'en' });
  api.fetchReservation.mockReset().mockResolvedValue(view());
  api.cancelReservation.mockReset().mockResolvedValue({ success: true });
});

describe('the reservation page (02 §2.9, §4.6)', () => {
  it('loads the reservation and names it in the page heading', async () => {
    exit = openReservation(ID);
    expect($reservation.get().status).toBe('loading');
    await settle();
    expect(api.fetchReservation).toHaveBeenCalledWith(ID);
    expect($reservation.get()).toMatchObject({ status: 'loaded', reservation: { id: ID } });
    expect($reservationHeading.get()).toEqual({ code: 'VA-2027-000123', reservationIds: [11] });
  });

  it('tells an unknown reservation from a failed load, and tries again', async () => {
    api.fetchReservation.mockRejectedValueOnce(new ApiError(404, ['Reservation not found'], null));
    exit = openReservation(ID);
    await settle();
    expect($reservation.get()).toEqual({ status: 'notFound' });
    exit();
    api.fetchReservation.mockRejectedValueOnce(new ApiError(503, [], null));
    exit = openReservation(ID);
    await settle();
    expect($reservation.get()).toEqual({ status: 'failed' });
    retryReservation();
    expect($reservation.get().status).toBe('loading');
    await settle();
    expect($reservation.get().status).toBe('loaded');
  });

  it('with no search dates, the page query takes the first stay: arrival, departure, adults, no children, one room', async () => {
    location.search = '?currency=USD';
    exit = openReservation(ID);
    await settle();
    expect(history).toEqual(['/en/reservations/AbCdEfGhIjKlMnOpQrStUv?currency=USD&from=24-07-2027&to=26-07-2027&adults=3&rooms=1']);
  });

  it('keeps search dates the page already has', async () => {
    location.search = '?from=01-08-2027&to=03-08-2027&adults=2';
    exit = openReservation(ID);
    await settle();
    expect(history).toEqual([]);
  });

  it('loads the reservation again when the language changes, and not after the page’s exit', async () => {
    exit = openReservation(ID);
    await settle();
    $config.set({ ...$config.get(), locale: 'de' });
    await settle();
    expect(api.fetchReservation).toHaveBeenCalledTimes(2);
    exit();
    $config.set({ ...$config.get(), locale: 'hr' });
    await settle();
    expect(api.fetchReservation).toHaveBeenCalledTimes(2);
  });
});

describe('cancelling (02 §4.6)', () => {
  // The tests of the fee's timer run under fake timers (`openFlexibleAt`).
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the terms box first', async () => {
    exit = openReservation(ID);
    await settle();
    expect(await cancelTheReservation()).toBe(false);
    expect($cancellation.get().error).toBe('CancelTOSValidationError');
    expect(api.cancelReservation).not.toHaveBeenCalled();
    acceptCancellation(true);
    expect($cancellation.get()).toEqual({ accepted: true, cancelling: false, error: null });
  });

  it('cancels, reads the reservation again and says the flag changed', async () => {
    exit = openReservation(ID);
    await settle();
    acceptCancellation(true);
    api.fetchReservation.mockResolvedValueOnce(view({ isCanceled: true }));
    expect(await cancelTheReservation()).toBe(true);
    expect(api.cancelReservation).toHaveBeenCalledWith(ID);
    expect($reservation.get()).toMatchObject({ status: 'loaded', reservation: { isCanceled: true } });
    expect($cancellation.get().cancelling).toBe(false);
    expect($loading.get().size).toBe(0);
  });

  it('a cancellation whose answer was lost shows as done when the reservation says so; a refused one keeps the message', async () => {
    exit = openReservation(ID);
    await settle();
    acceptCancellation(true);
    api.cancelReservation.mockRejectedValueOnce(new ApiError(0, [], null));
    api.fetchReservation.mockResolvedValueOnce(view({ isCanceled: true }));
    expect(await cancelTheReservation()).toBe(true);
    expect($cancellation.get().error).toBe('There was an error during cancellation. Please try again.');

    exit();
    exit = openReservation(ID);
    await settle();
    acceptCancellation(true);
    api.cancelReservation.mockRejectedValueOnce(new ApiError(400, ['Reservation cannot be cancelled'], null));
    expect(await cancelTheReservation()).toBe(false);
    expect($reservation.get()).toMatchObject({ status: 'loaded', reservation: { isCanceled: false } });
    expect($cancellation.get()).toEqual({ accepted: true, cancelling: false, error: 'There was an error during cancellation. Please try again.' });
  });

  /**
   * A flexible-rate reservation arriving 24 July 2027 and leaving on the 26th (free until 16 July 23:59 in Split,
   * 21:59 UTC), at a property in `timeZone`, opened at `now` with the page's timers under the test's hand.
   */
  async function openFlexibleAt(now: string, timeZone = 'Europe/Zagreb'): Promise<ReservationView> {
    vi.useFakeTimers({ now: new Date(now), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const flexible = view({ receipt: stored([room({ cancellationPolicy: FLEXIBLE })]), timeZone });
    api.fetchReservation.mockResolvedValue(flexible);
    exit = openReservation(ID);
    expect($cancellationFee.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect($cancellationFee.get()).toEqual({ amount: 0, currency: 'EUR' });
    return flexible;
  }

  it('says what cancelling costs now, the new fee the moment the free-cancellation deadline passes on the property’s clock, and nothing once cancelled', async () => {
    const flexible = await openFlexibleAt('2027-07-16T21:59:00Z');
    await vi.advanceTimersByTimeAsync(59_999);
    expect($cancellationFee.get()).toEqual({ amount: 0, currency: 'EUR' });
    await vi.advanceTimersByTimeAsync(1);
    expect($cancellationFee.get()).toEqual({ amount: 69.5, currency: 'EUR' });
    // The fee changes no more: the one timer left waits for the end of the stay.
    expect(vi.getTimerCount()).toBe(1);

    acceptCancellation(true);
    // Cancelled now, past the deadline: the page says what the cancellation cost then, whatever the time it is read at.
    const canceledAt = Math.floor(Date.now() / 1000);
    api.fetchReservation.mockResolvedValueOnce({ ...flexible, isCanceled: true, canceledAt });
    expect(await cancelTheReservation()).toBe(true);
    expect($cancellationFee.get()).toBeNull();
    expect($cancelledFee.get()).toEqual({ amount: 69.5, currency: 'EUR' });
    $reservation.set({ status: 'loaded', reservation: { ...flexible, isCanceled: true, canceledAt: canceledAt - 3_600 } });
    expect($cancelledFee.get()).toEqual({ amount: 0, currency: 'EUR' });
  });

  it('works the fee out afresh when the terms box is ticked: a page whose timers slept (a laptop closed) says the fee of now', async () => {
    await openFlexibleAt('2027-07-16T12:00:00Z');
    // The clock moves past the deadline while no timer runs.
    vi.setSystemTime(new Date('2027-07-17T08:00:00Z'));
    expect($cancellationFee.get()).toEqual({ amount: 0, currency: 'EUR' });
    acceptCancellation(true);
    expect($cancellationFee.get()).toEqual({ amount: 69.5, currency: 'EUR' });
  });

  it('says the stay is over at the property’s midnight of the departure day, in place of a fee, and the API’s refusal by its reason', async () => {
    // The stay ends on 26 July 2027: in Split that day begins at 25 July 22:00 UTC, nine days after the deadline.
    await openFlexibleAt('2027-07-16T21:59:00Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect($stayOver.get()).toBe(false);
    expect($cancellationFee.get()).toEqual({ amount: 69.5, currency: 'EUR' });
    await vi.advanceTimersByTimeAsync(9 * 24 * 3_600_000 - 1);
    expect($stayOver.get()).toBe(false);
    expect($cancellationFee.get()).toEqual({ amount: 69.5, currency: 'EUR' });
    await vi.advanceTimersByTimeAsync(1);
    expect($stayOver.get()).toBe(true);
    expect($cancellationFee.get()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();

    // Over by the property's clock before this device's: the page says so in place of the button, with no call to try again.
    exit();
    exit = openReservation(ID);
    await settle();
    expect($stayOver.get()).toBe(false);
    acceptCancellation(true);
    api.cancelReservation.mockRejectedValueOnce(new ApiError(409, ['This stay is over, so the reservation can no longer be cancelled.'], null));
    expect(await cancelTheReservation()).toBe(false);
    expect($cancellation.get().error).toBeNull();
    expect($stayOver.get()).toBe(true);
    expect($reservation.get()).toMatchObject({ status: 'loaded', reservation: { isCanceled: false } });
    // The page opened again asks the API anew.
    exit();
    exit = openReservation(ID);
    await settle();
    expect($stayOver.get()).toBe(false);
  });

  it('reads the end of the stay on the clock of the property whose units are booked, not the site’s', async () => {
    // A member in New York (UTC−4 in July): the departure day begins there at 26 July 04:00 UTC.
    await openFlexibleAt('2027-07-16T12:00:00Z', 'America/New_York');
    vi.setSystemTime(new Date('2027-07-26T03:59:00Z'));
    acceptCancellation(true);
    expect($stayOver.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect($stayOver.get()).toBe(true);
  });

  it('stops waiting for the deadline when the page is left', async () => {
    await openFlexibleAt('2027-06-01T09:00:00Z');
    expect(vi.getTimerCount()).toBe(1);
    exit();
    expect(vi.getTimerCount()).toBe(0);
  });
});
