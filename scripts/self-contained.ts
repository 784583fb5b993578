/**
 * The page for a host that is no property (dist/404.html) is answered for
 * every path of that host, its stylesheets' included, so it cannot link
 * them: its stylesheets go inline, each `<style>`'s hash joins the style
 * sources of the page's Content-Security-Policy.
 */
import { createHash } from 'node:crypto';

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/**
 * The page with its linked stylesheets inline (`read` gives a sheet's text
 * from its href) and their hashes added to `style-src`.
 * @example inlineStylesheets('<head><meta http-equiv="content-security-policy" content="style-src \'self\'"><link rel="stylesheet" href="/_astro/a.css"></head>', () => 'p{margin:0}')
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET, (_link, href: string) => {
    const css = read(href).replace(/<\/style/gi, '<\\/style');
    hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  if (hashes.length === 0) return html;
  return inlined.replace(POLICY, (_meta, open: string, policy: string, close: string) => {
    const directives = policy.split(';').map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'style-src' || name === 'style-src-elem' ? `${directive} ${hashes.join(' ')}` : directive;
    });
    return `${open}${directives.join(';')}${close}`;
  });
}
