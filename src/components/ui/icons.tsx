/**
 * The frame's icons as inline SVG, decorative (hidden from assistive
 * technology), drawn in the text's colour. An icon drawn from an image file
 * (an `<img>` or a CSS mask) costs the browser a document of its own per
 * file: eight of them took 107 ms of a phone's main thread on the group
 * page (Chromium trace at 4×). Astro renders these too, with no script.
 */
interface IconProps {
  className?: string;
  /** The pin takes the property's colour here (its `color`). */
  style?: { color: string };
}

const stroked = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroked}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroked}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function PinIcon({ className, style }: IconProps) {
  return (
    <svg className={className} style={style} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M12 1a8 8 0 0 0-8 8c0 5.6 6.3 12.6 7.2 13.6a1 1 0 0 0 1.6 0C13.7 21.6 20 14.6 20 9a8 8 0 0 0-8-8zm0 11.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4z"
      />
    </svg>
  );
}

/** The loading animation's ring; its arc turns by the stylesheet's `.spinner-arc` (slower when motion is reduced). */
export function SpinnerIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={4}>
      <circle cx="24" cy="24" r="20" strokeOpacity={0.2} />
      <path className="spinner-arc" d="M24 4a20 20 0 0 1 20 20" strokeLinecap="round" />
    </svg>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" width="24" height="24">
      <path d="M13.5 22v-8.2h2.8l.5-3.3h-3.3V8.4c0-.9.4-1.8 1.9-1.8H17V3.8s-1.3-.3-2.6-.3c-2.7 0-4.4 1.6-4.4 4.6v2.4H7v3.3h3V22h3.5z" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24" {...stroked}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r=".6" fill="currentColor" />
    </svg>
  );
}

export function TwitterIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24" fill="none" stroke="currentColor">
      <path d="M3.5 3.5h5.2l11.8 17h-5.2z" strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M20 3.5l-6.6 7.4M10.6 13.1L4 20.5" strokeWidth={1.8} strokeLinecap="round" />
    </svg>
  );
}
