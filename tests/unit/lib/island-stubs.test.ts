import { describe, expect, it } from 'vitest';
import { islandsPastStubs, stubTarget } from '../../../src/lib/frame/island-stubs.ts';

describe('islands past their entry stubs', () => {
  it('reads a stub: one binding of a chunk beside it, re-exported as its default', () => {
    expect(stubTarget('export{u as default}from"./runtime.Y3-z8zZE.js";')).toEqual({ file: 'runtime.Y3-z8zZE.js', name: 'u' });
    expect(stubTarget('export{$e as default}from"./runtime.Y3-z8zZE.js"\n')).toEqual({ file: 'runtime.Y3-z8zZE.js', name: '$e' });
  });

  it('takes nothing else for a stub: code, several exports, a chunk elsewhere', () => {
    expect(stubTarget('import{n as e}from"./early.js";e();')).toBeNull();
    expect(stubTarget('export{u as default,v}from"./runtime.js";')).toBeNull();
    expect(stubTarget('export{u as default}from"../other/runtime.js";')).toBeNull();
    expect(stubTarget('export{u as default}from"https://example.com/runtime.js";')).toBeNull();
    expect(stubTarget('export{u as default}from"./runtime.js";console.log(1)')).toBeNull();
  });

  it('points an island whose component is a stub at the chunk and its export; other islands stay', () => {
    const stubs = new Map([['/_astro/CookieNotice.DW8aFPxC.js', { file: 'runtime.Y3-z8zZE.js', name: 'u' }]]);
    const page =
      '<astro-island uid="a" component-url="/_astro/CookieNotice.DW8aFPxC.js" component-export="default" renderer-url="/_astro/client.js">' +
      '<astro-island uid="b" component-url="/_astro/Checkout.D6Zza7L3.js" component-export="default" renderer-url="/_astro/client.js">';
    expect(islandsPastStubs(page, stubs)).toBe(
      '<astro-island uid="a" component-url="/_astro/runtime.Y3-z8zZE.js" component-export="u" renderer-url="/_astro/client.js">' +
        '<astro-island uid="b" component-url="/_astro/Checkout.D6Zza7L3.js" component-export="default" renderer-url="/_astro/client.js">',
    );
  });

  it('leaves an island that names an export of its own', () => {
    const stubs = new Map([['/_astro/A.js', { file: 'runtime.js', name: 'u' }]]);
    const page = '<astro-island component-url="/_astro/A.js" component-export="Named">';
    expect(islandsPastStubs(page, stubs)).toBe(page);
  });
});
