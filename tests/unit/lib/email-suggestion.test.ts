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
    for (const email of ['', 'ana', '@gmial.com', 'ana@', 'ana@@gmial.com', 'a@b@gmial.com', 'ana@localhost', 'ana@%E0%A4%A.com'])
      expect(emailSuggestion(email)).toBeNull();
  });

  it('never corrects a real address that looks like a typo of another', () => {
    const real = ['op.pl', 'vp.pl', 'go2.pl', 'onet.eu', 'interia.eu', 'orange.pl', 'orange.es', 'tiscali.cz', 'centrum.sk', 'centrum.hu', 'seznam.sk'];
    const more = ['gmx.ch', 'gmx.fr', 'email.de', 'online.de', 'email.si', 'htnet.hr', 'email.com', 'mac.com', 'me.com', 'live.de', 'yahoo.de'];
    for (const domain of [...real, ...more]) expect(emailSuggestion(`ana@${domain}`), domain).toBeNull();
  });

  it('corrects a global provider’s ending, not a country provider’s', () => {
    expect(emailSuggestion('ana@gmail.co')).toBe('ana@gmail.com');
    expect(emailSuggestion('ana@orange.pl')).toBeNull();
  });

  it('offers no domain made up from a guessed name and ending', () => {
    // The library alone would offer 'gmial.co' and 'mail.hr'.
    expect(emailSuggestion('ana@gmial.con')).toBeNull();
    expect(emailSuggestion('ana@gmail.hr')).toBeNull();
  });
});
