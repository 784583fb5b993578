/**
 * How `scripts/build.ts` splits a portfolio: across machines (`--shard`)
 * and across parallel Astro builds on one machine (`--jobs`).
 * One Astro build renders its pages on one core; a large portfolio is split
 * into groups of about equal page counts, one Astro build each, so every
 * core renders. Each group's pages link that group's own `_astro` assets.
 */
import type { BookingEngine } from '../src/lib/types.ts';

/** `i/n`: the properties whose position modulo n is i − 1 (a stable split for a CI matrix). */
export function shardOf<T>(items: readonly T[], shard: string | undefined): T[] {
  if (!shard) return [...items];
  const match = /^(\d+)\/(\d+)$/.exec(shard);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) throw new Error(`--shard must look like 1/4, got "${shard}"`);
  const [index, count] = [Number(match[1]) - 1, Number(match[2])];
  return items.filter((_, position) => position % count === index);
}

/** Pages Astro renders per active language of a property (the shells under /{lang}/). */
export const PAGES_PER_LANGUAGE = 9;

/** Below about this many pages per group, a second Astro build costs more (its own bundling) than it saves. */
export const MIN_PAGES_PER_JOB = 2000;

/** Pages of one property: its languages' shells and its language chooser. */
export const pagesOf = (engine: Pick<BookingEngine, 'activeLanguages'>): number => engine.activeLanguages.length * PAGES_PER_LANGUAGE + 1;

/**
 * Parallel Astro builds for `pages` pages on `cpus` cores: one per
 * MIN_PAGES_PER_JOB pages, at least one, at most one per core.
 * @example defaultJobs(300, 2) // 1
 * @example defaultJobs(99_000, 2) // 2
 */
export function defaultJobs(pages: number, cpus: number): number {
  return Math.max(1, Math.min(cpus, Math.floor(pages / MIN_PAGES_PER_JOB)));
}

/**
 * The member properties of the groups among `built` (a build job's
 * properties), from every property read (`all`): a group's pages show
 * some of their settings (the checkout offers the methods of the member
 * whose units are in the basket), whether or not the job builds the
 * members' own pages. In `all`'s order, each once.
 * @example groupMembersFor([group], [villa, group, hotel]) // [villa, hotel] when the group holds both
 */
export function groupMembersFor<T extends { id: number; groupMembers: readonly { id: number }[] }>(built: readonly T[], all: readonly T[]): T[] {
  const ids = new Set(built.flatMap((engine) => engine.groupMembers.map((member) => member.id)));
  return all.filter((engine) => ids.has(engine.id));
}

/**
 * Splits the properties into at most `jobs` non-empty groups of about
 * equal page counts (largest first onto the lightest group), each group
 * keeping the portfolio's order.
 */
export function splitByPages<T extends Pick<BookingEngine, 'activeLanguages'>>(engines: readonly T[], jobs: number): T[][] {
  const count = Math.max(1, Math.min(Math.floor(jobs), engines.length));
  const load = Array.from({ length: count }, () => 0);
  const members: number[][] = Array.from({ length: count }, () => []);
  const order = engines.map((engine, index) => ({ index, pages: pagesOf(engine) })).sort((a, b) => b.pages - a.pages || a.index - b.index);
  for (const { index, pages } of order) {
    let lightest = 0;
    for (let group = 1; group < count; group++) if (load[group] < load[lightest]) lightest = group;
    load[lightest] += pages;
    members[lightest].push(index);
  }
  return members.filter((group) => group.length > 0).map((group) => group.sort((a, b) => a - b).map((index) => engines[index]));
}
