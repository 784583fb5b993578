/**
 * Every key the receipt rules return (02 §2.3, §2.7, §3.5), on their own so the
 * offer's price breakdown can name the tourist-tax lines without loading
 * the receipt's computations.
 */
export const RECEIPT_KEYS = {
  accommodationVat: 'AccomodationVATIncluded',
  extrasVat: 'Extras VAT is included in price',
  notVatRegistered: 'Property is not VAT registered, so VAT is not applicable',
  touristTaxNotIncluded: 'Tourist tax is not included in total and is paid at property',
  touristTaxIncluded: 'Tourist tax is included in price',
  dayFrom: '%weekday%, %date% (from %time%)',
  dayUntil: '%weekday%, %date% (until %time%)',
  dayWhole: '%weekday%, %date% (whole day)',
  /** A line priced charge by charge (an offer's, 02 §2.7). */
  itemHeading: '%units% x %name%',
  includedExtras: 'Included extras',
  taxIncluded: '%label% (%rate%%) included in price',
} as const;
