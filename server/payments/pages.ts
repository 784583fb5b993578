/**
 * The test gateway's HTML pages: hosted card fields, 3-D Secure challenges
 * and the hosted payment page. Each page is static markup plus one script
 * (from `server/payments/browser/`) with a nonce, and its settings as JSON
 * data; only the origin given may frame it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../markup.ts';

const BROWSER = new URL('./browser/', import.meta.url);

const scripts = new Map<string, string>();

/** A browser script of `server/payments/browser/`, read once. */
export function browserScript(name: string): string {
  let script = scripts.get(name);
  if (script === undefined) {
    script = readFileSync(new URL(name, BROWSER), 'utf8');
    scripts.set(name, script);
  }
  return script;
}

/** JSON safe inside a `<script type="application/json">` element. */
const jsonData = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageOptions {
  title: string;
  /** The page's markup inside `<body>`. */
  body: string;
  /** The file name of its script in `server/payments/browser/`. */
  script: string;
  /** Read by the script from `#config`. */
  config: unknown;
  /** The one origin that may frame the page; null: no one may. */
  frameAncestor: string | null;
  /** Origins the page may send the guest on to (its forms never submit). */
  lang?: string;
}

const STYLE = `
  :root { color-scheme: light; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
  body { margin: 0; padding: 0; background: #fff; }
  .field { display: flex; flex-direction: column; gap: 4px; padding: 2px; }
  .field input { box-sizing: border-box; width: 100%; min-height: 40px; border: 1px solid #7b8794; border-radius: 6px; padding: 6px 10px; font: inherit; }
  .field input[aria-invalid="true"] { border-color: #dd4200; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .error { color: #a32a00; font-weight: 600; margin: 2px 0 0; font-size: 14px; min-height: 1em; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  main.panel { padding: 16px 20px; max-width: 560px; margin: 0 auto; }
  .brand { font-size: 13px; letter-spacing: .04em; text-transform: uppercase; color: #52606d; margin: 0 0 8px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  button { font: inherit; min-height: 44px; padding: 8px 16px; border-radius: 6px; border: 1px solid #0973a0; background: #0973a0; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0973a0; }
  button[disabled] { opacity: .6; cursor: progress; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  .spinner { width: 32px; height: 32px; border: 4px solid #d9e2ec; border-top-color: #0973a0; border-radius: 50%; animation: spin 1s linear infinite; margin: 16px auto; }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
`;

/** The page's HTML and its Content-Security-Policy. */
export function renderPage(options: PageOptions): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${options.body}
<script type="application/json" id="config">${jsonData(options.config)}</script>
<script nonce="${nonce}">${browserScript(options.script)}</script>
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].join('; ');
  return { html, csp };
}

/** A page's response with its security headers. */
export function pageResponse(page: { html: string; csp: string }, status = 200): Response {
  return new Response(page.html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': page.csp,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
