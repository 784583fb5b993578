import { describe, expect, it } from 'vitest';
import { emailSuggestion } from '../../../src/lib/checkout/email-suggestion.ts';

describe('the e-mail address the guest probably meant', () => {
  it('catches a typo in a known provider’s domain, keeping what is before the @', () => {
    expect(emailSuggestion('ana@gmial.com')).toBe('ana@gmail.com');
    expect(emailSuggestion('ana@gmail.con')).toBe('ana@gmail.com');
    expect(emailSuggestion('Ana.Horvat@hotmial.com')).toBe('Ana.Horvat@hotmail.com');
    expect(emailSuggestion(' ana@yaho.com ')).toBe('ana@yahoo.com');
  });

  it('knows the providers of the product’s markets and their country endings', () => {
    expect(emailSuggestion('ana@tcom.hr')).toBe('ana@t-com.hr');
    expect(emailSuggestion('ana@nte.hr')).toBe('ana@net.hr');
    expect(emailSuggestion('ana@siol.nt')).toBe('ana@siol.net');
    expect(emailSuggestion('ana@libero.iy')).toBe('ana@libero.it');
    expect(emailSuggestion('ana@seznam.cy')).toBe('ana@seznam.cz');
    expect(emailSuggestion('ana@gmx.dee')).toBe('ana@gmx.de');
  });

  it('leaves a known provider, a domain of its own and anything it cannot read alone', () => {
    for (const email of ['ana@gmail.com', 'ana@t-com.hr', 'ana@net.hr', 'ana@wp.pl', 'ana@web.de']) expect(emailSuggestion(email)).toBeNull();
    for (const email of ['recepcija@hotel-zadar.hr', 'ana@firma.si', 'info@villa-adriatic.com']) expect(emailSuggestion(email)).toBeNull();
    for (const email of ['', 'ana', '@gmial.com', 'ana@', 'ana@@gmial.com', 'a@b@gmial.com']) expect(emailSuggestion(email)).toBeNull();
  });

  it('offers no domain made up from a guessed name and ending', () => {
    // The library alone would offer 'gmial.co' and 'mail.hr'.
    expect(emailSuggestion('ana@gmial.con')).toBeNull();
    expect(emailSuggestion('ana@gmail.hr')).toBeNull();
  });
});
