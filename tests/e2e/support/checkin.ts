import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoCheckIns } from '../../../server/seed/checkin-scenarios.ts';
import type { BasketFee, BasketService } from '../../../src/lib/basket/basket.ts';
import { applicableFees, touristTaxTotal } from '../../../src/lib/extras/fees.ts';
import { addDays } from '../../../src/lib/format/dates.ts';
import { composeNote } from '../../../src/lib/checkout/guest-note.ts';
import { extrasTotals, startingQuantity } from '../../../src/lib/extras/extras.ts';
import { totalRateBeforeTax } from '../../../src/lib/pricing/vat.ts';
import { API_URL, Frame, siteUrl, text } from './frame.ts';
import { scenarios } from './results.ts';

/** The demo check-in reservations of today's seed: `open` (four empty cards) and `checkedIn` (read-only). */
export const demoRegistrations = () => demoCheckIns(new Date());

/** The check-in page of a registration. */
export const checkInUrl = (uuid: string, lang = 'en', property = 'villa-adriatic') => siteUrl(property, `/${lang}/reservation/check-in/${uuid}`);

/** The total the site shows for one room of the villa's Two-Bedroom Apartment (103, flexible) with no optional extras. */
async function siteTotal(
  request: APIRequestContext,
  room: { from: string; to: string; adults: number; children: number[]; unitTypeId: number; ratePlanId: number },
  bookingEngine = 'villa-adriatic',
): Promise<number> {
  const query = new URLSearchParams({
    bookingEngine,
    from: room.from,
    to: room.to,
    adults: String(room.adults),
    rooms: '1',
    unitTypeId: String(room.unitTypeId),
    language: 'en',
  });
  const availability = await request.get(`${API_URL}/availability?${query.toString()}`);
  expect(availability.ok()).toBe(true);
  const body = await availability.json();
  const unit = body.unitTypes.find((candidate: { unitTypeId: number }) => candidate.unitTypeId === room.unitTypeId);
  const rate = unit.rates.find((candidate: { ratePlanId: number }) => candidate.ratePlanId === room.ratePlanId);
  const engineId = unit.bookingEngineId;
  const touristTax = body.touristTaxes.filter((entry: { bookingEngineId: number }) => entry.bookingEngineId === engineId);
  const engine = unit.bookingEngine;
  const total = extrasTotals({
    adults: room.adults,
    childrenAges: room.children,
    nights: rate.nights,
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    ratePlanId: room.ratePlanId,
    unitTypeId: room.unitTypeId,
    totalRate: rate.totalRate,
    totalRateBeforeTax: totalRateBeforeTax({
      totalRate: rate.totalRate,
      isVatRegistered: engine.isVatRegistered,
      vatRate: engine.vatRate,
      isTouristTaxIncluded: rate.isTouristTaxIncluded,
      touristTax: touristTaxTotal(touristTax, room.adults, room.children),
    }),
    touristTax,
    isTouristTaxIncluded: rate.isTouristTaxIncluded,
    services: body.services
      .filter((service: { bookingEngineId: number }) => service.bookingEngineId === engineId)
      .map((service: BasketService) => ({ ...service, quantity: service.isMandatory ? startingQuantity(service) : 0 })),
    fees: applicableFees<BasketFee>(
      body.fees.filter((fee: { bookingEngineId: number }) => fee.bookingEngineId === engineId),
      room.ratePlanId,
      room.unitTypeId,
    ),
  }).total;
  return Math.round(total * 100) / 100;
}

/**
 * Books a stay of its own through the API, as the checkout would (bank
 * transfer, the total the site shows), and answers its check-in UUID from
 * the reservation page's data. A submit closes a registration for good, so
 * every test that saves guests books its own; when the unit is taken on
 * those dates (a retry), the stay moves on a few days.
 */
export async function bookForCheckIn(request: APIRequestContext, options: { daysAhead: number; adults: number }): Promise<string> {
  return (await bookStay(request, options)).checkInUuid;
}

/**
 * Books a stay of its own through the API, as `bookForCheckIn` does: its reservation page's id and its check-in UUID.
 * Villa Adriatic's unit 103 on its flexible rate, unless `site` names another engine (a group's) and the unit and rate.
 */
export async function bookStay(
  request: APIRequestContext,
  options: { daysAhead: number; adults: number; email?: string; language?: string; site?: { slug: string; unitTypeId: number; ratePlanId: number } },
): Promise<{ publicId: string; checkInUuid: string }> {
  const site = options.site ?? { slug: 'villa-adriatic', unitTypeId: 103, ratePlanId: 1031 };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const from = addDays(scenarios().today, options.daysAhead + attempt * 4);
    const room = {
      from,
      to: addDays(from, 3),
      adults: options.adults,
      children: [] as number[],
      unitTypeId: site.unitTypeId,
      ratePlanId: site.ratePlanId,
      promoCode: null,
      services: [],
      amenities: [],
      fromGoogleTravel: false,
    };
    const booked = await request.post(`${API_URL}/reservation${options.language ? `?language=${options.language}` : ''}`, {
      headers: { 'Idempotency-Key': `e2e-check-in-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
      data: {
        bookingEngine: site.slug,
        guest: {
          firstName: 'Lucija',
          lastName: 'Babić',
          email: options.email ?? 'lucija.babic@example.com',
          phone: '+385 91 555 0177',
          country: 'HR',
          estimatedTimeOfArrival: '15:00',
          note: composeNote('', '15:00'),
          isNewsletterSubscribed: false,
        },
        payment: { type: 2 },
        rooms: [room],
        expectedTotal: await siteTotal(request, room, site.slug),
      },
    });
    const answer = await booked.text();
    if (booked.status() === 400 && answer.includes('UnitType is not available')) continue;
    expect(booked.status(), answer).toBe(201);
    const publicId = JSON.parse(answer).response.publicId as string;
    const reservation = await request.get(`${API_URL}/reservation/${publicId}`);
    expect(reservation.ok()).toBe(true);
    return { publicId, checkInUuid: (await reservation.json()).checkInUuid as string };
  }
  throw new Error('No free unit to book for check-in');
}

/** The online check-in page as a guest sees it. */
export class CheckInPage {
  readonly page: Page;
  readonly lang: string;

  constructor(page: Page, lang = 'en') {
    this.page = page;
    this.lang = lang;
  }

  t(key: string, tokens: Record<string, string | number> = {}): string {
    return text(this.lang, key, tokens);
  }

  async open(uuid: string, property = 'villa-adriatic'): Promise<void> {
    await this.page.goto(checkInUrl(uuid, this.lang, property));
    await new Frame(this.page).ready();
  }

  /** Declines the optional cookies, once per browser context, so the notice covers no field. */
  async declineCookies(): Promise<void> {
    await new Frame(this.page)
      .cookieNotice()
      .getByRole('button', { name: this.t('cookies.decline') })
      .click();
  }

  summary(): Locator {
    return this.page.getByRole('region', { name: this.t('Reservation summary') });
  }

  /** A summary value by its label. */
  summaryValue(label: string): Locator {
    return this.summary()
      .locator('div')
      .filter({ has: this.page.getByText(this.t(label), { exact: true }) })
      .getByRole('definition');
  }

  /** A guest card: 'Primary guest' or 'Guest N'. */
  guest(number: number): Locator {
    return this.page.getByRole('group', { name: number === 1 ? this.t('Primary guest') : this.t('Guest %number%', { number }), exact: true });
  }

  field(guest: Locator, label: string): Locator {
    return guest.getByLabel(this.t(label), { exact: true });
  }

  country(guest: Locator): Locator {
    return guest.getByRole('combobox', { name: this.t('Country of birth') });
  }

  /** The country of birth's list of matches while it is open. */
  countryOptions(guest: Locator): Locator {
    return guest.getByRole('listbox', { name: this.t('Country of birth') }).getByRole('option');
  }

  /** The guest cards. */
  cards(): Locator {
    return this.page.getByRole('main').getByRole('group');
  }

  /** Picks a country of birth by typing part of its name, as a guest would. */
  async chooseCountry(guest: Locator, typed: string, name: string): Promise<void> {
    await this.country(guest).fill(typed);
    await this.countryOptions(guest)
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
    await expect(this.country(guest)).toHaveValue(name);
  }

  /** Fills a whole card with valid details. */
  async fillGuest(
    guest: Locator,
    details: {
      name: string;
      dateOfBirth: string;
      gender: string;
      country: [string, string];
      document: string;
      documentNumber: string;
      city: string;
      email?: string;
      phone?: string;
    },
  ): Promise<void> {
    await this.field(guest, 'Name and surname').fill(details.name);
    await this.field(guest, 'Date of birth').fill('');
    await this.field(guest, 'Date of birth').pressSequentially(details.dateOfBirth);
    await this.field(guest, 'Gender').selectOption({ label: this.t(details.gender) });
    await this.chooseCountry(guest, ...details.country);
    await this.field(guest, 'Type of document').selectOption({ label: this.t(details.document) });
    await this.field(guest, 'Document number').fill(details.documentNumber);
    await this.field(guest, 'Place of residence').fill(details.city);
    if (details.email !== undefined) await this.field(guest, 'E-mail').fill(details.email);
    if (details.phone !== undefined) await this.field(guest, 'Phone').fill(details.phone);
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: this.t('Save guests') });
  }

  banner(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.t('The form has errors, please check above.') });
  }

  /** The error under a field, found through the field's description. */
  async expectError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  async expectNoError(field: Locator): Promise<void> {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
}
