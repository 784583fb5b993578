import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A mistake at the command line gets one line saying what to do, a
 * non-zero exit, and leaves nothing running (server/cli/command.ts).
 */
const root = resolve(import.meta.dirname, '../../..');

function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close', not 'exit': the exit can be seen before the last of the output has been read from the pipes.
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** Whether something listens on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(false)));
  });
}

let taken: Server;
let takenPort = 0;
let work = '';
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
  takenPort = (taken.address() as { port: number }).port;
  work = mkdtempSync(join(tmpdir(), 'cli-'));
});
afterAll(() => {
  taken.close();
  rmSync(work, { recursive: true, force: true });
});

/** No stack trace: no 'at ' frame lines, no internal error codes' dumps. */
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$|node:internal/m);

// Each case runs its own commands on ports and folders of its own: the cases run side by side (most of their time is
// the commands starting and the build's retries).
describe.concurrent('command-line mistakes', () => {
  it('an unknown option prints what is wrong and the usage, exit 2', async () => {
    // start and bench read their options the same way (readOptions); their other checks are below.
    for (const script of ['scripts/build.ts', 'scripts/serve.ts']) {
      const { code, stderr } = await runScript(script, ['--propery', 'villa-adriatic']);
      expect(code, script).toBe(2);
      expect(stderr.split('\n')[0], script).toMatch(/^[a-z]+: Unknown option '--propery'/);
      expect(stderr, script).toContain('npm ');
      noStack(stderr);
    }
  });

  it('--help prints the usage, exit 0', async () => {
    const { code, stdout } = await runScript('scripts/build.ts', ['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--settings <file>');
  });

  it('a site port in use names SITE_PORT; npm start then starts nothing', async () => {
    mkdirSync(join(work, 'built', 'sites'), { recursive: true });
    const serve = await runScript('scripts/serve.ts', [], { SITE_PORT: String(takenPort), SITE_OUT_DIR: join(work, 'built') });
    expect(serve.code).toBe(1);
    expect(serve.stderr.trim()).toBe(
      `serve: Port ${takenPort} is already in use (is \`npm start\`, \`npm run serve\` or \`npm run api\` running?). Stop what uses it, or set SITE_PORT to a free port.`,
    );
    const apiPort = 30000 + (process.pid % 5000);
    const start = await runScript('scripts/start.ts', [], { SITE_PORT: String(takenPort), API_PORT: String(apiPort), BOOKING_DB: join(work, 'start.sqlite') });
    expect(start.code).toBe(1);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    expect(start.stderr).toContain('set SITE_PORT to a free port');
    expect(await listening(apiPort)).toBe(false);
  });

  it('an API port in use names API_PORT, and npm start leaves nothing running', async () => {
    const sitePort = 35000 + (process.pid % 5000);
    const start = await runScript('scripts/start.ts', [], { SITE_PORT: String(sitePort), API_PORT: String(takenPort), BOOKING_DB: join(work, 'api.sqlite') });
    expect(start.code).toBe(1);
    expect(start.stderr).toContain(`[api] Port ${takenPort} is already in use`);
    expect(start.stderr).toContain('set API_PORT to a free port');
    noStack(start.stderr);
    expect(await listening(sitePort)).toBe(false);
  });

  it('the build says what to start when the API is unreachable, and what is wrong with a settings file', async () => {
    const down = await runScript('scripts/build.ts', ['--api', `http://127.0.0.1:${takenPort + 1}/api`, '--out', join(work, 'dist')]);
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^build: could not read the properties' settings from .*Start the API \(`npm run api`\).*--settings <file>\.\n$/);
    const missing = await runScript('scripts/build.ts', ['--settings', join(work, 'nope.json')]);
    expect(missing.stderr).toBe(`build: --settings ${join(work, 'nope.json')}: no such file.\n`);
    const file = join(work, 'shape.json');
    writeFileSync(file, JSON.stringify({ bookingEngines: [{ slug: 'villa-adriatic', name: 'Villa', activeLanguages: 'en' }] }));
    const shape = await runScript('scripts/build.ts', ['--settings', file, '--out', join(work, 'dist')]);
    expect(shape.code).toBe(1);
    expect(shape.stderr).toContain(`build: --settings ${file} cannot be built; nothing was changed:\n`);
    expect(shape.stderr).toContain('villa-adriatic: activeLanguages: Invalid type: Expected Array but received "en"');
    noStack(shape.stderr);
  });

  it('the bench checks its options before it starts anything', async () => {
    const { code, stderr } = await runScript('scripts/bench.ts', ['--part', 'nope']);
    expect(code).toBe(2);
    expect(stderr).toBe('bench: --part must be one of pages, build, api, got "nope".\n');
  });

  it('the SVG sprite maker takes no arguments', async () => {
    const { code, stdout, stderr } = await runScript('scripts/svg-sprite.ts', ['src/assets/cards/visa.svg']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'svg-sprite: it takes no arguments; it makes public/images/cards.svg and public/images/flags.svg from src/assets/cards and src/assets/flags\n',
    );
  });

  it('the SVG text outliner says what is missing and changes nothing', async () => {
    const none = await runScript('scripts/svg-text-outline.ts', []);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('svg-text-outline: name the SVG files whose text to outline, e.g. src/assets/cards/visa.svg\n');
    const absent = await runScript('scripts/svg-text-outline.ts', [join(work, 'nope.svg')]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toBe(`svg-text-outline: ${join(work, 'nope.svg')} does not exist.\n`);
    const file = join(work, 'badge.svg');
    const badge = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 45"><text x="40" y="30" font-size="22">VISA</text></svg>';
    writeFileSync(file, badge);
    const fonts = join(work, 'no-fonts');
    const noFonts = await runScript('scripts/svg-text-outline.ts', [file], { LIBERATION_FONTS: fonts });
    expect(noFonts.code).toBe(1);
    expect(noFonts.stderr).toBe(
      `svg-text-outline: ${join(fonts, 'LiberationSans-Regular.ttf')} is missing: install Debian's fonts-liberation, or set LIBERATION_FONTS to the folder that holds LiberationSans-Regular.ttf.\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe(badge);
    // One file it cannot draw: it says which and why, and rewrites none of them.
    const styled = join(work, 'styled.svg');
    writeFileSync(styled, '<svg><text x="1" y="2" style="font-weight: 900">VISA</text></svg>');
    const refused = await runScript('scripts/svg-text-outline.ts', [file, styled]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`svg-text-outline: ${styled}: a <text> with style cannot be outlined here\n`);
    expect(readFileSync(file, 'utf8')).toBe(badge);
    const drawn = await runScript('scripts/svg-text-outline.ts', [file]);
    expect(drawn.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]+><path d="m[^"]+"\/><\/svg>$/);
  });
});
