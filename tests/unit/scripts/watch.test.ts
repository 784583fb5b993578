import { describe, expect, it } from 'vitest';
import { changedProperties, followed, watchOnce, type Versions, type WatchDeps, type WatchState } from '../../../scripts/watch.ts';

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
      api.versions[slug] = (api.versions[slug] ?? 0) + 1;
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
});
