import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { latin2 } from '../../src/lib/payment/payment-codes.ts';
import { bookStay } from './support/checkin.ts';
import { siteUrl, text } from './support/frame.ts';
import { apiAvailability, ResultsPage, scenarios } from './support/results.ts';

/**
 * What a guest expects of the search, the basket and the steps between
 * them (issue: guests), in English on a desktop and in Croatian on a phone.
 */
const GUESTS = [
  { lang: 'en', viewport: { width: 1366, height: 800 } },
  { lang: 'hr', viewport: { width: 390, height: 844 } },
] as const;

/** The villa's search without a promo code, and a unit type bookable on it (the villa offers extras with every unit). */
async function villaStay(request: APIRequestContext, lang: string) {
  const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
  const api = await apiAvailability(request, search, lang);
  const unit = api.unitTypes.find((candidate) => candidate.rates.some((rate) => (rate as unknown as { isBookable: boolean }).isBookable))!;
  return { search, unit: unit.unitTypeName };
}

const queryDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * Reads a code back: the image as the page shows it, drawn on white at
 * three times its size, its grey levels sent over as one base64 string (a
 * JSON array of half a million numbers is slow to send), and decoded as
 * the pure, upright code it is. (zxing's search for a code in a photo
 * misses some generated QR codes whose modules fall between pixels: one
 * run in three at this size, whatever the content.)
 */
async function scanned(image: Locator, reader: QRCodeReader | PDF417Reader): Promise<string> {
  const { width, height, grey } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const scale = 3;
    const [w, h] = [element.naturalWidth * scale + 40, element.naturalHeight * scale + 40];
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [w, h];
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    context.imageSmoothingEnabled = false;
    context.drawImage(element, 20, 20, element.naturalWidth * scale, element.naturalHeight * scale);
    const { data } = context.getImageData(0, 0, w, h);
    let binary = '';
    for (let i = 0; i < data.length; i += 4) binary += String.fromCharCode(Math.round((data[i] + data[i + 1] + data[i + 2]) / 3));
    return { width: w, height: h, grey: btoa(binary) };
  });
  const luminance = Uint8ClampedArray.from(Buffer.from(grey, 'base64'));
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return reader.decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

for (const [index, { lang, viewport }] of GUESTS.entries()) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const t = (key: string, tokens: Record<string, string | number> = {}) => text(lang, key, tokens);

    test('the basket keeps its stay through the extras, and the steps keep the search and the currency', async ({ page, request }) => {
      const { search, unit } = await villaStay(request, lang);
      const results = new ResultsPage(page, lang);
      await results.open(search, { currency: 'USD' });
      const card = results.unit(unit);
      await results.showRates(card);
      await card
        .getByRole('button', { name: t('Select this unit') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services\\?.*currency=USD`));

      // An extra's quantity changes on /services, where the page has no search of its own.
      const extras = page.getByRole('article').first();
      const increase = new RegExp(
        `^${t('Increase %label%')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('%label%', '.+')}$`,
      );
      await extras.getByRole('button', { name: increase, disabled: false }).first().click();

      // The 'Accommodation' step goes back to the same stay, in the same currency, with the basket kept.
      await page
        .getByRole('navigation', { name: t('Booking steps') })
        .getByRole('link', { name: t('Accommodation') })
        .click();
      await results.loaded();
      const query = new URL(page.url()).searchParams;
      expect([query.get('from'), query.get('to'), query.get('currency')]).toEqual([queryDate(search.from), queryDate(search.to), 'USD']);
      await expect(page.getByText(t('selected units: %count%', { count: 1 }))).toBeVisible();
      await expect(page.getByText(t('basket.discarded.dates'))).toHaveCount(0);
      // The cookie notice, not answered yet, leaves the floating basket above it.
      const basket = (await page.getByRole('complementary', { name: t('Your selection') }).boundingBox())!;
      const notice = (await page.getByRole('region', { name: t('cookies.title') }).boundingBox())!;
      expect(basket.y + basket.height).toBeLessThanOrEqual(notice.y);

      // On to the extras and back by 'Add another unit': still the same stay and basket.
      await page.getByRole('link', { name: t('Proceed') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services\\?.*currency=USD`));
      await page.getByRole('link', { name: t('Add another unit') }).click();
      await results.loaded();
      expect(new URL(page.url()).searchParams.get('from')).toBe(queryDate(search.from));
      await expect(page.getByText(t('selected units: %count%', { count: 1 }))).toBeVisible();
      await expect(page.getByText(t('basket.discarded.dates'))).toHaveCount(0);
    });

    test('the extras name the fees the property charges, and offer nothing the rate already includes', async ({ page, request }) => {
      const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
      const api = await apiAvailability(request, search, lang);
      // The villa's deluxe double room on bed and breakfast.
      const unit = api.unitTypes.find((candidate) => candidate.unitTypeId === 104)!;
      const rateName = unit.rates.find((rate) => rate.ratePlanId === 1041)!.ratePlanName;
      const results = new ResultsPage(page, lang);
      await results.open(search);
      const card = results.unit(unit.unitTypeName);
      await results.showRates(card);
      await results
        .rate(card, rateName)
        .getByRole('button', { name: t('Select this unit') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services`));
      const item = page.getByRole('article', { name: unit.unitTypeName });
      const included = (await item.getByText(t('Included: ')).textContent())!
        .replace(t('Included: '), '')
        .split(', ')
        .map((name) => name.trim());
      expect(included.length).toBeGreaterThan(0);
      const extras = item.getByRole('list', { name: t('Extras for %name%', { name: unit.unitTypeName }) });
      await expect(extras.getByRole('heading', { level: 3 }).first()).toBeVisible();
      for (const name of included) await expect(extras.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);
      const fees = item.getByRole('list', { name: t('Fees') });
      await expect(fees.getByRole('listitem')).not.toHaveCount(0);
      await expect(fees.getByRole('listitem').first()).toContainText(/\d/);
    });

    test('a group’s unit names its property, city and slug, and leads to the unit on the property’s own pages', async ({ page, request }) => {
      const search = { ...scenarios().dalmatiaCollection.promoFixed.search, promoCode: undefined };
      const api = await apiAvailability(request, search, lang);
      const unit = api.unitTypes.find((candidate) => candidate.city === 'Split')!;
      const results = new ResultsPage(page, lang);
      await results.open(search, { currency: 'USD' });
      const card = results.unit(unit.unitTypeName).first();
      await expect(card.getByText(`${unit.bookingEngine.name} · ${unit.city} · ${unit.unitTypeSlug}`)).toBeVisible();
      await card.getByRole('link', { name: unit.bookingEngine.name }).click();
      await expect(page).toHaveURL(new RegExp(`^http://${unit.unitTypeSlug}\\.localhost:\\d+/${lang}/\\?.*currency=USD.*unitTypeId=${unit.unitTypeId}`));
      await results.loaded();
      const query = new URL(page.url()).searchParams;
      expect([query.get('from'), query.get('to')]).toEqual([queryDate(search.from), queryDate(search.to)]);
      await expect(results.unit(unit.unitTypeName)).toBeVisible();
    });

    test('a rate’s note says only what its cancellation summary does not; a scarce unit counts its units once', async ({ page, request }) => {
      const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
      const api = await apiAvailability(request, search, lang);
      const results = new ResultsPage(page, lang);
      await results.open(search);
      // The villa's two-bedroom apartment: its flexible rate may be cancelled free of charge up to 7 days before arrival.
      const flexible = api.unitTypes.find((unit) => unit.unitTypeId === 103)!;
      const card = results.unit(flexible.unitTypeName);
      await results.showRates(card);
      const summary = t('Free cancellation up to %days% days before arrival', { days: 7 });
      const note = lang === 'hr' ? 'Nakon toga naplaćuje se prvo noćenje.' : 'After that the first night is charged.';
      const rate = card.getByRole('listitem').filter({ hasText: summary }).first();
      await expect(rate.getByText(note, { exact: true })).toBeVisible();
      await expect(rate.getByText(summary)).toHaveCount(1);

      const scarce = api.unitTypes.find((unit) => [1, 2].includes((unit as unknown as { availableUnits: number }).availableUnits))!;
      const units = (scarce as unknown as { availableUnits: number }).availableUnits;
      const scarceCard = results.unit(scarce.unitTypeName);
      await expect(scarceCard.getByText(t(units === 1 ? 'Only 1 left' : 'Only 2 left'))).toBeVisible();
      // Before: '2 units available · for 4 persons' under 'Only 2 left'.
      const count = t(units === 1 ? 'availableUnits_one' : lang === 'hr' ? 'availableUnits_few' : 'availableUnits_other', { count: units });
      await expect(scarceCard).not.toContainText(`${count} · `);
    });

    test('more guests than a unit holds: it says so, and offers no similar dates that could not help', async ({ page }) => {
      const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined, adults: 7 };
      const results = new ResultsPage(page, lang);
      await results.open(search);
      const tooSmall = results.units().filter({ hasText: t('Max occupancy exceeded') });
      await expect(tooSmall.first()).toBeVisible();
      expect(await tooSmall.count()).toBeGreaterThan(0);
      // A line of its own, not run on from 'Unit not available': the text as laid out.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is checked
      const lines = (await tooSmall.first().getByText(t('Max occupancy exceeded')).innerText()).split('\n');
      expect(lines.map((line) => line.trim())).toContain(t('Max occupancy exceeded'));
      await expect(tooSmall.getByText(t('See similar dates'))).toHaveCount(0);
    });

    test('the date picker marks the chosen days in the property’s colour, not the library’s blue', async ({ page }) => {
      const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
      const results = new ResultsPage(page, lang);
      await results.open(search);
      await results
        .searchForm()
        .getByRole('button', { name: new RegExp(`^${t('labelColon', { label: `${t('Check-in')} – ${t('Check-out')}` })}`) })
        .click();
      const chosen = page.getByRole('grid').first().getByRole('gridcell', { selected: true }).first().getByRole('button');
      await expect(chosen).toBeVisible();
      const [day, primary] = await chosen.evaluate((element) => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = 'var(--c-primary)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return [getComputedStyle(element).backgroundColor, colour];
      });
      expect(day).not.toBe('rgb(0, 0, 255)');
      expect(day).toBe(primary);
    });

    test('the bank transfer details can be read and copied on the reservation page, on a phone too', async ({ page, request }) => {
      const { publicId } = await bookStay(request, { daysAhead: 420 + index * 12, adults: 2 });
      await page.goto(siteUrl('villa-adriatic', `/${lang}/reservations/${publicId}`));
      const bank = page.getByRole('region', { name: t('Bank transfer') });
      await expect(bank).toBeVisible();
      // The whole IBAN shows in its box; the reference stays on one line; nothing runs off the screen.
      const iban = bank.getByRole('textbox', { name: t('IBAN / Account Number') });
      const box = await iban.evaluate((input: HTMLInputElement) => ({ value: input.value, scroll: input.scrollWidth, client: input.clientWidth }));
      expect(box.value).toMatch(/^HR\d{19}$/);
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      const reference = bank.getByRole('definition').first().getByText(/^\d+$/);
      const lines = await reference.evaluate((element) =>
        Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
      );
      expect(lines).toBe(1);
      // IBAN, reference and amount copy with one press each.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await bank.getByRole('button', { name: t('Copy %label%', { label: t('IBAN / Account Number') }) }).click();
      await expect(bank.getByRole('status').filter({ hasText: t('Copied') })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(box.value);
      await bank.getByRole('button', { name: t('Copy %label%', { label: t('Reference number') }) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+$/);
      await bank.getByRole('button', { name: t('Copy %label%', { label: t('Amount') }) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d[\d.,]*\d$/);
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => element.className),
      );
      expect(overflow).toEqual([]);

      // The codes a banking app scans, read back: the EPC QR code and the HUB3 barcode carry the account, the amount and the reference.
      const codes = bank.getByRole('region', { name: t('Pay by scanning') });
      // They are drawn when the guest asks for them: the encoder does not come with the page.
      const show = codes.getByRole('button', { name: t('Show the codes') });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      await show.click();
      await expect(codes.getByRole('button', { name: t('Hide the codes') })).toHaveAttribute('aria-expanded', 'true');
      const qr = codes.getByRole('img', { name: new RegExp(`^${t('EPC QR code: pay %amount% to %name%').split('%amount%')[0]}`) });
      const barcode = codes.getByRole('img', { name: new RegExp(`^${t('HUB3 barcode: pay %amount% to %name%').split('%amount%')[0]}`) });
      await expect(qr).toBeVisible();
      await expect(barcode).toBeVisible();
      const referenceNumber = (await reference.textContent())!.trim();
      const epc = (await scanned(qr, new QRCodeReader())).split('\n');
      expect(epc.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
      expect(epc[6]).toBe(box.value);
      expect(epc[7]).toMatch(/^EUR\d+\.\d{2}$/);
      expect(epc[10]).toContain(referenceNumber);
      const hub3 = await scanned(barcode, new PDF417Reader());
      const fields = hub3.split('\n');
      expect([fields[0], fields[1], fields[9], fields[10], fields[11], fields[12]]).toEqual(['HRVHUB30', 'EUR', box.value, 'HR00', referenceNumber, 'OTHR']);
      expect(Number(fields[2]) / 100).toBe(Number(epc[7].slice(3)));
      // Its text is in ISO 8859-2, byte for byte: the booker's 'Babić' included.
      expect(fields[3]).toBe(latin2('Lucija Babić'));
    });
  });
}

for (const lang of ['en', 'hr']) {
  test(`${lang} at 390 px: the unit’s name stays above its rates as they scroll by`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const t = (key: string, tokens: Record<string, string | number> = {}) => text(lang, key, tokens);
    const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
    const api = await apiAvailability(request, search, lang);
    const unit = api.unitTypes.find((candidate) => candidate.unitTypeId === 103)!;
    const results = new ResultsPage(page, lang);
    await results.open(search);
    const card = results.unit(unit.unitTypeName);
    await results.showRates(card);
    const rates = card.getByRole('region', { name: t('Rates for %name%', { name: unit.unitTypeName }) });
    await expect(rates).toBeVisible();
    // The page scrolled to the middle of the rate list: the name is at the top of the screen, over the rates.
    await rates.evaluate((element) =>
      window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2 - 200),
    );
    const name = card.getByRole('heading', { level: 3, name: unit.unitTypeName });
    await expect.poll(async () => Math.round((await name.boundingBox())!.y)).toBe(0);
    const [top, listTop] = [(await name.boundingBox())!, (await rates.boundingBox())!];
    expect(listTop.y).toBeLessThan(top.y);
  });
}

for (const lang of ['en', 'hr']) {
  test(`${lang} at 390 px: after Search the results are on the screen, not below the hero`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const t = (key: string) => text(lang, key);
    const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
    const results = new ResultsPage(page, lang);
    await results.open(search);
    await results
      .searchForm()
      .getByRole('button', { name: t('Search'), exact: true })
      .click();
    await results.loaded();
    const first = results.units().first().getByRole('heading', { level: 3 });
    await expect.poll(async () => (await first.boundingBox())!.y).toBeLessThan(844 - 48);
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });
}

for (const lang of ['en', 'vi']) {
  test(`${lang} at 1366 px: the footer keeps its two clusters, 'Powered by' beside the badges, not on a row of its own`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(siteUrl('villa-adriatic', `/${lang}/`));
    const footer = page.getByRole('contentinfo');
    const cards = (await footer.getByRole('list', { name: text(lang, 'Accepted cards') }).boundingBox())!;
    const powered = footer.getByText(text(lang, 'Powered by'));
    const box = (await powered.boundingBox())!;
    // To the right of the cards (a row of its own would start at the footer's left edge), on one line with the vendor's name.
    expect(box.x).toBeGreaterThan(cards.x + cards.width);
    const lines = await powered.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    expect(lines).toBe(1);
  });
}
