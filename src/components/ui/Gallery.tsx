import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

export interface GalleryImage {
  url: string;
  alt: string;
}

export interface GalleryProps {
  images: GalleryImage[];
  /** Thumbnails under the main image (details modals). */
  thumbnails?: boolean;
  /** Makes the main image a button (the unit card opens its details with it). */
  onOpen?: () => void;
  openLabel?: string;
  eager?: boolean;
  /** Dot indicators under the image on small screens, where they take the thumbnails' place (offer cards). */
  dots?: boolean;
}

/** An image carousel with previous/next controls, optional thumbnails and optional dot indicators. */
export function Gallery({ images, thumbnails = false, onOpen, openLabel, eager = false, dots = false }: GalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="gallery gallery-empty" aria-hidden="true" />;
  const current = images[Math.min(index, images.length - 1)];
  const image = (
    <img src={current.url} alt={current.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" width={800} height={533} className="gallery-image" />
  );
  return (
    <div className={dots ? 'gallery gallery-with-dots' : 'gallery'}>
      <div className="gallery-stage">
        {onOpen ? (
          <button type="button" className="gallery-open" onClick={onOpen} aria-label={openLabel}>
            {image}
          </button>
        ) : (
          image
        )}
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className="gallery-nav gallery-prev"
              aria-label={t('Previous image')}
              onClick={() => setIndex((index - 1 + images.length) % images.length)}
            >
              ‹
            </button>
            <button type="button" className="gallery-nav gallery-next" aria-label={t('Next image')} onClick={() => setIndex((index + 1) % images.length)}>
              ›
            </button>
            <span className="gallery-count" aria-live="polite">
              {t('Image %number% of %total%', { number: index + 1, total: images.length })}
            </span>
          </>
        ) : null}
      </div>
      {thumbnails && images.length > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((thumb, position) => (
            <li key={thumb.url + position}>
              <button
                type="button"
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('Show image %number%', { number: position + 1 })}
                onClick={() => setIndex(position)}
              >
                <img src={thumb.url} alt="" loading="lazy" width={96} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {dots && images.length > 1 ? (
        <ul className="gallery-dots">
          {images.map((dot, position) => (
            <li key={dot.url + position}>
              <button
                type="button"
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('Show image %number%', { number: position + 1 })}
                onClick={() => setIndex(position)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
