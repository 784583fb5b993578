import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { reservationHeading } from '../../lib/format/headings.ts';
import { $reservationHeading } from '../../stores/reservation-heading.ts';

/** The reservation page's hero heading (01 §2.3), filled from the loaded reservation. */
function HeroHeading(_props: IslandProps) {
  const { t } = useTranslation();
  // The reservation may be loaded before this island hydrates: the first render matches the pre-rendered heading.
  const stored = useStore($reservationHeading);
  const reservation = useHydrated() ? stored : null;
  if (!reservation) return <h1 className="hero-heading">{t('Reservation')}</h1>;
  const heading = reservationHeading(reservation);
  return <h1 className="hero-heading">{t(heading.key, heading.tokens)}</h1>;
}

export default withI18n(HeroHeading);
