import { describe, expect, it } from 'vitest';
import { defaultJobs, groupMembersFor, pagesOf, shardOf, splitByPages } from '../../../scripts/build-jobs.ts';
import { isPageLine } from '../../../scripts/build-progress.ts';
import { LOCALES, type Locale } from '../../../src/lib/types.ts';

const engine = (slug: string, languages: number) => ({ slug, activeLanguages: LOCALES.slice(0, languages) as Locale[] });

describe('parallel Astro builds', () => {
  it('counts a property’s pages: nine shells per language and the language chooser', () => {
    expect(pagesOf(engine('a', 11))).toBe(100);
    expect(pagesOf(engine('a', 1))).toBe(10);
  });

  it('runs one build for a small portfolio and one per core for a large one', () => {
    expect(defaultJobs(500, 2)).toBe(1);
    expect(defaultJobs(3_999, 2)).toBe(1);
    expect(defaultJobs(4_000, 2)).toBe(2);
    expect(defaultJobs(100_000, 2)).toBe(2);
    expect(defaultJobs(100_000, 8)).toBe(8);
    expect(defaultJobs(100_000, 1)).toBe(1);
  });

  it('splits into groups of about equal pages, every property once, in portfolio order', () => {
    const engines = [engine('a', 11), engine('b', 3), engine('c', 4), engine('d', 11), engine('e', 6), engine('f', 1), engine('g', 11)];
    const groups = splitByPages(engines, 2);
    expect(groups).toHaveLength(2);
    expect(
      groups
        .flat()
        .map((e) => e.slug)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    for (const group of groups) {
      const positions = group.map((e) => engines.indexOf(e));
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    }
    const loads = groups.map((group) => group.reduce((sum, e) => sum + pagesOf(e), 0));
    expect(Math.abs(loads[0] - loads[1])).toBeLessThanOrEqual(100);
  });

  it('never makes more groups than properties, nor empty ones', () => {
    expect(splitByPages([engine('a', 2)], 4)).toEqual([[engine('a', 2)]]);
    expect(splitByPages([engine('a', 2), engine('b', 2)], 1)).toEqual([[engine('a', 2), engine('b', 2)]]);
  });

  it('keeps --shard a stable split by position', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const shards = [1, 2, 3, 4].map((i) => shardOf(items, `${i}/4`));
    expect(shards[0]).toEqual([0, 4, 8]);
    expect(shards.flat().sort((x, y) => x - y)).toEqual(items);
  });

  it('counts Astro’s per-page log line and nothing else', () => {
    expect(isPageLine({ level: 'info', label: null, message: '  \u001b[34m\u251C\u2500\u001b[39m \u001b[2m/en/villa/index.html\u001b[22m' })).toBe(true);
    expect(isPageLine({ level: 'info', label: 'SKIP_FORMAT', message: ' (+3ms)' })).toBe(false);
    expect(isPageLine({ level: 'warn', label: 'build', message: 'something \u251C\u2500' })).toBe(false);
  });

  it('sends a group’s members along with it, whichever build renders their pages: its checkout offers their payment methods', () => {
    const property = (id: number, members: number[] = []) => ({ id, groupMembers: members.map((member) => ({ id: member })) });
    const [villa, group, hotel, other] = [property(1), property(2, [3, 1]), property(3), property(4)];
    const all = [villa, group, hotel, other];
    // The group built alone (a rebuild of its pages): both members, in the portfolio's order.
    expect(groupMembersFor([group], all)).toEqual([villa, hotel]);
    expect(groupMembersFor([villa, other], all)).toEqual([]);
    // A member deleted since the group named it is simply not there.
    expect(groupMembersFor([property(5, [3, 9])], all)).toEqual([hotel]);
  });
});
