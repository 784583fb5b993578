/**
 * The availability answers this API process has computed, kept under the
 * catalogue's and the inventory's versions (migrations 018 and 019): a
 * search asked again while nothing it is computed from has changed is
 * answered from memory, its JSON and compressed forms encoded once.
 * Searches are most of an engine's traffic and repeat (every guest of a
 * property starts with the same few stays); the whole computation of a
 * 50-unit-type answer is about 15 queries and 300 KB of JSON, a cached one
 * a lookup.
 *
 * Exact, not "fresh enough": every change to a table the answer reads, by
 * any process or tool, moves a version in the same transaction
 * (triggers), and the versions are read before anything the answer is
 * made of, so an answer is never kept under a version newer than its data.
 * The next request after a change reads the new version and drops every
 * answer kept. A booking or a cancellation moves only the inventory's
 * version: the answers and the kept free units go, what the catalogue
 * holds (unit types, rate plans, texts, the nights' prices and
 * restrictions, the JSON fragments) stays.
 *
 * Bounded by bytes (the encoded forms) and evicted least recently used.
 *
 * The versions are one read per request, which on PostgreSQL is a round
 * trip: requests that come while one read is on its way share the next,
 * which starts when that one ends (`readsInTurn`). Each request's read
 * still starts after the request came, so it sees every commit made
 * before; under load the database is asked about once per round trip
 * instead of once per request.
 */
import { type Kept, type Memo, readingInventory } from './availability.ts';
import type { Fragments } from './availabilityJson.ts';
import { type Encoding, encode } from './compression.ts';
import type { Queryable } from './store/queries.ts';

/** An answer ready to send: its UTF-8 JSON, and its compressed forms once a client has asked for one. */
export interface EncodedAnswer {
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The versions an answer is computed under: the catalogue's (everything an
 * answer reads but the inventory) and the inventory's (the units booked).
 */
export interface CatalogueVersion {
  catalogue: number;
  inventory: number;
}

export interface AvailabilityCache {
  /** The catalogue's and the inventory's versions now: read them before reading anything an answer is made of. */
  version(db: Queryable): Promise<CatalogueVersion>;
  /**
   * The answer kept for `key` under `version`, or the one `compute` makes,
   * kept when `version` is still the newest seen. `compute` reads after
   * the version was read, and gives the answer's UTF-8 JSON (a Buffer) or
   * a value to encode as JSON.
   */
  answer(version: CatalogueVersion, key: string, compute: () => Promise<unknown>): Promise<EncodedAnswer>;
  /**
   * Encoded JSON that only the catalogue and what `scope` and `id` name set
   * (`availabilityJson.ts`: a unit type's or a rate plan's fields, by its
   * id, in a language and as sold by a property), made once under the
   * catalogue's version.
   */
  fragment(version: CatalogueVersion, scope: string, id: number, make: () => string): Buffer;
  /**
   * What `compute` reads that no stay changes (a property's context, its
   * unit types and rate plans with their texts and images), kept under
   * the catalogue's version and dropped when it moves. Never changed by its
   * users: the same objects serve every request of the version. With
   * `bytesOf` (what one night of a calendar holds: there are 730 of them
   * per property), the value counts towards the bound and is evicted least
   * recently used after the answers.
   */
  remember<T>(version: CatalogueVersion, key: string, compute: () => Promise<T>, keep?: (value: T) => boolean, bytesOf?: (value: T) => number): Promise<T>;
  /** The same for what the inventory sets (the units free on a night): kept under both versions, dropped when either moves. */
  rememberOfInventory<T>(version: CatalogueVersion, key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T>;
  /** `remember`, `rememberOfInventory` and `fragment` under `version`, as `computeAvailability` and `availabilityJson` take them. */
  keptFor(version: CatalogueVersion): { memo: Memo; fragments: Fragments };
  /**
   * For a transaction's reads (a booking's quote): what the catalogue holds
   * under `version` and is already read, else read on the transaction and
   * kept once read (nothing found is not kept); the inventory always read.
   * It never waits on a read another request started, which may need the
   * connection or the turn the transaction holds, and no other request
   * waits on one of the transaction's (it may end before the read does).
   */
  settledFor(version: CatalogueVersion): Memo;
  /** The answer of `key` compressed in `encoding` (made once by `encode`, then kept with it). */
  encodedAs(key: string, answer: EncodedAnswer, encoding: Encoding): Promise<Buffer>;
  /** Kept answers and their bytes, for tests and the bench. */
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

/** How long a version read may be on its way before callers stop waiting for it and read for themselves. */
const STALE_READ_MS = 2000;

/**
 * `read`, one at a time: called while no read is on its way, it starts
 * one; called while one is, it gets the next, which every call until then
 * shares and which starts when the one on its way ends (whether it
 * succeeded or failed). So each caller's read starts after its call, and
 * however many callers come, at most one read runs and one waits, but
 * for a read on its way longer than `staleMs` (a connection that hangs):
 * a caller then reads for itself rather than wait behind it.
 * @example const version = readsInTurn(() => db.get('SELECT version FROM catalogue_version')); await Promise.all([version(), version(), version()]) // two reads
 */
export function readsInTurn<T>(read: () => Promise<T>, staleMs = STALE_READ_MS, clock: () => number = () => performance.now()): () => Promise<T> {
  let running: Promise<void> | null = null;
  let next: Promise<T> | null = null;
  let startedAt = 0;
  const start = (): Promise<T> => {
    startedAt = clock();
    const reading = read();
    const ended = reading.then(
      () => undefined,
      () => undefined,
    );
    running = ended;
    void ended.then(() => {
      if (running === ended) running = null;
    });
    return reading;
  };
  return () => {
    // A read on its way for longer than `staleMs` (a connection that hangs) is not waited for: this caller reads itself.
    if (!running || clock() - startedAt > staleMs) return start();
    next ??= running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/** Default bound of the kept answers' bytes: 64 MB, about two hundred 50-unit-type answers with their compressed forms. */
export const AVAILABILITY_CACHE_BYTES = 64 * 1024 * 1024;

export function createAvailabilityCache(maxBytes = AVAILABILITY_CACHE_BYTES): AvailabilityCache {
  const current: CatalogueVersion = { catalogue: -1, inventory: -1 };
  const entries = new Map<string, EncodedAnswer>();
  /** Bounded by what a version's properties hold: a few objects per property, language and unit-type set. */
  const remembered = new Map<string, Promise<unknown>>();
  /** The keys of `remembered` whose values the inventory sets, dropped when its version moves. */
  const ofInventory = new Set<string>();
  /** The keys of `remembered` whose reads have ended and are kept. */
  const settled = new Set<string>();
  /** The bytes of each value of `remembered` kept with a size, least recently used first. */
  const sized = new Map<string, number>();
  /** Bounded the same way: one per unit type or rate plan and language asked for. */
  const fragments = new Map<string, Map<number, Buffer>>();
  const stats = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  const sizeOf = (answer: EncodedAnswer) => {
    let bytes = answer.json.length;
    for (const encoded of Object.values(answer.encoded)) bytes += encoded.length;
    return bytes;
  };
  const isCurrent = (version: CatalogueVersion) => version.catalogue === current.catalogue && version.inventory === current.inventory;

  /**
   * Moves to newer versions: every answer kept belongs to older ones. A
   * newer catalogue drops everything kept; a newer inventory alone, the
   * answers and what the inventory sets.
   */
  function advance(version: CatalogueVersion): void {
    if (version.catalogue > current.catalogue) {
      remembered.clear();
      ofInventory.clear();
      settled.clear();
      sized.clear();
      fragments.clear();
    } else if (version.catalogue === current.catalogue && version.inventory > current.inventory) {
      for (const key of ofInventory) {
        remembered.delete(key);
        settled.delete(key);
        sized.delete(key);
      }
      ofInventory.clear();
    } else return;
    current.catalogue = version.catalogue;
    current.inventory = version.inventory;
    entries.clear();
    stats.entries = 0;
    stats.bytes = 0;
    for (const bytes of sized.values()) stats.bytes += bytes;
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
      ofInventory.delete(oldest);
      settled.delete(oldest);
      stats.bytes -= bytes;
    }
  }

  /** Marks a kept value with a size the most recently used (evicted last). */
  function used(key: string): void {
    const bytes = sized.get(key);
    if (bytes === undefined) return;
    sized.delete(key);
    sized.set(key, bytes);
  }

  /** Counts a kept value's bytes towards the bound. */
  function count(key: string, bytes: number): void {
    sized.set(key, bytes);
    stats.bytes += bytes;
    evict();
  }

  /** `compute`'s value kept under `key` when `keeps` (read under the newest versions seen), else read each time. */
  function kept<T>(keeps: boolean, key: string, compute: () => Promise<T>, keep: (value: T) => boolean, bytesOf?: (value: T) => number): Promise<T> {
    if (!keeps || maxBytes === 0) return compute();
    const found = remembered.get(key);
    if (found) {
      used(key);
      return found as Promise<T>;
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
      if (remembered.get(key) !== made) return;
      settled.add(key);
      if (bytesOf) count(key, bytesOf(value));
    }, forget);
    return made;
  }

  /** The versions' reads in turn, one queue per connection or transaction read on. */
  const versionReads = new WeakMap<Queryable, () => Promise<CatalogueVersion>>();
  const readVersion = async (db: Queryable): Promise<CatalogueVersion> => {
    const row = await db.get<{ version: number; inventory: number }>('SELECT version, inventory FROM catalogue_version WHERE id = 1');
    return { catalogue: Number(row?.version ?? 0), inventory: Number(row?.inventory ?? 0) };
  };

  const cache: AvailabilityCache = {
    stats,
    async version(db) {
      let read = versionReads.get(db);
      if (!read) {
        read = readsInTurn(() => readVersion(db));
        versionReads.set(db, read);
      }
      const version = await read();
      advance(version);
      // Each caller its own copy: the shared read's object is not the callers' to share.
      return { ...version };
    },
    async answer(version, key, compute) {
      const found = isCurrent(version) ? entries.get(key) : undefined;
      if (found) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, found);
        stats.hits += 1;
        return found;
      }
      stats.misses += 1;
      const computed = await compute();
      const answer: EncodedAnswer = { json: Buffer.isBuffer(computed) ? computed : Buffer.from(JSON.stringify(computed)), encoded: {} };
      // A newer version may have been read while this one was computed: an answer of an older one is sent, not kept.
      if (isCurrent(version) && maxBytes > 0) {
        entries.set(key, answer);
        stats.bytes += sizeOf(answer);
        stats.entries = entries.size;
        evict();
      }
      return answer;
    },
    fragment(version, scope, id, make) {
      if (version.catalogue !== current.catalogue || maxBytes === 0) return Buffer.from(make());
      let ofScope = fragments.get(scope);
      if (!ofScope) {
        ofScope = new Map();
        fragments.set(scope, ofScope);
      }
      let made = ofScope.get(id);
      if (!made) {
        made = Buffer.from(make());
        ofScope.set(id, made);
      }
      return made;
    },
    remember(version, key, compute, keep = () => true, bytesOf) {
      return kept(version.catalogue === current.catalogue, key, compute, keep, bytesOf);
    },
    rememberOfInventory(version, key, compute, bytesOf) {
      const own = `inventory ${key}`;
      const keeps = isCurrent(version);
      if (keeps && maxBytes > 0) ofInventory.add(own);
      return kept(keeps, own, compute, () => true, bytesOf);
    },
    keptFor(version) {
      const memo: Kept = (key, compute, bytesOf) => cache.remember(version, key, compute, undefined, bytesOf);
      const inventoryMemo: Kept = (key, compute, bytesOf) => cache.rememberOfInventory(version, key, compute, bytesOf);
      return {
        memo: Object.assign(memo, { keeps: true, ofInventory: inventoryMemo }),
        fragments: (scope, id, make) => cache.fragment(version, scope, id, make),
      };
    },
    settledFor(version) {
      return readingInventory(<T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number) => {
        if (version.catalogue !== current.catalogue || maxBytes === 0) return compute();
        if (settled.has(key)) {
          used(key);
          return remembered.get(key) as Promise<T>;
        }
        const made = compute();
        // Kept once read, unless nothing was found (names anyone may send), the catalogue moved, or another read of it is
        // kept or under way meanwhile.
        made.then(
          (value) => {
            if (value === null || version.catalogue !== current.catalogue || remembered.has(key)) return;
            remembered.set(key, made);
            settled.add(key);
            if (bytesOf) count(key, bytesOf(value));
          },
          () => undefined,
        );
        return made;
      });
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
