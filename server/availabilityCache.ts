/**
 * The availability answers this API process has computed, kept under the
 * catalogue's version (migration 018): a search asked again while nothing
 * it is computed from has changed is answered from memory, its JSON and
 * compressed forms encoded once. Searches are most of an engine's traffic and repeat
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
import type { Memo } from './availability.ts';
import type { Fragments } from './availabilityJson.ts';
import { type Encoding, encode } from './compression.ts';
import type { Queryable } from './store/queries.ts';

/** An answer ready to send: its UTF-8 JSON, and its compressed forms once a client has asked for one. */
export interface EncodedAnswer {
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface AvailabilityCache {
  /** The catalogue's version now: read it before reading anything an answer is made of. */
  version(db: Queryable): Promise<number>;
  /**
   * The answer kept for `key` under `version`, or the one `compute` makes,
   * kept when `version` is still the newest seen. `compute` reads after
   * the version was read, and gives the answer's UTF-8 JSON (a Buffer) or
   * a value to encode as JSON.
   */
  answer(version: number, key: string, compute: () => Promise<unknown>): Promise<EncodedAnswer>;
  /**
   * Encoded JSON that only the catalogue and what `key` names set
   * (`availabilityJson.ts`: a unit type's or a rate plan's fields in a
   * language), made once under `version` and dropped with the answers.
   */
  fragment(version: number, key: string, make: () => string): Buffer;
  /**
   * What `compute` reads that no stay changes (a property's context, its
   * unit types and rate plans with their texts and images), kept under
   * `version` like the answers and dropped with them. Never changed by its
   * users: the same objects serve every request of the version. With
   * `bytesOf` (what one night of a calendar holds: there are 730 of them
   * per property), the value counts towards the bound and is evicted least
   * recently used after the answers.
   */
  remember<T>(version: number, key: string, compute: () => Promise<T>, keep?: (value: T) => boolean, bytesOf?: (value: T) => number): Promise<T>;
  /** `remember` and `fragment` under `version`, as `computeAvailability` and `availabilityJson` take them. */
  keptFor(version: number): { memo: Memo; fragments: Fragments };
  /** The answer of `key` compressed in `encoding` (made once by `encode`, then kept with it). */
  encodedAs(key: string, answer: EncodedAnswer, encoding: Encoding): Promise<Buffer>;
  /** Kept answers and their bytes, for tests and the bench. */
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

/** Default bound of the kept answers' bytes: 64 MB, about two hundred 50-unit-type answers in both encodings. */
export const AVAILABILITY_CACHE_BYTES = 64 * 1024 * 1024;

export function createAvailabilityCache(maxBytes = AVAILABILITY_CACHE_BYTES): AvailabilityCache {
  let current = -1;
  const entries = new Map<string, EncodedAnswer>();
  /** Bounded by what a version's properties hold: a few objects per property, language and unit-type set. */
  const remembered = new Map<string, Promise<unknown>>();
  /** The bytes of each value of `remembered` kept with a size, least recently used first. */
  const sized = new Map<string, number>();
  /** Bounded the same way: one per unit type or rate plan and language asked for. */
  const fragments = new Map<string, Buffer>();
  const stats = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  const sizeOf = (answer: EncodedAnswer) => answer.json.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);

  /** Moves to a newer version: every answer kept belongs to an older one. */
  function advance(version: number): void {
    if (version <= current) return;
    current = version;
    entries.clear();
    remembered.clear();
    sized.clear();
    fragments.clear();
    stats.entries = 0;
    stats.bytes = 0;
  }

  /** Drops the least recently used answers, then the least recently used sized values, until within the bound. */
  function evict(): void {
    while (stats.bytes > maxBytes && entries.size > 0) {
      const [oldest, answer] = entries.entries().next().value as [string, EncodedAnswer];
      entries.delete(oldest);
      stats.bytes -= sizeOf(answer);
      stats.entries = entries.size;
    }
    while (stats.bytes > maxBytes && sized.size > 0) {
      const [oldest, bytes] = sized.entries().next().value as [string, number];
      sized.delete(oldest);
      remembered.delete(oldest);
      stats.bytes -= bytes;
    }
  }

  const cache: AvailabilityCache = {
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
      const computed = await compute();
      const answer: EncodedAnswer = { json: Buffer.isBuffer(computed) ? computed : Buffer.from(JSON.stringify(computed)), encoded: {} };
      // A newer version may have been read while this one was computed: an answer of an older one is sent, not kept.
      if (version === current && maxBytes > 0) {
        entries.set(key, answer);
        stats.bytes += sizeOf(answer);
        stats.entries = entries.size;
        evict();
      }
      return answer;
    },
    fragment(version, key, make) {
      if (version !== current || maxBytes === 0) return Buffer.from(make());
      let made = fragments.get(key);
      if (!made) {
        made = Buffer.from(make());
        fragments.set(key, made);
      }
      return made;
    },
    remember<T>(version: number, key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true, bytesOf?: (value: T) => number): Promise<T> {
      if (version !== current || maxBytes === 0) return compute();
      const kept = remembered.get(key);
      if (kept) {
        const bytes = sized.get(key);
        if (bytes !== undefined) {
          // Most recently used last.
          sized.delete(key);
          sized.set(key, bytes);
        }
        return kept as Promise<T>;
      }
      const made = compute();
      remembered.set(key, made);
      // A failed read, or one `keep` refuses (nothing found for a name anyone may send), is not kept.
      const forget = () => {
        if (remembered.get(key) === made) remembered.delete(key);
      };
      made.then((value) => {
        if (!keep(value)) return forget();
        // Counted once read, if still kept (a newer version may have dropped it meanwhile).
        if (bytesOf && remembered.get(key) === made) {
          const bytes = bytesOf(value);
          sized.set(key, bytes);
          stats.bytes += bytes;
          evict();
        }
      }, forget);
      return made;
    },
    keptFor(version) {
      const memo = <T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number) => cache.remember(version, key, compute, undefined, bytesOf);
      return {
        memo: Object.assign(memo, { keeps: true }),
        fragments: (key, make) => cache.fragment(version, key, make),
      };
    },
    async encodedAs(key, answer, encoding) {
      const made = answer.encoded[encoding];
      if (made) return made;
      const zipped = await encode(answer.json, encoding);
      // Two requests may have compressed it at once: the first kept is the one.
      const first = answer.encoded[encoding];
      if (first) return first;
      answer.encoded[encoding] = zipped;
      if (entries.get(key) === answer) {
        stats.bytes += zipped.length;
        evict();
      }
      return zipped;
    },
  };
  return cache;
}
