import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { offerCodeFromPath, reservationHeading } from '../../lib/format/headings.ts';
import { $reservationHeading } from '../../stores/reservation-heading.ts';

export interface HeroHeadingProps extends IslandProps {
  kind: 'reservation' | 'offer';
}

/** The hero's heading on the reservation and offer pages (01 §2.3), filled from the URL or the loaded reservation. */
function HeroHeading({ kind }: HeroHeadingProps) {
  const { t } = useTranslation();
  // The reservation may be loaded before this island hydrates: the first render matches the pre-rendered heading.
  const stored = useStore($reservationHeading);
  const reservation = useHydrated() ? stored : null;
  const [offerCode, setOfferCode] = useState<string | null>(null);
  useEffect(() => {
    if (kind === 'offer') setOfferCode(offerCodeFromPath(window.location.pathname));
  }, [kind]);

  let text: string;
  if (kind === 'offer') text = offerCode ? t('Offer #%code%', { code: offerCode }) : t('Offer');
  else if (reservation) {
    const heading = reservationHeading(reservation);
    text = t(heading.key, heading.tokens);
  } else text = t('Reservation');
  return <h1 className="hero-heading">{text}</h1>;
}

export default withI18n(HeroHeading);
