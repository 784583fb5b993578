/**
 * The nginx example, run for real: the end-to-end run serves the built
 * sites through it on loopback (tests/e2e/nginx.spec.ts checks every page
 * type's headers and framing), with the very server block and header
 * include the build generates, pointed at the run's folder and port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { LOCALES, type BookingEngine } from '../src/lib/types.ts';
import { nginxExample, publishedScriptPolicies } from './deploy-rules.ts';

/** The nginx binary, or null when it is not installed (Debian: `apt-get install nginx-light`; `.ci/run` installs it). */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** Waits until something listens on 127.0.0.1:port, or fails after `timeoutMs`. */
async function listening(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} before it listened on ${port}.`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs / 1000} s.`);
}

/**
 * The property the end-to-end nginx serves at a host name of its own (as a
 * property with `siteHost` set is served in production), so that the
 * example's host map and its redirect from `{slug}.{domain}` are tested.
 */
export const OWN_HOST_EXAMPLE = { slug: 'apartments-split', host: 'book.apartments-split.test' } as const;

/**
 * Starts nginx in the foreground serving `{dist}/sites/{slug}` at
 * http://{slug}.localhost:{port} (and `OWN_HOST_EXAMPLE`'s property at its
 * own host name), the engines' embedding origins and their published
 * script policies as the build's example has them.
 */
export async function startNginx(options: {
  binary: string;
  dist: string;
  work: string;
  port: number;
  engines: readonly Pick<BookingEngine, 'slug' | 'embeddingOrigins' | 'siteHost'>[];
  reportUri: string;
}): Promise<ChildProcess> {
  const folder = join(options.work, 'nginx');
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, 'temp', temp), { recursive: true });
  const engines = options.engines.flatMap((engine) => {
    const scripts = publishedScriptPolicies(join(options.dist, 'sites', engine.slug));
    const siteHost = engine.slug === OWN_HOST_EXAMPLE.slug ? OWN_HOST_EXAMPLE.host : engine.siteHost;
    return scripts ? [{ ...engine, siteHost, scripts }] : [];
  });
  const include = join(folder, 'booking-headers.conf');
  const example = nginxExample({
    domain: 'localhost',
    locales: LOCALES,
    engines,
    reportUri: options.reportUri,
    root: options.dist,
    listen: `127.0.0.1:${options.port}`,
    include,
  });
  writeFileSync(include, example.headers);
  writeFileSync(join(folder, 'booking.conf'), example.server);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  const conf = join(folder, 'nginx.conf');
  writeFileSync(
    conf,
    `# The end-to-end run's nginx: foreground, its files in this folder, only the booking server block.
daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 256; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/webp webp; }'}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(folder, 'temp', 'body')};
    proxy_temp_path ${join(folder, 'temp', 'proxy')};
    fastcgi_temp_path ${join(folder, 'temp', 'fastcgi')};
    uwsgi_temp_path ${join(folder, 'temp', 'uwsgi')};
    scgi_temp_path ${join(folder, 'temp', 'scgi')};
    include ${join(folder, 'booking.conf')};
}
`,
  );
  const tested = spawnSync(options.binary, ['-t', '-q', '-p', folder, '-c', conf], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refused the generated configuration:\n${tested.stderr.trim()}`);
  const child = spawn(options.binary, ['-p', folder, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  await listening(options.port, child);
  return child;
}
