import { lazyPart } from '../ui/lazyPart.tsx';
import type { OfferReservation } from '../../lib/offer/offer-contract.ts';
import { WhenOpened } from '../ui/WhenOpened.tsx';

const PriceBreakdownModal = lazyPart(() => import('./PriceBreakdownModal.tsx').then((module) => module.PriceBreakdownModal));
const BREAKDOWN_MODAL = ['PRICE_BREAKDOWN'] as const;

/** The offer's price breakdown, loaded when first opened (the offer screen's and its payment screen's): neither paints it at first. */
export function BreakdownWhenOpened({ reservations }: { reservations: readonly OfferReservation[] }) {
  return (
    <WhenOpened names={BREAKDOWN_MODAL}>
      <PriceBreakdownModal reservations={reservations} />
    </WhenOpened>
  );
}
