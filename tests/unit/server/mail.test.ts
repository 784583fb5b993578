import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { dictionaries } from '../../../src/i18n/dictionaries.ts';
import { createMailOutbox, MAX_ATTEMPTS } from '../../../server/mail/outbox.ts';
import { mailTransport, type MailTransport } from '../../../server/mail/transport.ts';
import { BANK, CARD_NUMBER, CVV, bookingBody, newKey, room, valuesHolding } from './booking-helpers.ts';
import { NOW, day, freshlySeededDb, testApp } from './helpers.ts';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
let smtp: SMTPServer;
let smtpUrl = '';
const received: ParsedMail[] = [];
let refuseNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const folders: string[] = [];
afterEach(() => {
  received.length = 0;
  refuseNext = 0;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The API with a clock the test moves, and its outbox on the SMTP server (or on files). */
function setUp({ smtpTransport = true } = {}) {
  const db: Database = freshlySeededDb();
  let now = NOW;
  const app = testApp(db, { now: () => now });
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  folders.push(outboxDir);
  const transport: MailTransport = mailTransport({
    smtpUrl: smtpTransport ? smtpUrl : null,
    outboxDir,
    from: (mail) => `"${mail.senderName}" <no-reply@book.example.com>`,
  });
  const logged: string[] = [];
  const outbox = createMailOutbox({
    db,
    transport,
    config: { siteDomain: 'book.example.com', sitePort: 4321, now: () => now, writeWaitMs: 1000 },
    log: (line) => logged.push(line),
  });
  return {
    db,
    app,
    outbox,
    outboxDir,
    logged,
    later: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

async function bookIn(app: ReturnType<typeof testApp>, language: string, changes: Parameters<typeof bookingBody>[1] = {}) {
  const body = await bookingBody(app, changes);
  const response = await app.request(`/api/reservation?language=${language}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const { response: booked } = (await response.json()) as { response: { publicId: string; code: string } };
  return booked;
}

const rows = (db: Database) =>
  db.prepare('SELECT event, recipient, attempts, sent_at AS sentAt, last_error AS lastError FROM mail_outbox ORDER BY id').all() as {
    event: string;
    recipient: string;
    attempts: number;
    sentAt: string | null;
    lastError: string | null;
  }[];

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('e-mails about a reservation', () => {
  it('a bank-transfer booking in Croatian: the guest gets the confirmation in Croatian with the code, the stay, the total, the bank details and both links; the property is told in its language', async () => {
    const { app, outbox } = setUp();
    const booked = await bookIn(app, 'hr', { payment: BANK, rooms: [room({ from: day(40), to: day(43) })] });
    expect(await outbox.deliverDue()).toBe(2);
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    expect(guest.subject).toContain(booked.code);
    expect(guest.subject).toContain('Villa Adriatic');
    expect(guest.subject).not.toContain('Your reservation');
    expect(guest.text).not.toContain('Thank you for your reservation');
    expect(guest.from?.text).toBe('"Villa Adriatic" <no-reply@book.example.com>');
    expect(guest.replyTo?.value[0]?.address).toMatch(/@/);
    const text = guest.text!;
    const hr = dictionaries.hr;
    // A greeting that fits a woman or a man ('Poštovani' is a man's).
    expect(text.startsWith('Dobar dan, Ana Horvat,\n')).toBe(true);
    expect(text).toContain(booked.code);
    // The stay's dates with Croatian's dots: after the day, the month's abbreviation and the year.
    const months = 'sij|velj|ožu|tra|svi|lip|srp|kol|ruj|lis|stu|pro';
    expect(text).toMatch(new RegExp(`\\b\\d{1,2}\\. (${months})\\. \\d{4}\\.`));
    expect(text).not.toMatch(new RegExp(`\\b(${months}) \\d{4}`));
    expect(text).toMatch(/(pon|uto|sri|čet|pet|sub|ned)\., \d{1,2}\. /);
    expect(text).toContain(`${hr['Reference number']}: `);
    expect(text).toMatch(/IBAN[^\n]*: HR\d{19}/);
    // The cancellation terms, their amounts with the currency in the property's number format.
    const terms = text.split(`${hr['Terms of cancellation']!.toUpperCase()}\n`)[1]!.split('\n\n')[0]!;
    expect(terms).toMatch(/\d+,\d{2}\u00a0EUR/);
    // How the stay is paid, as the reservation page says it.
    expect(text).toContain(`${hr['Billing dynamics']!.toUpperCase()}\n`);
    expect(text).toContain(`https://villa-adriatic.book.example.com/hr/reservations/${booked.publicId}`);
    expect(text).toMatch(/https:\/\/villa-adriatic\.book\.example\.com\/hr\/reservation\/check-in\/[0-9a-f-]{36}/);
    expect(guest.html).toContain(`<a href="https://villa-adriatic.book.example.com/hr/reservations/${booked.publicId}">`);
    const property = received.find((mail) => to(mail) !== 'ana.horvat@example.com')!;
    expect(property.subject).toContain(booked.code);
    expect(property.subject).toContain('Ana Horvat');
    expect(property.replyTo?.value[0]?.address).toBe('ana.horvat@example.com');
  });

  it('in English the same booking reads in English; a card booking’s e-mails carry no card number and no CVV; a property’s own host name is in its links', async () => {
    const { db, app, outbox } = setUp();
    const booked = await bookIn(app, 'en', { rooms: [room({ from: day(50), to: day(52) })] });
    await outbox.deliverDue();
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    expect(guest.subject).toBe(`Your reservation ${booked.code} at Villa Adriatic`);
    expect(guest.text).toContain('Thank you for your reservation at Villa Adriatic.');
    expect(guest.text).toContain(`https://villa-adriatic.book.example.com/en/reservations/${booked.publicId}`);
    for (const mail of received) {
      for (const part of [mail.text ?? '', mail.html || '', mail.subject ?? '']) {
        expect(part).not.toContain(CARD_NUMBER);
        expect(part).not.toContain(CARD_NUMBER.slice(-8));
        expect(valuesHolding([part], CVV)).toEqual([]);
      }
    }
    // A property with a host name of its own: the links lead there.
    db.prepare("UPDATE booking_engines SET site_host = 'book.villa-adriatic.hr' WHERE slug = 'villa-adriatic'").run();
    received.length = 0;
    const again = await bookIn(app, 'en', { rooms: [room({ from: day(53), to: day(55) })] });
    await outbox.deliverDue();
    expect(received.find((mail) => to(mail) === 'ana.horvat@example.com')!.text).toContain(`https://book.villa-adriatic.hr/en/reservations/${again.publicId}`);
  });

  it('a stay booked on a group’s site names the property it is at and its address; one booked on the property’s own site does not repeat it', async () => {
    const { db, app, outbox } = setUp();
    await bookIn(app, 'en', {
      bookingEngine: 'dalmatia-collection',
      payment: BANK,
      rooms: [room({ unitTypeId: 301, ratePlanId: 3011, from: day(56), to: day(58) })],
    });
    await outbox.deliverDue();
    const member = db.prepare("SELECT name, address FROM booking_engines WHERE slug = 'hotel-zadar'").get() as { name: string; address: string };
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    expect(guest.text).toContain(`${member.name}, ${member.address}`);
    // Amounts as the group's site wrote them (a decimal comma), not as the hotel's own site does.
    expect(guest.text).toMatch(/\d,\d{2}\u00a0EUR/);
    expect(guest.text).not.toMatch(/\d\.\d{2}\u00a0EUR/);
    // Booked in Croatian, the address reads as the property words it in Croatian.
    received.length = 0;
    await bookIn(app, 'hr', {
      bookingEngine: 'dalmatia-collection',
      payment: BANK,
      rooms: [room({ unitTypeId: 301, ratePlanId: 3011, from: day(62), to: day(64) })],
    });
    await outbox.deliverDue();
    const croatian = db.prepare("SELECT value FROM booking_engine_texts WHERE booking_engine_id = 3 AND language = 'hr' AND field = 'address'").get() as {
      value: string;
    };
    expect(croatian.value).toMatch(/Hrvatska$/);
    expect(received.find((mail) => to(mail) === 'ana.horvat@example.com')!.text).toContain(`${member.name}, ${croatian.value}`);
    received.length = 0;
    await bookIn(app, 'en', { rooms: [room({ from: day(59), to: day(61) })] });
    await outbox.deliverDue();
    const own = db.prepare("SELECT address FROM booking_engines WHERE slug = 'villa-adriatic'").get() as { address: string };
    expect(received.find((mail) => to(mail) === 'ana.horvat@example.com')!.text).not.toContain(`Villa Adriatic, ${own.address}`);
  });

  it('a cancellation tells the guest and the property, without the check-in link or an offer to cancel', async () => {
    const { app, outbox } = setUp();
    const booked = await bookIn(app, 'en', { payment: BANK, rooms: [room({ from: day(60), to: day(62) })] });
    await outbox.deliverDue();
    received.length = 0;
    expect((await app.request(`/api/reservation/${booked.publicId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await outbox.deliverDue()).toBe(2);
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    expect(guest.subject).toBe(`Your reservation ${booked.code} at Villa Adriatic is cancelled`);
    expect(guest.text).not.toContain('/reservation/check-in/');
    expect(guest.text).not.toContain('or cancel it');
    expect(guest.text).toContain(`See your cancelled reservation:\nhttps://villa-adriatic.book.example.com/en/reservations/${booked.publicId}`);
    const property = received.find((mail) => mail !== guest)!;
    expect(property.subject).toMatch(new RegExp(`^Reservation ${booked.code} cancelled`));
    // Both say what the cancellation cost under the terms when it was made: two months ahead, nothing.
    for (const mail of [guest, property]) expect(mail.text).toContain('The cancellation was free of charge under the policy.');
    // The guest is told what becomes of a prepayment already made: all of it back; the property is not told its own rule.
    expect(guest.text).toMatch(
      /The cancellation was free of charge under the policy\.\nIf you have paid the \d+,\d\d\sEUR due before the cancellation, it will be refunded to you in full\./,
    );
    expect(property.text).not.toContain('If you have paid');
    // The property is not offered to cancel, nor told it is the guest's reservation.
    expect(property.text).not.toContain('or cancel it');
    expect(property.text).toContain(`The reservation as the guest sees it:\nhttps://villa-adriatic.book.example.com/en/reservations/${booked.publicId}`);
  });

  it('a booking in German: the guest’s e-mail names the stay in German, the property’s in its own language', async () => {
    const { app, outbox } = setUp();
    await bookIn(app, 'de', { payment: BANK, rooms: [room({ from: day(86), to: day(88) })] });
    await outbox.deliverDue();
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    const property = received.find((mail) => mail !== guest)!;
    expect(guest.text).toContain('Flexibler Tarif');
    // Villa Adriatic writes in English first: its notification names the rate so.
    expect(property.text).not.toContain('Flexibler Tarif');
    expect(property.text).toContain('Flexible rate');
  });

  it('a booking in French writes its labels as French does, with a non-breaking space before the colon', async () => {
    const { app, outbox } = setUp();
    await bookIn(app, 'fr', { payment: BANK, rooms: [room({ from: day(90), to: day(92) })] });
    await outbox.deliverDue();
    const text = received.find((mail) => to(mail) === 'ana.horvat@example.com')!.text!;
    expect(text).toContain(`${dictionaries.fr['Total cost']}\u00a0: `);
    expect(text).not.toMatch(/\S: \d/);
  });

  it('a booking in Greek writes its headings in capitals as Greek does, without accents', async () => {
    const { app, outbox } = setUp();
    await bookIn(app, 'el', { payment: BANK, rooms: [room({ from: day(94), to: day(96) })] });
    await outbox.deliverDue();
    const text = received.find((mail) => to(mail) === 'ana.horvat@example.com')!.text!;
    // 'Όροι ακύρωσης' ('Terms of cancellation'): 'ΟΡΟΙ ΑΚΥΡΩΣΗΣ', not 'ΌΡΟΙ ΑΚΎΡΩΣΗΣ'.
    expect(dictionaries.el['Terms of cancellation']).toBe('Όροι ακύρωσης');
    expect(text).toContain('\nΟΡΟΙ ΑΚΥΡΩΣΗΣ\n');
    expect(text).not.toMatch(/[ΆΈΉΊΌΎΏ]\p{Lu}/u);
  });

  it('both e-mails list the extras booked, the tourist tax paid at the property, and each unit’s terms by its unit', async () => {
    const { app, outbox } = setUp();
    await bookIn(app, 'en', {
      payment: BANK,
      rooms: [
        room({ from: day(80), to: day(83), services: [{ serviceId: 102, quantity: 1 }] }),
        room({ unitTypeId: 102, ratePlanId: 1021, from: day(80), to: day(83) }),
      ],
    });
    await outbox.deliverDue();
    expect(received).toHaveLength(2);
    for (const mail of received) {
      expect(mail.text).toMatch(/\nEXTRAS\n(?:\d+ × [^\n]+: [\d.,]+\sEUR\n)+/);
      expect(mail.text).toMatch(/\n1 × Breakfast \(3 nights\): 90,00\sEUR\n/);
      expect(mail.text).toMatch(/Tourist tax is not included in total and is paid at property: \d/);
    }
    const guest = received.find((mail) => to(mail) === 'ana.horvat@example.com')!;
    const terms = guest.text!.split('TERMS OF CANCELLATION\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(terms).toHaveLength(2);
    expect(new Set(terms.map((line) => line.split(':')[0])).size).toBe(2);
  });

  it('a mail server that refuses never fails the booking: the message is tried again a minute later, and sent', async () => {
    const { db, app, outbox, logged, later } = setUp();
    refuseNext = 2;
    await bookIn(app, 'en', { payment: BANK, rooms: [room({ from: day(70), to: day(72) })] });
    expect(await outbox.deliverDue()).toBe(0);
    expect(rows(db).map((row) => [row.attempts, row.sentAt, row.lastError])).toEqual([
      [1, null, expect.stringContaining('Mailbox temporarily unavailable')],
      [1, null, expect.stringContaining('Mailbox temporarily unavailable')],
    ]);
    expect(logged.filter((line) => line.includes('failed, attempt 1 of'))).toHaveLength(2);
    expect(await outbox.deliverDue()).toBe(0);
    later(1);
    expect(await outbox.deliverDue()).toBe(2);
    expect(rows(db).every((row) => row.sentAt !== null && row.attempts === 2)).toBe(true);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and says so`, async () => {
    const { db, app, outbox, logged, later } = setUp();
    refuseNext = 1_000;
    await bookIn(app, 'en', { payment: BANK, rooms: [room({ from: day(80), to: day(82) })] });
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt++) {
      await outbox.deliverDue();
      later(6 * 60);
    }
    expect(rows(db).map((row) => row.attempts)).toEqual([MAX_ATTEMPTS, MAX_ATTEMPTS]);
    expect(logged.filter((line) => line.includes('given up'))).toHaveLength(2);
  });

  it('without an SMTP server each message is an .eml file in the outbox folder that a mail program opens', async () => {
    const { app, outbox, outboxDir, logged } = setUp({ smtpTransport: false });
    const booked = await bookIn(app, 'en', { payment: BANK, rooms: [room({ from: day(90), to: day(92) })] });
    expect(await outbox.deliverDue()).toBe(2);
    const files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const guestFile = files.find((file) => file.endsWith('-booked-guest.eml'))!;
    const mail = await simpleParser(readFileSync(join(outboxDir, guestFile)));
    expect(mail.subject).toBe(`Your reservation ${booked.code} at Villa Adriatic`);
    expect(logged.some((line) => line.includes(guestFile))).toBe(true);
  });
});
