import { DatabaseSync } from 'node:sqlite';
import type { Page, Request } from '@playwright/test';
import { runDatabase } from './offer.ts';

/**
 * Holds the answer of the first booking call matching `url` (POST
 * /reservation, PUT …/accept): the call reaches the API, which books, and
 * its answer never reaches the page, as when a guest reloads while it is
 * in flight. `booked` resolves with the reservation the API made; later
 * calls pass untouched.
 */
export async function holdBookingAnswer(page: Page, url: string | RegExp): Promise<{ booked: Promise<string> }> {
  let resolve: (publicId: string) => void = () => {};
  const booked = new Promise<string>((done) => (resolve = done));
  let held = false;
  const handler = async (route: import('@playwright/test').Route, request: Request) => {
    if (held || (request.method() !== 'POST' && request.method() !== 'PUT')) return route.fallback();
    held = true;
    const response = await route.fetch();
    const answer = (await response.json()) as { response?: { publicId?: string }; publicId?: string };
    resolve(answer.response?.publicId ?? answer.publicId ?? '');
    // The answer is never fulfilled: the page reloads with its call in flight. The handler stays: removing it
    // would let the held call go on and answer the old page, which would then navigate during the reload.
  };
  await page.route(url, handler);
  return { booked };
}

/** The reservations of this run's database made by a booker with this e-mail. */
export function reservationsOf(email: string): string[] {
  const db = new DatabaseSync(runDatabase(), { readOnly: true, timeout: 5000 });
  try {
    const rows = db
      .prepare('SELECT r.public_id AS id FROM reservations r JOIN reservation_guests g ON g.reservation_id = r.id WHERE g.email = ? ORDER BY r.id')
      .all(email) as { id: string }[];
    return rows.map((row) => row.id);
  } finally {
    db.close();
  }
}
