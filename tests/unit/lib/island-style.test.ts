import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from '../../../src/lib/frame/island-style.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('the islands’ style in <head> (valid HTML)', () => {
  it('moves it from <body> to the end of <head>, unchanged', () => {
    const page = `<html><head><meta charset="utf-8"><style>:root{--c:#000}</style></head><body><a>Skip</a>${STYLE}<script>x</script><astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><meta charset="utf-8"><style>:root{--c:#000}</style>${STYLE}</head><body><a>Skip</a><script>x</script><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style in <head>, as it is', () => {
    const plain = '<html><head></head><body><p>404</p></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(islandStyleInHead(done)).toBe(done);
  });
});
