/**
 * Terms of service and privacy policy texts of the demo properties
 * (English; one paragraph per line, as the site splits them).
 */

interface Company {
  company: string;
  address: string;
  oib: string;
  email: string;
  checkIn: string;
  checkOut: string;
}

/** Terms of service for a property operated by `company`. */
export function termsOfService(c: Company): string {
  return [
    `These terms apply to every reservation made through this booking engine for accommodation operated by ${c.company}, ${c.address} (OIB ${c.oib}).`,
    'A reservation is confirmed once you receive our confirmation e-mail. Please check the dates, the number of guests and your contact details and let us know straight away if anything is wrong.',
    'Prices are per unit and stay, in euro, and include VAT where applicable. Tourist tax is charged per person per night as set by the local tourist board, unless the rate says it is included.',
    'Prepayment, cancellation and no-show charges are those of the rate you choose; they are shown next to the rate and in your confirmation. Refunds are made to the original payment method within 14 days.',
    `Check-in is ${c.checkIn} and check-out is ${c.checkOut}, unless agreed otherwise. Early check-in and late check-out depend on availability and may be charged.`,
    'Under Croatian law every guest must be registered on arrival; please have a valid ID card or passport ready for each guest, or complete the online check-in before you arrive.',
    'The number of guests may not exceed the occupancy booked. Parties, loud music after 23:00 and smoking indoors are not permitted unless the unit says otherwise.',
    'Guests are liable for damage they cause to the unit or its contents. We are not liable for valuables left in the unit outside the safe.',
    `Complaints can be sent to ${c.email}; we answer within 8 days. These terms are governed by Croatian law.`,
  ].join('\n');
}

/** Privacy policy for a property operated by `company`. */
export function privacyPolicy(c: Company): string {
  return [
    `${c.company}, ${c.address}, is the controller of the personal data you give us when you book.`,
    'We process your name, contact details, address, the guests’ details and payment information to handle your reservation (GDPR Art. 6(1)(b)) and to meet our legal duties such as guest registration and accounting (Art. 6(1)(c)).',
    'Card details are entered in a secure payment form and processed by our payment provider; we never store the full card number.',
    'We keep reservation and invoice data for 11 years as accounting law requires, and guest registration data as long as the law on tourism sets. Marketing e-mails are sent only if you subscribe, and you can unsubscribe at any time.',
    'We share data only with the payment provider, the national guest registration system (eVisitor) and service providers who process it on our behalf under a contract.',
    'Cookies for analytics are set only with your consent, which you can withdraw in the cookie notice.',
    `You have the right to access, correct, erase and port your data, to restrict or object to processing, and to complain to the Croatian data protection agency (AZOP). Write to ${c.email} to use these rights.`,
  ].join('\n');
}
