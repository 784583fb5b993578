/** The site's stylesheets added to the page at run time, by address: each is added once. */
const added = new Map<string, Promise<void>>();

/**
 * Adds one of the site's stylesheets to the page and resolves once it has
 * loaded, for a part that loads on demand and must not show unstyled (the
 * calendar). It goes after the page's own styles, where the build would
 * have put it. A failed load removes its link and is tried again by the
 * next call.
 * @example await loadStylesheet('/_astro/style.abc123.css')
 */
export function loadStylesheet(href: string): Promise<void> {
  let loading = added.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          link.remove();
          added.delete(href);
          reject(new Error(`The stylesheet ${href} could not be loaded`));
        },
        { once: true },
      );
      document.head.append(link);
    });
    added.set(href, loading);
  }
  return loading;
}
