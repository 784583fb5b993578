import { offerHeading } from '../../lib/format/headings.ts';

/**
 * Writes the offer's booking code into the offer screens' hero heading
 * ('Offer #B-1042', `offerHeading`), as text. A few lines of the frame's first
 * script: the heading needs no React. Does nothing on the other pages.
 */
export function showOfferHeading(doc: Document = document, pathname: string = location.pathname): void {
  const heading = doc.getElementById('offer-heading');
  const text = heading ? offerHeading(heading.dataset.template ?? '', pathname) : null;
  if (heading && text) heading.textContent = text;
}
