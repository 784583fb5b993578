import { describe, expect, it } from 'vitest';
import { contactEntries, dialCode, logoHref, mapsPageUrl, paragraphs, phoneDisplay, socialLinks, staticMapUrl, webHref } from '../../../src/lib/frame/frame.ts';
import { headingOf } from './helpers.ts';
import { offerHeading, reservationHeading } from '../../../src/lib/format/headings.ts';
import { narrowCoverCut } from '../../../src/lib/frame/hero-cover.ts';

const contact = {
  address: null,
  phone: null,
  countryDialCode: null,
  secondPhone: null,
  secondCountryDialCode: null,
  email: null,
  web: null,
};

describe('logo link (01 §2.2)', () => {
  it('goes to logoRedirectsTo when the engine has one', () => {
    expect(logoHref({ logoRedirectsTo: 'https://villa.example' }, 'hr', { unitTypeId: 4 })).toBe('https://villa.example');
  });
  it('otherwise goes to the search with the language', () => {
    expect(logoHref({ logoRedirectsTo: null }, 'de')).toBe('/?language=de');
  });
  it('appends unitTypeId and bookingEngineId when set in the request', () => {
    expect(logoHref({ logoRedirectsTo: null }, 'en', { unitTypeId: 12, bookingEngineId: 3 })).toBe('/?language=en&unitTypeId=12&bookingEngineId=3');
    expect(logoHref({ logoRedirectsTo: null }, 'en', { unitTypeId: null, bookingEngineId: 3 })).toBe('/?language=en&bookingEngineId=3');
  });
  it('has no link in check-in mode', () => {
    expect(logoHref({ logoRedirectsTo: 'https://villa.example' }, 'en', {}, true)).toBeNull();
  });
});

describe('phone display (01 §2.15)', () => {
  it('looks the dial code up from the country code', () => {
    expect(dialCode('HR')).toBe('+385');
    expect(dialCode('de')).toBe('+49');
    expect(dialCode('XX')).toBeNull();
  });
  it('shows dial code, a space, then the number', () => {
    expect(phoneDisplay('21 555 010', 'HR')).toBe('+385 21 555 010');
  });
  it('shows nothing unless both number and country code are present', () => {
    expect(phoneDisplay('21 555 010', null)).toBeNull();
    expect(phoneDisplay('', 'HR')).toBeNull();
    expect(phoneDisplay('  ', 'HR')).toBeNull();
  });
});

describe('contact entries (01 §2.15)', () => {
  it('shows only entries with a value, in order', () => {
    const entries = contactEntries({ ...contact, address: 'Obala 1, Split', email: 'stay@villa.hr', web: 'villa.hr' });
    expect(entries.map((entry) => entry.kind)).toEqual(['address', 'email', 'web']);
  });
  it('links the e-mail with mailto and opens the web in a new tab with https:// added', () => {
    const [email, web] = contactEntries({ ...contact, email: 'stay@villa.hr', web: 'villa.hr' });
    expect(email.href).toBe('mailto:stay@villa.hr');
    expect(web).toMatchObject({ href: 'https://villa.hr', newTab: true, value: 'villa.hr' });
  });
  it('keeps a web address that already holds http', () => {
    expect(webHref('http://villa.hr')).toBe('http://villa.hr');
    expect(webHref('https://villa.hr/en')).toBe('https://villa.hr/en');
  });
  it('shows each phone only with its own country code', () => {
    const entries = contactEntries({ ...contact, phone: '21 555 010', countryDialCode: 'HR', secondPhone: '151 234', secondCountryDialCode: null });
    expect(entries.map((entry) => entry.value)).toEqual(['+385 21 555 010']);
    const both = contactEntries({ ...contact, phone: '21 555 010', countryDialCode: 'HR', secondPhone: '30 1234567', secondCountryDialCode: 'DE' });
    expect(both.map((entry) => [entry.kind, entry.value, entry.href])).toEqual([
      ['phone', '+385 21 555 010', 'tel:+38521555010'],
      ['secondPhone', '+49 30 1234567', 'tel:+49301234567'],
    ]);
  });
});

describe('maps (01 §2.9, §7.3)', () => {
  it('links to the maps page with q=latitude,longitude', () => {
    expect(mapsPageUrl(43.508, 16.44)).toBe('https://maps.google.com/?q=43.508,16.44');
  });
  it('builds the static map at zoom 13, 640x640, scale 2 with the primary colour marker', () => {
    const url = new URL(staticMapUrl(43.5, 16.4, '#AA3300', 'key-1')!);
    expect(url.searchParams.get('zoom')).toBe('13');
    expect(url.searchParams.get('size')).toBe('640x640');
    expect(url.searchParams.get('scale')).toBe('2');
    expect(url.searchParams.get('markers')).toBe('color:0xAA3300|43.5,16.4');
    expect(url.searchParams.get('key')).toBe('key-1');
  });
  it('uses the default primary colour, and no image without a key', () => {
    expect(new URL(staticMapUrl(1, 2, null, 'k')!).searchParams.get('markers')).toBe('color:0x0973A0|1,2');
    expect(staticMapUrl(1, 2, null, null)).toBeNull();
  });
});

describe('policy texts and social links (01 §2.15)', () => {
  it('splits a text into one paragraph per line break', () => {
    expect(paragraphs('One\r\nTwo\n\nThree\rFour')).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(paragraphs(null)).toEqual([]);
  });
  it('keeps markup as text', () => {
    expect(paragraphs('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
  it('lists only the social networks that are set', () => {
    expect(socialLinks({ facebook: 'https://facebook.com/villa', instagram: '', twitter: null })).toEqual([
      { network: 'facebook', href: 'https://facebook.com/villa' },
    ]);
  });
});

describe('hero headings (01 §2.3)', () => {
  it('reads Reservation: {code}, or the ids joined by a comma and a space', () => {
    expect(headingOf(reservationHeading({ code: 'R-2041', reservationIds: [1] }))).toBe('Reservation: R-2041');
    expect(headingOf(reservationHeading({ code: null, reservationIds: [41, 42] }))).toBe('Reservation ID: 41, 42');
  });
  it('takes the offer code from the offer URL into the heading’s template', () => {
    expect(offerHeading('Offer #%code%', '/en/offer/0c1d/B-1042')).toBe('Offer #B-1042');
    expect(offerHeading('Ponuda #%code%', '/hr/offer/0c1d/B%201042/payment')).toBe('Ponuda #B 1042');
    expect(offerHeading('Offer #%code%', '/hr/reservations/1')).toBeNull();
    expect(offerHeading('Offer #%code%', '/en/offer/0c1d/B-%E0%A4%A')).toBeNull();
    expect(offerHeading('Offer #%code%', "/en/offer/0c1d/$&-$'")).toBe("Offer #$&-$'");
  });
});

describe('the phone’s cover (the hero’s middle)', () => {
  it('keeps the middle of a wide cover, as tall as it is and 1.6 times as wide', () => {
    expect(narrowCoverCut(1600, 600)).toEqual({ left: 320, top: 0, width: 960, height: 600, outWidth: 960, outHeight: 600 });
    expect(narrowCoverCut(1601, 600)).toMatchObject({ left: 320, width: 960 });
  });
  it('keeps a cover no wider than that whole, and scales a tall one down to what a 3× screen draws', () => {
    expect(narrowCoverCut(800, 600)).toEqual({ left: 0, top: 0, width: 800, height: 600, outWidth: 800, outHeight: 600 });
    expect(narrowCoverCut(4000, 1500)).toEqual({ left: 800, top: 0, width: 2400, height: 1500, outWidth: 1440, outHeight: 900 });
    expect(narrowCoverCut(1, 3000)).toEqual({ left: 0, top: 0, width: 1, height: 3000, outWidth: 1, outHeight: 900 });
  });
  it('shows a phone exactly what the whole cover showed: the middle of a hero box up to 1.6 times as wide as tall', () => {
    for (const [width, height] of [
      [1600, 600],
      [4000, 1500],
      [3000, 2000],
    ]) {
      const cut = narrowCoverCut(width, height);
      for (const boxAspect of [0.79, 1, 1.35, 1.6]) {
        // object-fit: cover in a box of this aspect shows the cover's full height and this much of its width, centred.
        const seen = Math.min(width, height * boxAspect);
        expect(cut.left).toBeLessThanOrEqual((width - seen) / 2);
        expect(cut.left + cut.width).toBeGreaterThanOrEqual((width + seen) / 2 - 1);
      }
    }
  });
});
