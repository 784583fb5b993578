/**
 * Astro writes its islands' one rule (`astro-island{display:contents}`) as
 * a <style> right before the first island, inside <body>, where HTML does
 * not allow a <style> (the Nu HTML checker's 'A "style" element in "body"
 * must be the first child of its parent'). The build moves it into <head>,
 * unchanged, so the page's Content-Security-Policy hash still matches.
 */

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * The page with the islands' <style> moved from <body> to the end of
 * <head>; a page without it, or with it in <head> already, as it is.
 * @example islandStyleInHead('<head></head><body><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><x></x></body>') // '<head><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body><x></x></body>'
 */
export function islandStyleInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const found = ISLAND_STYLE.exec(html);
  if (!found || headEnd < 0 || found.index < headEnd) return html;
  const without = html.slice(0, found.index) + html.slice(found.index + found[0].length);
  return without.slice(0, headEnd) + found[0] + without.slice(headEnd);
}
