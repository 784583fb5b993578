import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { addDays, formatDotted } from '../../src/lib/format/dates.ts';
import { CheckInPage, bookForCheckIn, bookStay, demoRegistrations } from './support/checkin.ts';
import { root, runDatabase } from './support/offer.ts';
import { API_URL, Frame } from './support/frame.ts';
import { scenarios } from './support/results.ts';

const REQUIRED = ['Name and surname', 'Date of birth', 'Gender', 'Type of document', 'Document number', 'Place of residence'];
const EMPTY = 'This value cannot be empty';

test.describe('online check-in', () => {
  test('shows the reservation summary and a card per guest, in check-in mode', async ({ page }) => {
    const { open } = demoRegistrations();
    const checkIn = new CheckInPage(page);
    await checkIn.open(open.uuid);
    await checkIn.declineCookies();

    // The frame in check-in mode (02 §2.1, §9.7): heading, no currency selector, a 300px hero (200px on a tablet).
    const heading = page.getByRole('heading', { level: 1, name: 'Guest Registration' });
    await expect(heading).toBeVisible();
    await expect(new Frame(page).currencyButton()).toHaveCount(0);
    const heroHeight = () => heading.evaluate((element) => element.closest('.hero')!.getBoundingClientRect().height);
    expect(await heroHeight()).toBe(300);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(heroHeight).toBe(200);
    await page.setViewportSize({ width: 1280, height: 720 });

    await expect(checkIn.summaryValue('Booker')).toHaveText('Marta Novak');
    await expect(checkIn.summaryValue('Reservation ID')).toHaveText(/^VA-\d{4}-\d{8}$/);
    await expect(checkIn.summaryValue('Persons')).toHaveText('4');
    await expect(checkIn.summaryValue('Property')).toHaveText('Villa Adriatic Apartments');
    await expect(checkIn.summaryValue('Unit type')).toHaveText('Family Suite Diocletian');
    await expect(checkIn.summaryValue('Arrival date')).toHaveText(formatDotted(open.from));
    await expect(checkIn.summaryValue('Departure date')).toHaveText(formatDotted(open.to));
    await expect(checkIn.summaryValue('Adults')).toHaveText('2');
    await expect(checkIn.summaryValue('Children')).toHaveText('2 (5 yrs, 8 yrs)');

    await expect(checkIn.cards()).toHaveCount(4);
    for (const number of [2, 3, 4]) await expect(checkIn.guest(number)).toBeVisible();
    const primary = checkIn.guest(1);
    const placeholders: Array<[string, string]> = [
      ['Name and surname', 'Enter name and surname'],
      ['Date of birth', 'Enter date (DD.MM.YYYY)'],
      ['Document number', 'Enter document number'],
      ['Place of residence', 'Enter place of residence'],
      ['E-mail', 'Enter your e-mail'],
      ['Phone', 'Enter telephone number'],
    ];
    for (const [label, placeholder] of placeholders) await expect(checkIn.field(primary, label)).toHaveAttribute('placeholder', placeholder);
    await expect(checkIn.country(primary)).toHaveAttribute('placeholder', '-- select country of birth --');
    await expect(checkIn.field(primary, 'Gender').getByRole('option')).toHaveText(['-- select gender --', 'Female', 'Male']);

    // The document types follow the country of birth (02 §9.3); the domestic country is the property's, Croatia.
    const documentType = checkIn.field(primary, 'Type of document');
    await expect(documentType.getByRole('option')).toHaveText(['-- select document type --', 'Personal ID card', 'Passport']);
    const values = () => documentType.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(await values()).toEqual(['', '23', '18']);
    await checkIn.chooseCountry(primary, 'croat', 'Croatia');
    expect(await values()).toEqual(['', '25', '14']);
    await documentType.selectOption({ label: 'Passport' });
    await expect(documentType).toHaveValue('14');
    await checkIn.chooseCountry(primary, 'Germ', 'Germany');
    await expect(documentType).toHaveValue('18');
    await expect(documentType.locator('option:checked')).toHaveText('Passport');
    await documentType.selectOption({ label: 'Personal ID card' });
    await expect(documentType).toHaveValue('23');

    // The searchable select: no match says so; the keyboard alone picks a country.
    const country = checkIn.country(checkIn.guest(2));
    await country.fill('Atlantis');
    await expect(checkIn.countryOptions(checkIn.guest(2))).toHaveText(['No results']);
    await country.fill('slov');
    await expect(checkIn.countryOptions(checkIn.guest(2))).toHaveText(['Slovakia', 'Slovenia']);
    // Typing marks the first match: the first arrow down lands on it, the next moves on.
    await country.press('ArrowDown');
    await expect(page.locator(`[id="${await country.getAttribute('aria-activedescendant')}"]`)).toHaveText('Slovakia');
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('Slovenia');
    // Enter takes the first match of what was typed ('cro' also matches 'Micronesia').
    await country.fill('cro');
    await country.press('Enter');
    await expect(country).toHaveValue('Croatia');
    // Leaving the field takes what was typed, never the country chosen before; typed text that matches nothing empties it,
    // and text that could be several countries is no choice: the field stays empty for the guest to pick one.
    for (const [typed, kept] of [
      ['Slovenia', 'Slovenia'],
      ['Atlantis', ''],
      ['slo', ''],
    ]) {
      await country.fill(typed);
      await country.press('Tab');
      await expect(country, typed).toHaveValue(kept);
    }
    await checkIn.chooseCountry(checkIn.guest(2), 'slovenia', 'Slovenia');
    // Passing through a chosen country activates no option (Enter then would not replace it); the arrows start from it, in view.
    await country.blur();
    await country.focus();
    await expect(checkIn.countryOptions(checkIn.guest(2)).first()).toBeVisible();
    await expect(country).not.toHaveAttribute('aria-activedescendant');
    await country.press('ArrowDown');
    const active = page.locator(`[id="${await country.getAttribute('aria-activedescendant')}"]`);
    await expect(active).toHaveText('Slovenia');
    await expect(active).toBeInViewport();
    await country.press('Escape');
    await expect(country).toHaveValue('Slovenia');
    await expect(checkIn.field(checkIn.guest(2), 'Type of document').getByRole('option')).toHaveCount(3);

    // What was typed survives a reload, in this tab only; an identity document's number is never stored.
    await checkIn.field(checkIn.guest(2), 'Name and surname').fill('Petra Novak');
    await checkIn.field(checkIn.guest(2), 'Date of birth').pressSequentially('0408201');
    await checkIn.field(checkIn.guest(2), 'Document number').fill('PN7701234');
    // The number was left (touched) before the reload: the emptied field says why, not that it is missing.
    await checkIn.field(checkIn.guest(2), 'Place of residence').focus();
    await page.reload();
    const documentNumber = checkIn.field(checkIn.guest(2), 'Document number');
    await expect(documentNumber).toHaveValue('');
    await checkIn.expectNoError(documentNumber);
    await expect(documentNumber).toHaveAccessibleDescription(checkIn.t('checkIn.retypeDocument'));
    await expect(checkIn.field(checkIn.guest(2), 'Name and surname')).toHaveValue('Petra Novak');
    await expect(checkIn.field(checkIn.guest(2), 'Date of birth')).toHaveValue('04.08.201');
    await expect(checkIn.country(checkIn.guest(2))).toHaveValue('Slovenia');
    await expect(checkIn.field(primary, 'Type of document')).toHaveValue('23');
    const stored = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
    expect(stored.local).not.toContain('Petra Novak');
    expect(stored.session).toContain('Petra Novak');
    expect(stored.local + stored.session).not.toContain('PN7701234');
    // Typed again, the field no longer explains itself.
    await documentNumber.fill('PN7701234');
    await expect(documentNumber).not.toHaveAccessibleDescription(checkIn.t('checkIn.retypeDocument'));
  });

  test('checks in two guests: every validation message, then the thank-you, read-only after a reload', async ({ page, request }) => {
    test.setTimeout(60_000);
    const uuid = await bookForCheckIn(request, { daysAhead: 205, adults: 2 });
    const checkIn = new CheckInPage(page);
    await checkIn.open(uuid);
    await checkIn.declineCookies();
    const primary = checkIn.guest(1);
    const second = checkIn.guest(2);
    await expect(checkIn.cards()).toHaveCount(2);

    // Nothing filled in: only the primary guest is checked; focus goes to its first field.
    await checkIn.saveButton().click();
    await expect(checkIn.banner()).toBeVisible();
    for (const label of REQUIRED) await checkIn.expectError(checkIn.field(primary, label), EMPTY);
    await checkIn.expectError(checkIn.country(primary), EMPTY);
    await checkIn.expectNoError(checkIn.field(primary, 'E-mail'));
    await checkIn.expectNoError(checkIn.field(primary, 'Phone'));
    for (const label of REQUIRED) await checkIn.expectNoError(checkIn.field(second, label));
    await expect(checkIn.field(primary, 'Name and surname')).toBeFocused();

    // The date-of-birth mask: digits only, dots after day and month, no day 4x, no day 3 above 31, no month above 12, a year from 1 or 2.
    const dateOfBirth = checkIn.field(primary, 'Date of birth');
    await dateOfBirth.pressSequentially('4');
    await expect(dateOfBirth).toHaveValue('');
    await dateOfBirth.pressSequentially('35');
    await expect(dateOfBirth).toHaveValue('3');
    await dateOfBirth.pressSequentially('1a/13');
    await expect(dateOfBirth).toHaveValue('31.1');
    await dateOfBirth.pressSequentially('232');
    await expect(dateOfBirth).toHaveValue('31.12.2');
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('1205');
    await expect(dateOfBirth).toHaveValue('12.05.');
    await checkIn.expectError(dateOfBirth, 'This value must be at least 10 characters long');
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('31021990');
    await expect(dateOfBirth).toHaveValue('31.02.1990');
    await checkIn.expectError(dateOfBirth, 'The date is invalid');
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('01011904');
    await checkIn.expectError(dateOfBirth, 'Date of birth year has to be bigger than 1904');
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially(formatDotted(addDays(scenarios().today, 2)).replace(/\./g, ''));
    await checkIn.expectError(dateOfBirth, 'Date of birth cannot be in the future. Please enter a valid date.');
    // A date pasted with one-digit day and month, or year first, is read as written.
    await dateOfBirth.fill('1.2.1990');
    await expect(dateOfBirth).toHaveValue('01.02.1990');
    await dateOfBirth.fill('1990-05-12');
    await expect(dateOfBirth).toHaveValue('12.05.1990');
    await dateOfBirth.fill(' 22.07.1987 ');
    await expect(dateOfBirth).toHaveValue('22.07.1987');
    await checkIn.expectNoError(dateOfBirth);
    // Typed as written in Croatian or German, with a one-digit day and month: read as written.
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('5.3.1985');
    await expect(dateOfBirth).toHaveValue('05.03.1985');
    // A typo such as a day 32 never turns into another real date: the date stops at the dot after the refused digit.
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('32.13.2000');
    await expect(dateOfBirth).toHaveValue('3');
    await checkIn.expectError(dateOfBirth, 'This value must be at least 10 characters long');
    await dateOfBirth.fill('32.13.2000');
    await expect(dateOfBirth).toHaveValue('3');
    await dateOfBirth.fill('');
    await dateOfBirth.pressSequentially('12051990');
    await checkIn.expectNoError(dateOfBirth);

    await checkIn.field(primary, 'Document number').fill('X'.repeat(19));
    await checkIn.expectError(checkIn.field(primary, 'Document number'), 'This value can be at most 18 characters long');
    await checkIn.field(primary, 'E-mail').fill('ana.horvat@');
    await checkIn.expectError(checkIn.field(primary, 'E-mail'), 'This email is not valid');
    await checkIn.field(primary, 'Place of residence').fill('S'.repeat(31));
    await checkIn.expectError(checkIn.field(primary, 'Place of residence'), 'This value can be at most 30 characters long');
    await checkIn.field(primary, 'Name and surname').fill('N'.repeat(101));
    await checkIn.expectError(checkIn.field(primary, 'Name and surname'), 'This value can be at most 100 characters long');
    // The registration goes to the authorities: no emoji (not in the spec).
    await checkIn.field(primary, 'Name and surname').fill('Ana Horvat 😀');
    await checkIn.expectError(checkIn.field(primary, 'Name and surname'), checkIn.t('checkIn.noEmoji'));
    // A phone is one the property can call, as on the checkout (its rule loads once a number is typed).
    await checkIn.field(primary, 'Phone').fill('abc');
    await checkIn.expectError(checkIn.field(primary, 'Phone'), 'This phone number is not valid');

    // While a guest is left empty, the button says that a save closes the registration for good.
    const emptyNote = 'Once saved, guest details cannot be changed, and guests left empty cannot be added later.';
    await expect(checkIn.saveButton()).toHaveAccessibleDescription(emptyNote);

    // A second guest with any detail is checked too.
    await checkIn.field(second, 'Phone').fill('+49 151 2345 6789');
    await expect(checkIn.saveButton()).not.toHaveAccessibleDescription(emptyNote);
    await expect(page.getByText(emptyNote)).toHaveCount(0);
    await checkIn.expectError(checkIn.field(second, 'Name and surname'), EMPTY);
    await checkIn.expectError(checkIn.country(second), EMPTY);

    await checkIn.fillGuest(primary, {
      name: 'Ana Horvat',
      dateOfBirth: '12051990',
      gender: 'Female',
      country: ['roati', 'Croatia'],
      document: 'Personal ID card',
      documentNumber: '112233445',
      city: 'Split',
      email: 'ana.horvat@example.com',
      phone: '+385 91 555 0192',
    });
    await expect(checkIn.field(primary, 'Type of document')).toHaveValue('25');
    await checkIn.fillGuest(second, {
      name: 'Thomas Becker',
      dateOfBirth: '02021983',
      gender: 'Male',
      country: ['german', 'Germany'],
      document: 'Passport',
      documentNumber: 'C4J7N2K91',
      city: 'Zagreb',
    });
    await expect(checkIn.field(second, 'Type of document')).toHaveValue('18');
    for (const guest of [primary, second]) for (const label of [...REQUIRED, 'E-mail', 'Phone']) await checkIn.expectNoError(checkIn.field(guest, label));
    await expect(checkIn.banner()).toHaveCount(0);

    // Saving is final: Enter (a phone's 'Go') in a field sends nothing; 'Save', reached with the keyboard, sends.
    const thanks = page.getByText('Your application has been sent. Thank you!');
    // The form's submit event comes in the same task as the key that submits it.
    await checkIn.saveButton().evaluate((button) => {
      const form = (button as HTMLButtonElement).form!;
      form.dataset.submits = '0';
      form.addEventListener('submit', () => {
        form.dataset.submits = String(Number(form.dataset.submits) + 1);
      });
    });
    const submits = () => checkIn.saveButton().evaluate((button) => (button as HTMLButtonElement).form!.dataset.submits);
    await checkIn.field(second, 'Place of residence').press('Enter');
    expect(await submits()).toBe('0');
    await checkIn.saveButton().focus();
    await page.keyboard.press('Enter');
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(checkIn.cards()).toHaveCount(0);
    await expect(checkIn.saveButton()).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Ana Horvat');

    // The registration is closed: the guests saved, read-only, placeholders blank; document numbers, e-mail
    // addresses and phone numbers masked, so a later holder of the link learns nothing to impersonate a guest with.
    await page.reload();
    await expect(page.getByText('This reservation is checked in so it is not possible to edit guest details anymore')).toBeVisible();
    await expect(checkIn.saveButton()).toHaveCount(0);
    await expect(checkIn.field(primary, 'Name and surname')).toHaveValue('Ana Horvat');
    await expect(checkIn.field(primary, 'Name and surname')).toBeDisabled();
    await expect(checkIn.field(primary, 'Name and surname')).toHaveAttribute('placeholder', '');
    await expect(checkIn.field(primary, 'Date of birth')).toHaveValue('12.05.1990');
    await expect(checkIn.field(primary, 'Gender')).toHaveValue('1');
    await expect(checkIn.field(primary, 'Gender')).toBeDisabled();
    await expect(checkIn.field(primary, 'Type of document')).toHaveValue('25');
    await expect(checkIn.country(primary)).toHaveValue('Croatia');
    await expect(checkIn.country(primary)).toBeDisabled();
    await expect(checkIn.field(primary, 'E-mail')).toHaveValue('a••••@example.com');
    await expect(checkIn.field(primary, 'Document number')).toHaveValue('••••445');
    await expect(checkIn.field(primary, 'Phone')).toHaveValue('••••92');
    await expect(checkIn.field(second, 'Document number')).toHaveValue('••••K91');
    await expect(checkIn.field(second, 'Name and surname')).toHaveValue('Thomas Becker');
    await expect(checkIn.field(second, 'Type of document')).toHaveValue('18');
    await expect(checkIn.country(second)).toHaveValue('Germany');
    await expect(checkIn.field(second, 'E-mail')).toHaveValue('');
    await expect(checkIn.field(second, 'E-mail')).toHaveAttribute('placeholder', '');
  });

  test('the API’s refusals show under their fields, and a failed save keeps everything typed', async ({ page }) => {
    const { open } = demoRegistrations();
    const checkIn = new CheckInPage(page);
    await checkIn.open(open.uuid);
    await checkIn.declineCookies();
    const primary = checkIn.guest(1);
    await checkIn.fillGuest(primary, {
      name: 'Marta Novak',
      dateOfBirth: '21031984',
      gender: 'Female',
      country: ['Croat', 'Croatia'],
      document: 'Passport',
      documentNumber: '009912345',
      city: 'Zagreb',
    });

    // The demo registration stays open: these saves never reach the API.
    await page.route('**/api/reservation/check-in/*/submit*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify([{ message: 'This value can be at most 30 characters long', field: 'city', guestId: 1 }]),
      }),
    );
    await checkIn.saveButton().click();
    await checkIn.expectError(checkIn.field(primary, 'Place of residence'), 'This value can be at most 30 characters long');
    await expect(checkIn.field(primary, 'Place of residence')).toBeFocused();
    await expect(checkIn.banner()).toBeVisible();
    await checkIn.field(primary, 'Place of residence').fill('Zagreb - Centar');
    await checkIn.expectNoError(checkIn.field(primary, 'Place of residence'));

    await page.unrouteAll();
    await page.route('**/api/reservation/check-in/*/submit*', (route) => route.abort('internetdisconnected'));
    await checkIn.saveButton().click();
    const failure = page.getByRole('alert').filter({ hasText: 'We could not save the guests. Please check your connection and try again.' });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    await expect(checkIn.field(primary, 'Name and surname')).toHaveValue('Marta Novak');
    await expect(checkIn.field(primary, 'Type of document')).toHaveValue('14');
    await expect(checkIn.saveButton()).toBeEnabled();

    await page.reload();
    await expect(checkIn.field(primary, 'Name and surname')).toHaveValue('Marta Novak');
    await expect(checkIn.field(primary, 'Date of birth')).toHaveValue('21.03.1984');
    await expect(checkIn.field(primary, 'Place of residence')).toHaveValue('Zagreb - Centar');
    await expect(checkIn.country(primary)).toHaveValue('Croatia');
    await expect(checkIn.field(primary, 'Type of document')).toHaveValue('14');
  });

  test('a checked-in registration shows its guests read-only', async ({ page }) => {
    const { checkedIn } = demoRegistrations();
    const checkIn = new CheckInPage(page);
    await checkIn.open(checkedIn.uuid, checkedIn.bookingEngine);
    await expect(page.getByText('This reservation is checked in so it is not possible to edit guest details anymore')).toBeVisible();
    await expect(checkIn.summaryValue('Property')).toHaveText('Hotel Zadar Riva');
    await expect(checkIn.summaryValue('Children')).toHaveText('0');
    await expect(checkIn.field(checkIn.guest(1), 'Name and surname')).toHaveValue('Ivana Kovač');
    await expect(checkIn.field(checkIn.guest(2), 'Date of birth')).toHaveValue('02.02.1983');
    await expect(checkIn.field(checkIn.guest(2), 'Type of document')).toHaveValue('18');
    await expect(checkIn.field(checkIn.guest(2), 'Type of document')).toBeDisabled();
    await expect(checkIn.saveButton()).toHaveCount(0);
  });

  test('an unknown link says the reservation cannot be found, in the page’s language', async ({ page }) => {
    const checkIn = new CheckInPage(page);
    await checkIn.open('0b5e7c1d-2f3a-4b6c-8d9e-0f1a2b3c4d5e');
    await expect(page.getByRole('alert')).toHaveText('We could not find this reservation. Please check the link.');
    await expect(checkIn.cards()).toHaveCount(0);

    const german = new CheckInPage(page, 'de');
    await german.open('not-a-uuid');
    await expect(page.getByRole('alert')).toHaveText(german.t('Reservation not found'));
    await expect(page.getByRole('heading', { level: 1, name: german.t('Guest Registration') })).toBeVisible();
  });

  test('30 days after a stay its registration is closed and its guests deleted by the purge job; the page says so in German, the reservation no longer links it', async ({
    page,
    request,
  }) => {
    const { publicId, checkInUuid } = await bookStay(request, { daysAhead: 215, adults: 2 });
    // The stay moved 40 days into the past in the run's database, as if it had ended then. A second writer beside the
    // API's workers: it waits for their write lock (held for one transaction at a time) as they wait for each other's.
    const db = new DatabaseSync(runDatabase(), { timeout: 5000 });
    try {
      const from = addDays(scenarios().today, -42);
      db.prepare('UPDATE reservation_rooms SET from_date = ?, to_date = ? WHERE reservation_id = (SELECT id FROM reservations WHERE public_id = ?)').run(
        from,
        addDays(from, 2),
        publicId,
      );
    } finally {
      db.close();
    }
    // The job, as a scheduler runs it.
    const printed = execFileSync(process.execPath, [join(root, 'server/cli/purge.ts')], {
      env: { ...process.env, BOOKING_DB: runDatabase() },
      encoding: 'utf8',
    });
    expect(printed).toMatch(/^Deleted \d+ registered guests? of [1-9]\d* stays? that ended on or before \d{4}-\d{2}-\d{2} \(30 days kept\)\.\n$/);

    const checkIn = new CheckInPage(page, 'de');
    await checkIn.open(checkInUuid);
    await expect(page.getByRole('alert')).toHaveText(
      checkIn.t('This stay has ended, so its guest registration is closed and the guests’ details have been deleted.'),
    );
    await expect(checkIn.cards()).toHaveCount(0);
    const { code } = (await (await request.get(`${API_URL}/reservation/${publicId}`)).json()) as { code: string };
    await page.goto(`/de/reservations/${publicId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
    await expect(page.getByRole('link', { name: checkIn.t('Guest Registration') })).toHaveCount(0);
  });
});
