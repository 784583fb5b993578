/**
 * The availability answers this API process has computed, kept under the
 * catalogue's version (migration 018): a search asked again while nothing
 * it is computed from has changed is answered from memory, its JSON and
 * gzip encoded once. Searches are most of an engine's traffic and repeat
 * (every guest of a property starts with the same few stays); the whole
 * computation of a 50-unit-type answer is about 15 queries and 300 KB of
 * JSON, a cached one a lookup.
 *
 * Exact, not "fresh enough": every change to a table the answer reads, by
 * any process or tool, moves the version in the same transaction
 * (triggers), and the version is read before anything the answer is made
 * of, so an answer is never kept under a version newer than its data. The
 * next request after a change reads the new version and drops every
 * answer kept.
 *
 * Bounded by bytes (the encoded forms) and evicted least recently used.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Queryable } from './store/queries.ts';

/** An answer ready to send: its UTF-8 JSON, and the gzip of it once a client has asked for that. */
export interface EncodedAnswer {
  json: Buffer;
  gzip: Buffer | null;
}

export interface AvailabilityCache {
  /** The catalogue's version now: read it before reading anything an answer is made of. */
  version(db: Queryable): Promise<number>;
  /**
   * The answer kept for `key` under `version`, or the one `compute` makes,
   * kept when `version` is still the newest seen. `compute` reads after
   * the version was read.
   */
  answer(version: number, key: string, compute: () => Promise<unknown>): Promise<EncodedAnswer>;
  /**
   * What `compute` reads that no stay changes (a property's context, its
   * unit types and rate plans with their texts and images), kept under
   * `version` like the answers and dropped with them. Never changed by its
   * users: the same objects serve every request of the version.
   */
  remember<T>(version: number, key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** The gzip form of the answer of `key` (made once, on the thread pool, then kept with it). */
  gzipOf(key: string, answer: EncodedAnswer): Promise<Buffer>;
  /** Kept answers and their bytes, for tests and the bench. */
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

/** Default bound of the kept answers' bytes: 64 MB, about two hundred 50-unit-type answers in both encodings. */
export const AVAILABILITY_CACHE_BYTES = 64 * 1024 * 1024;

const gzipAsync = promisify(gzip);

export function createAvailabilityCache(maxBytes = AVAILABILITY_CACHE_BYTES): AvailabilityCache {
  let current = -1;
  const entries = new Map<string, EncodedAnswer>();
  /** Bounded by what a version's properties hold: a few objects per property, language and unit-type set. */
  const remembered = new Map<string, Promise<unknown>>();
  const stats = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  const sizeOf = (answer: EncodedAnswer) => answer.json.length + (answer.gzip?.length ?? 0);

  /** Moves to a newer version: every answer kept belongs to an older one. */
  function advance(version: number): void {
    if (version <= current) return;
    current = version;
    entries.clear();
    remembered.clear();
    stats.entries = 0;
    stats.bytes = 0;
  }

  function evict(): void {
    while (stats.bytes > maxBytes && entries.size > 0) {
      const [oldest, answer] = entries.entries().next().value as [string, EncodedAnswer];
      entries.delete(oldest);
      stats.bytes -= sizeOf(answer);
      stats.entries = entries.size;
    }
  }

  return {
    stats,
    async version(db) {
      const row = await db.get<{ version: number }>('SELECT version FROM catalogue_version WHERE id = 1');
      const version = Number(row?.version ?? 0);
      advance(version);
      return version;
    },
    async answer(version, key, compute) {
      const kept = version === current ? entries.get(key) : undefined;
      if (kept) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, kept);
        stats.hits += 1;
        return kept;
      }
      stats.misses += 1;
      const answer: EncodedAnswer = { json: Buffer.from(JSON.stringify(await compute())), gzip: null };
      // A newer version may have been read while this one was computed: an answer of an older one is sent, not kept.
      if (version === current && maxBytes > 0) {
        entries.set(key, answer);
        stats.bytes += sizeOf(answer);
        stats.entries = entries.size;
        evict();
      }
      return answer;
    },
    remember<T>(version: number, key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      if (version !== current || maxBytes === 0) return compute();
      const kept = remembered.get(key);
      if (kept) return kept as Promise<T>;
      const made = compute();
      remembered.set(key, made);
      // A failed read, or one `keep` refuses (nothing found for a name anyone may send), is not kept.
      const forget = () => {
        if (remembered.get(key) === made) remembered.delete(key);
      };
      made.then((value) => (keep(value) ? undefined : forget()), forget);
      return made;
    },
    async gzipOf(key, answer) {
      if (answer.gzip) return answer.gzip;
      const zipped = await gzipAsync(answer.json);
      // Two requests may have zipped it at once: the first kept is the one.
      if (answer.gzip) return answer.gzip;
      answer.gzip = zipped;
      if (entries.get(key) === answer) {
        stats.bytes += zipped.length;
        evict();
      }
      return zipped;
    },
  };
}
