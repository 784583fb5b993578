/**
 * Static server for the built sites, applying each property's own
 * `_redirects` and `_headers` exactly as a CDN would.
 *
 *   npm run serve   → http://{slug}.localhost:4321/
 *
 * Env: SITE_PORT (4321), SITE_OUT_DIR (dist), SITE_DOMAIN (a production
 * domain whose sub-domains are also accepted, e.g. book.example.com).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageRedirect } from '../src/lib/format/language.ts';
import type { Locale } from '../src/lib/types.ts';
import { CliError, listen, readOptions, runCommand } from '../server/cli/command.ts';
import { matchPattern, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './deploy-rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

export interface ServeOptions {
  outDir: string;
  port: number;
  domain?: string;
  host?: string;
}

interface SiteRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
  languages: Locale[];
}

/** The property slug of a Host header: `{slug}.localhost[:port]` or `{slug}.{domain}`. */
export function slugOfHost(host: string | undefined, domain?: string): string | null {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const suffixes = ['.localhost', ...(domain ? [`.${domain.toLowerCase()}`] : [])];
  for (const suffix of suffixes) {
    if (name.endsWith(suffix)) {
      const slug = name.slice(0, -suffix.length);
      return /^[a-z0-9-]+$/.test(slug) ? slug : null;
    }
  }
  return null;
}

export function createStaticServer(options: ServeOptions): Server {
  const outDir = resolve(options.outDir);
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  const siteRoot = (slug: string | null): string | null => {
    if (!slug) return null;
    const path = join(outDir, 'sites', slug);
    if (!existsSync(path)) return null;
    return realpathSync(path);
  };

  const rulesOf = (root: string): SiteRules => {
    const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
    const redirects = parseRedirects(read('_redirects'));
    const languages = [...new Set(redirects.map((rule) => rule.from.split('/')[1]).filter((part) => /^[a-z]{2}$/.test(part)))] as Locale[];
    return { redirects, headers: parseHeaders(read('_headers')), languages };
  };

  const fileAt = (root: string, pathname: string): string | null => {
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    for (const path of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
    return null;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: [string, string][]) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // A header named by several matching rules is sent once with its values comma-joined, as the CDNs do
    // (two Content-Security-Policy values are two policies, both enforced).
    const joined = new Map<string, string[]>();
    for (const [name, value] of headers) joined.set(name.toLowerCase(), [...(joined.get(name.toLowerCase()) ?? []), value]);
    // A missing file's answer is never kept for long: the rule's lifetime is for the file that will be there.
    if (status >= 400) joined.delete('cache-control');
    for (const [name, values] of joined) res.setHeader(name, values.join(', '));
    res.setHeader('Content-Type', type);
    if (extname(file) === '.html') res.setHeader('Cache-Control', res.getHeader('Cache-Control') ?? 'no-cache');
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const mtime = statSync(file).mtimeMs;
      const cached = gzipCache.get(file);
      if (cached?.mtime === mtime) body = cached.body;
      else {
        const compressed = gzipSync(body);
        gzipCache.set(file, { mtime, body: compressed });
        body = compressed;
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const root = siteRoot(slugOfHost(req.headers.host, options.domain));
      if (!root) {
        const notFound = join(outDir, '404.html');
        if (existsSync(notFound)) return send(req, res, notFound, 404, []);
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const rules = rulesOf(root);
      const headersFor = (pathname: string) => rules.headers.filter((rule) => matchPattern(rule.path, pathname)).flatMap((rule) => rule.headers);

      if (url.searchParams.has('language')) {
        const target = languageRedirect(url.pathname, url.search, rules.languages);
        if (target) {
          res.writeHead(302, { Location: target, 'Cache-Control': 'no-cache' }).end();
          return;
        }
      }
      const direct = fileAt(root, url.pathname);
      if (direct && !url.pathname.endsWith('/404.html')) return send(req, res, direct, 200, headersFor(url.pathname));
      for (const rule of rules.redirects) {
        if (!matchPattern(rule.from, url.pathname)) continue;
        if (rule.status === 200 || rule.status === 404) {
          const file = fileAt(root, rule.to);
          if (file) return send(req, res, file, rule.status, headersFor(url.pathname));
        } else {
          res.writeHead(rule.status, { Location: rule.to }).end();
          return;
        }
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
    }
  });
}

const USAGE = `Serve the built sites (dist/sites/{property}/) as a CDN would.

npm run serve

Env: SITE_PORT (4321), SITE_HOST (127.0.0.1), SITE_OUT_DIR (dist), SITE_DOMAIN
(a production domain whose sub-domains are also accepted).`;

async function main(): Promise<void> {
  readOptions('serve', USAGE, {});
  const port = Number(process.env.SITE_PORT ?? 4321);
  const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
  if (!existsSync(join(outDir, 'sites')))
    throw new CliError(`Nothing built in ${outDir} yet: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  const server = createStaticServer({ outDir, port, domain: process.env.SITE_DOMAIN });
  await listen(server, port, process.env.SITE_HOST ?? '127.0.0.1', 'SITE_PORT');
  process.stdout.write(`Static sites on http://{property}.localhost:${port}/\n`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) runCommand('serve', main);
