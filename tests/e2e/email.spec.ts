import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test } from '@playwright/test';
import { bookStay } from './support/checkin.ts';
import { siteUrl, text } from './support/frame.ts';

/**
 * The e-mails a booking sends, as the guest and the property get them: the
 * e2e API has no SMTP server, so each is an .eml file in its outbox folder
 * (README "E-mails"); their links open the right pages of the property's
 * site. Their texts, languages, retries and the SMTP path are unit-tested
 * (tests/unit/server/mail.test.ts).
 */
const OUTBOX = process.env.E2E_MAIL_OUTBOX ?? '';

/** Every message of the outbox folder, parsed. */
async function outbox(): Promise<ParsedMail[]> {
  if (!existsSync(OUTBOX)) return [];
  const files = readdirSync(OUTBOX).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(OUTBOX, file)))));
}

const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const links = (mail: ParsedMail) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);

test('a booking in German e-mails the guest in German, whose links open the reservation and online check-in; the property’s e-mail opens the reservation', async ({
  page,
  request,
}) => {
  const email = `mail.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { publicId, checkInUuid } = await bookStay(request, { daysAhead: 405, adults: 2, email, language: 'de' });
  const de = (key: string, tokens: Record<string, string | number> = {}) => text('de', key, tokens);

  // The API sends within seconds of the booking: the two messages about this reservation appear in the folder.
  await expect.poll(async () => (await outbox()).filter((mail) => mail.text?.includes(publicId)).length, { timeout: 15_000 }).toBe(2);
  const messages = (await outbox()).filter((mail) => mail.text?.includes(publicId));
  const guest = messages.find((mail) => recipient(mail) === email)!;
  const property = messages.find((mail) => recipient(mail) !== email)!;

  expect(guest.subject).toMatch(/Villa Adriatic/);
  expect(guest.text).toContain(de('Total cost'));
  const reservationLink = siteUrl('villa-adriatic', `/de/reservations/${publicId}`);
  const checkInLink = siteUrl('villa-adriatic', `/de/reservation/check-in/${checkInUuid}`);
  expect(links(guest)).toEqual(expect.arrayContaining([reservationLink, checkInLink]));

  await page.goto(reservationLink);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${de('Reservation: %code%', { code: '' }).trim()}`) })).toBeVisible();
  await page.goto(checkInLink);
  await expect(page.getByRole('heading', { level: 1, name: de('Guest Registration') })).toBeVisible();

  expect(property.replyTo?.value[0]?.address).toBe(email);
  const propertyLink = links(property).find((link) => link.includes(publicId))!;
  await page.goto(propertyLink);
  await expect(page.getByRole('heading', { level: 1, name: /\S/ })).toContainText(/\d/);
});
