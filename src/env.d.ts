/** The frame islands' own hydration directive (src/lib/frame/frame-directive.ts). */
declare namespace Astro {
  interface ClientDirectives {
    'client:frame'?: { timeout: number } | boolean;
  }
}
