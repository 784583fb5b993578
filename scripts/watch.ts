/**
 * `npm run build -- --watch`: the marketing team's regeneration. After a
 * first build, polls the API's settings versions (GET /api/booking-engines
 * with the last ETag: `304` while nothing changed) and rebuilds only the
 * properties whose settings changed (and the groups a changed property is a
 * member of), each with the build's atomic swap, so
 * the live pages change in one step. It prints what it rebuilt and how long
 * the change took to go live (from when it was seen). A failed build leaves
 * the live pages as they were and says why; that version is not tried
 * again until the settings change once more.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../server/cli/command.ts';

/** What each property's live pages were built from, by slug (see `pagesVersions`). */
export type Versions = Record<string, number | string>;

/**
 * What each property's pages are built from: its settings version, and for
 * a group its members' versions too, since a member's name, place, unit
 * types and ways to pay are on the group's pages (a member's change
 * rebuilds the group). Members are listed by slug in a fixed order.
 * @example pagesVersions({ villa: 3, hotel: 7, group: 2 }, [villa, hotel, group]) // { villa: 3, hotel: 7, group: '2; members hotel 7, villa 3' }
 */
export function pagesVersions(
  versions: Record<string, number>,
  engines: readonly { id: number; slug: string; groupMembers: readonly { id: number }[] }[],
): Versions {
  const slugOf = new Map(engines.map((engine) => [engine.id, engine.slug]));
  const bySlug = new Map(engines.map((engine) => [engine.slug, engine]));
  const result: Versions = {};
  for (const [slug, version] of Object.entries(versions)) {
    const members = (bySlug.get(slug)?.groupMembers ?? [])
      .map((member) => slugOf.get(member.id))
      .filter((member): member is string => member !== undefined)
      .sort();
    result[slug] = members.length === 0 ? version : `${version}; members ${members.map((member) => `${member} ${versions[member] ?? '?'}`).join(', ')}`;
  }
  return result;
}

/** The versions of the followed properties only (all of them when `only` is not given). */
export function followed(versions: Versions, only?: readonly string[]): Versions {
  return only ? Object.fromEntries(Object.entries(versions).filter(([slug]) => only.includes(slug))) : versions;
}

/** What changed between the versions the live pages were built from and the API's. */
export function changedProperties(live: Versions, next: Versions): { changed: string[]; added: string[]; removed: string[] } {
  const changed = Object.keys(next).filter((slug) => slug in live && live[slug] !== next[slug]);
  const added = Object.keys(next).filter((slug) => !(slug in live));
  const removed = Object.keys(live).filter((slug) => !(slug in next));
  return { changed, added, removed };
}

export interface WatchState {
  etag: string | null;
  /** The settings version each property's live pages were built from. */
  live: Versions;
  /** Versions whose build failed: not tried again until the settings change once more. */
  failed: Versions;
}

export interface WatchDeps {
  /** GET /api/booking-engines with If-None-Match: the versions and their tag, or 'unchanged'. */
  poll(etag: string | null): Promise<{ etag: string | null; versions: Versions } | 'unchanged'>;
  /** Builds and swaps in these properties; rejects with the build's message when it fails. */
  rebuild(slugs: string[]): Promise<void>;
  log(line: string): void;
  /** Milliseconds, for how long a change took to go live. */
  now(): number;
}

/** One look at the API, and the rebuild of what changed. */
export async function watchOnce(state: WatchState, deps: WatchDeps): Promise<WatchState> {
  const answer = await deps.poll(state.etag);
  if (answer === 'unchanged') return state;
  const { changed, added, removed } = changedProperties(state.live, answer.versions);
  for (const slug of removed) deps.log(`${slug}: no longer in the settings; its pages stay where they are until removed by hand.`);
  const due = [...changed, ...added].filter((slug) => state.failed[slug] !== answer.versions[slug]);
  const live = { ...state.live };
  for (const slug of removed) delete live[slug];
  const failed = { ...state.failed };
  if (due.length === 0) return { etag: answer.etag, live, failed };
  const seen = deps.now();
  deps.log(`Settings changed: ${due.map((slug) => `${slug} (version ${answer.versions[slug]})`).join(', ')}; rebuilding…`);
  try {
    await deps.rebuild(due);
    const seconds = ((deps.now() - seen) / 1000).toFixed(1);
    for (const slug of due) {
      live[slug] = answer.versions[slug]!;
      delete failed[slug];
    }
    deps.log(`Live: ${due.join(', ')}, ${seconds} s after the change was seen.`);
  } catch (error) {
    for (const slug of due) failed[slug] = answer.versions[slug]!;
    deps.log(
      `The build of ${due.join(', ')} failed, so their live pages stay as they were: ${error instanceof Error ? error.message : String(error)}. It is tried again when the settings change.`,
    );
  }
  return { etag: answer.etag, live, failed };
}

/**
 * What a property's live pages were built from (`pagesVersions`), as the
 * build recorded it beside them (`sites/.versions/{slug}@{build}.json`), or
 * null: never built, built from a settings export, or built before the
 * record existed.
 */
export function livePagesVersion(outDir: string, slug: string): number | string | null {
  try {
    const target = readlinkSync(join(outDir, 'sites', slug));
    const record = JSON.parse(readFileSync(join(outDir, 'sites', `${target}.json`), 'utf8')) as { settingsVersion?: unknown; pagesVersion?: unknown };
    if (typeof record.pagesVersion === 'number' || typeof record.pagesVersion === 'string') return record.pagesVersion;
    return typeof record.settingsVersion === 'number' ? record.settingsVersion : null;
  } catch {
    return null;
  }
}

export interface WatchOptions {
  apiUrl: string;
  /** The build's output folder: where the live pages and their settings versions are. */
  outDir: string;
  /** The build's own arguments (without --watch, --every and --property): the output, the API, quiet. */
  buildArgs: string[];
  /** The properties to build and follow (`--property`); every property when not given. */
  only?: readonly string[];
  everyMs: number;
  log: (line: string) => void;
}

/** Runs the build script as a child (its own output shown); resolves when it succeeded. */
function runBuild(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [new URL('./build.ts', import.meta.url).pathname, ...args], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: process.env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', fail);
    // 'close': once the exit is seen and the error output read to its end (its last line is the message).
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(stderr.trim().split('\n').at(-1) ?? `the build ended with code ${code}`))));
  });
}

/** The first build, then the watch, until the process is stopped. */
export async function runWatch(options: WatchOptions): Promise<never> {
  const base = options.apiUrl.replace(/\/$/, '');
  const deps: WatchDeps = {
    async poll(etag) {
      const response = await fetch(`${base}/booking-engines`, { headers: etag ? { 'If-None-Match': etag } : {}, signal: AbortSignal.timeout(30_000) });
      if (response.status === 304) return 'unchanged';
      if (!response.ok) throw new Error(`GET ${base}/booking-engines answered ${response.status}`);
      const body = (await response.json()) as { settingsVersions?: Record<string, number>; bookingEngines?: Parameters<typeof pagesVersions>[1] };
      // A followed group's members count even when they are not followed themselves.
      return { etag: response.headers.get('ETag'), versions: followed(pagesVersions(body.settingsVersions ?? {}, body.bookingEngines ?? []), options.only) };
    },
    rebuild: (slugs) => runBuild([...options.buildArgs, '--property', slugs.join(',')]),
    log: options.log,
    now: () => performance.now(),
  };
  const first = await deps.poll(null);
  if (first === 'unchanged') throw new Error('the API answered 304 to a first request');
  const unknown = (options.only ?? []).filter((slug) => !(slug in first.versions));
  if (unknown.length > 0) throw new CliError(`no property ${unknown.join(', ')} in the API's settings.`);
  // A restarted watcher builds only the properties whose live pages are older than their settings (or missing).
  const stale = Object.keys(first.versions).filter((slug) => livePagesVersion(options.outDir, slug) !== first.versions[slug]);
  if (stale.length === Object.keys(first.versions).length)
    await runBuild(options.only ? [...options.buildArgs, '--property', options.only.join(',')] : options.buildArgs);
  else if (stale.length > 0) await runBuild([...options.buildArgs, '--property', stale.join(',')]);
  else options.log(`The live pages are built from the current settings: nothing to build.`);
  let state: WatchState = { etag: first.etag, live: first.versions, failed: {} };
  const what = options.only ? `changes to the settings of ${options.only.join(', ')}` : 'settings changes';
  options.log(`Watching ${base} for ${what} every ${options.everyMs / 1000} s (Ctrl+C to stop).`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    try {
      state = await watchOnce(state, deps);
    } catch (error) {
      options.log(`Could not read the settings (${error instanceof Error ? error.message : String(error)}); trying again in ${options.everyMs / 1000} s.`);
    }
  }
}
