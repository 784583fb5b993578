import { expect, test } from '@playwright/test';
import { fillBooker, toCheckout } from './support/checkout.ts';
import { API_URL } from './support/frame.ts';

/** The same API on PostgreSQL, on a copy of the run's database (scripts/e2e.ts, scripts/postgres-copy.ts). */
const PG_API_URL = process.env.E2E_PG_API_URL ?? 'http://127.0.0.1:18789/api';

test.describe('the site on the API on PostgreSQL', () => {
  test('a guest searches, books by bank transfer, sees the reservation after a reload and cancels it', async ({ page, request }) => {
    // The built pages call the run's API: here every call goes to the one on PostgreSQL instead.
    await page.route(`${API_URL}/**`, (route) => route.continue({ url: route.request().url().replace(API_URL, PG_API_URL) }));
    await toCheckout(page, { daysAhead: 181 });
    await fillBooker(page, 'en', 'ana.horvat.postgres@mail.hr');
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByRole('checkbox', { name: /I have read and I accept the/ }).check();
    await page.getByRole('button', { name: 'Book now' }).click();

    await expect(page).toHaveURL(/\/en\/reservations\/[A-Za-z0-9_-]{20,}(\?[^#]*)?$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your reservation!' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'IBAN / Account Number' })).toHaveValue(/^HR/);
    const publicId = /\/reservations\/([A-Za-z0-9_-]{20,})/.exec(page.url())![1]!;
    // Written to PostgreSQL, not to the run's SQLite database.
    expect((await request.get(`${PG_API_URL}/reservation/${publicId}`)).status()).toBe(200);
    expect((await request.get(`${API_URL}/reservation/${publicId}`)).status()).toBe(404);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank you for your reservation!' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I understand that the cancellation policy applies/ }).check();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation cancelled' })).toBeVisible();
    expect(((await (await request.get(`${PG_API_URL}/reservation/${publicId}`)).json()) as { isCanceled: boolean }).isCanceled).toBe(true);
  });
});
