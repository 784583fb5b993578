import { describe, expect, it } from 'vitest';
import { changedProperties, followed, pagesVersions, watchOnce, type Versions, type WatchDeps, type WatchState } from '../../../scripts/watch.ts';

/** The API's versions as the test sets them, a build that succeeds or fails as told, and the log. */
function fakes(versions: Versions) {
  const api = { versions: { ...versions }, tag: 1 };
  const built: string[][] = [];
  const logged: string[] = [];
  let failNext = false;
  let clock = 0;
  const deps: WatchDeps = {
    async poll(etag) {
      const current = `W/"${api.tag}"`;
      return etag === current ? 'unchanged' : { etag: current, versions: { ...api.versions } };
    },
    async rebuild(slugs) {
      clock += 12_400;
      built.push(slugs);
      if (failNext) {
        failNext = false;
        throw new Error('villa-adriatic: activeLanguages.1: a language is one of hr, en, …');
      }
    },
    log: (line) => logged.push(line),
    now: () => clock,
  };
  return {
    deps,
    built,
    logged,
    change(slug: string) {
      api.versions[slug] = Number(api.versions[slug] ?? 0) + 1;
      api.tag += 1;
    },
    failNextBuild() {
      failNext = true;
    },
  };
}

describe('npm run build -- --watch', () => {
  it('tells changed, new and removed properties apart', () => {
    expect(changedProperties({ a: 1, b: 2, c: 1 }, { a: 1, b: 3, d: 1 })).toEqual({ changed: ['b'], added: ['d'], removed: ['c'] });
  });

  it('with --property follows only those properties: a change to another one is not seen', () => {
    expect(followed({ a: 2, b: 5, c: 1 }, ['a', 'c'])).toEqual({ a: 2, c: 1 });
    expect(followed({ a: 2, b: 5 })).toEqual({ a: 2, b: 5 });
    expect(changedProperties(followed({ a: 1, b: 1 }, ['a']), followed({ a: 1, b: 2 }, ['a']))).toEqual({ changed: [], added: [], removed: [] });
  });

  it('rebuilds only the property whose settings changed, and says how long it took to go live', async () => {
    const api = fakes({ 'villa-adriatic': 1, 'hotel-zadar': 1 });
    let state: WatchState = { etag: 'W/"1"', live: { 'villa-adriatic': 1, 'hotel-zadar': 1 }, failed: {} };
    state = await watchOnce(state, api.deps);
    expect(api.built).toEqual([]);
    api.change('villa-adriatic');
    state = await watchOnce(state, api.deps);
    expect(api.built).toEqual([['villa-adriatic']]);
    expect(state.live).toEqual({ 'villa-adriatic': 2, 'hotel-zadar': 1 });
    expect(api.logged).toEqual(['Settings changed: villa-adriatic (version 2); rebuilding…', 'Live: villa-adriatic, 12.4 s after the change was seen.']);
    state = await watchOnce(state, api.deps);
    expect(api.built).toHaveLength(1);
  });

  it('a failed build leaves the live pages as they were, says why, and is tried again only when the settings change again', async () => {
    const api = fakes({ 'villa-adriatic': 1 });
    let state: WatchState = { etag: 'W/"1"', live: { 'villa-adriatic': 1 }, failed: {} };
    api.change('villa-adriatic');
    api.failNextBuild();
    state = await watchOnce(state, api.deps);
    expect(state.live).toEqual({ 'villa-adriatic': 1 });
    expect(api.logged.at(-1)).toMatch(/^The build of villa-adriatic failed, so their live pages stay as they were: villa-adriatic: activeLanguages\.1/);
    // Another property's change moves the tag; the failed version is not built again.
    api.change('hotel-zadar');
    state = await watchOnce(state, api.deps);
    expect(api.built).toEqual([['villa-adriatic'], ['hotel-zadar']]);
    api.change('villa-adriatic');
    state = await watchOnce(state, api.deps);
    expect(api.built.at(-1)).toEqual(['villa-adriatic']);
    expect(state.live['villa-adriatic']).toBe(3);
  });

  it("rebuilds a group when one of its members' settings change: the member's name, place and ways to pay are on the group's pages", async () => {
    const engines = [
      { id: 1, slug: 'villa-adriatic', groupMembers: [] },
      { id: 2, slug: 'hotel-zadar', groupMembers: [] },
      { id: 3, slug: 'dalmatia-collection', groupMembers: [{ id: 2 }, { id: 1 }] },
      { id: 4, slug: 'apartments-split', groupMembers: [] },
    ];
    const versions = { 'villa-adriatic': 3, 'hotel-zadar': 7, 'dalmatia-collection': 2, 'apartments-split': 1 };
    expect(pagesVersions(versions, engines)).toEqual({
      'villa-adriatic': 3,
      'hotel-zadar': 7,
      'dalmatia-collection': '2; members hotel-zadar 7, villa-adriatic 3',
      'apartments-split': 1,
    });
    // A watcher that follows only the group still sees its members' changes.
    const before = followed(pagesVersions(versions, engines), ['dalmatia-collection']);
    const after = followed(pagesVersions({ ...versions, 'hotel-zadar': 8 }, engines), ['dalmatia-collection']);
    expect(changedProperties(before, after).changed).toEqual(['dalmatia-collection']);

    let current = versions;
    const built: string[][] = [];
    const logged: string[] = [];
    const deps: WatchDeps = {
      poll: async () => ({ etag: JSON.stringify(current), versions: pagesVersions(current, engines) }),
      rebuild: async (slugs) => {
        built.push(slugs);
      },
      log: (line) => logged.push(line),
      now: () => 0,
    };
    let state: WatchState = { etag: JSON.stringify(current), live: pagesVersions(current, engines), failed: {} };
    current = { ...versions, 'hotel-zadar': 8 };
    state = await watchOnce(state, deps);
    expect(built).toEqual([['hotel-zadar', 'dalmatia-collection']]);
    expect(logged[0]).toBe('Settings changed: hotel-zadar (version 8), dalmatia-collection (version 2; members hotel-zadar 8, villa-adriatic 3); rebuilding…');
    // The group's own change rebuilds the group alone.
    current = { ...current, 'dalmatia-collection': 3 };
    state = await watchOnce(state, deps);
    expect(built.at(-1)).toEqual(['dalmatia-collection']);
    expect(state.live['dalmatia-collection']).toBe('3; members hotel-zadar 8, villa-adriatic 3');
  });
});
