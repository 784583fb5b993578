/**
 * The frame's islands (cookie notice, header controls, loading overlay,
 * policy link and modals) are built into the runtime chunk every page loads
 * (`astro.config.mjs`, codeSplitting). Astro still gives each island an
 * entry file of its own, which is then only a stub,
 * `export{u as default}from"./runtime.….js";`: one more request per
 * island and about 70 bytes of gzip each, on every page, for nothing. The
 * build points each island whose component file is such a stub at the
 * chunk and export it forwards to (`component-url`, `component-export`,
 * which Astro's island loader reads as the module's named export). The
 * islands' hydration is otherwise Astro's own.
 */

/** A module that only re-exports one binding of another chunk as its default. */
const STUB = /^export\s*\{\s*([\w$]+)\s+as\s+default\s*\}\s*from\s*"\.\/([\w.-]+\.js)";?\s*$/;

/** Where a stub forwards to: the chunk's file name (beside the stub) and its export. */
export interface StubTarget {
  file: string;
  name: string;
}

/**
 * What a built module forwards to when it is a re-export stub; null for any
 * other module.
 * @example stubTarget('export{u as default}from"./runtime.Y3-z8zZE.js";') // { file: 'runtime.Y3-z8zZE.js', name: 'u' }
 */
export function stubTarget(code: string): StubTarget | null {
  const found = STUB.exec(code);
  return found ? { file: found[2]!, name: found[1]! } : null;
}

const ISLAND_COMPONENT = /component-url="([^"]+)" component-export="default"/g;

/**
 * The page with every island whose component file is a stub (`stubs`, by
 * its URL, e.g. '/_astro/CookieNotice.DW8aFPxC.js') loading the chunk the
 * stub forwards to, by the export's name. Other islands, and islands
 * naming an export already, stay as they are.
 * @example islandsPastStubs('<astro-island component-url="/_astro/A.js" component-export="default">', new Map([['/_astro/A.js', { file: 'runtime.js', name: 'u' }]])) // '<astro-island component-url="/_astro/runtime.js" component-export="u">'
 */
export function islandsPastStubs(html: string, stubs: ReadonlyMap<string, StubTarget>): string {
  return html.replace(ISLAND_COMPONENT, (attributes, url: string) => {
    const target = stubs.get(url);
    if (!target) return attributes;
    const chunk = `${url.slice(0, url.lastIndexOf('/') + 1)}${target.file}`;
    return `component-url="${chunk}" component-export="${target.name}"`;
  });
}
