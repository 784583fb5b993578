import { useTranslation } from '../../i18n/react.tsx';
import { PinIcon } from './icons.tsx';
import { mapsPageUrl, staticMapUrl, THEME, themeColor } from '../../lib/frame/frame.ts';

/** The maps key the build put in the page, if any. */
function mapsKey(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="maps-api-key"]')?.content || null;
}

export interface StaticMapProps {
  latitude: number;
  longitude: number;
  primaryColor: string | null;
  /** What the map shows, e.g. the unit's name. */
  place: string;
}

/**
 * A static map linking to the maps page at the point (01 §2.9): the maps
 * service's image with a marker in the engine's primary colour, or without
 * a key the site's own map picture with a pin in that colour.
 */
export function StaticMap({ latitude, longitude, primaryColor, place }: StaticMapProps) {
  const { t } = useTranslation();
  const image = staticMapUrl(latitude, longitude, primaryColor, mapsKey());
  return (
    <a className="static-map" href={mapsPageUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
      <img src={image ?? '/images/frame/map-fallback.webp'} alt={t('map.alt', { property: place })} width={320} height={320} loading="lazy" />
      {image ? null : <PinIcon className="map-pin" style={{ color: themeColor(primaryColor, THEME.primary) }} />}
      <span className="sr-only">({t('opens in a new tab')})</span>
    </a>
  );
}
