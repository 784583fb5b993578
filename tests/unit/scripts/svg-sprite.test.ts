import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { madeSprites, svgSprite } from '../../../scripts/svg-sprite.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('the SVG sprites (scripts/svg-sprite.ts)', () => {
  it('are committed as their sources make them', () => {
    for (const { path, svg } of madeSprites(root)) expect(readFileSync(join(root, path), 'utf8'), `${path}: run scripts/svg-sprite.ts`).toBe(svg);
  });

  it('give each image a view of its own viewBox, on a diagonal, with its ids prefixed and its references following', () => {
    const sprite = svgSprite([
      { name: 'dot', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle r="1"/></svg>' },
      {
        name: 'hr',
        svg: `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" fill="#fff"><defs><pattern id="c"/><path id='p' d="M0 0"/></defs><path fill="url(#c)" d="M1 1"/><use href="#p"/></svg>\n`,
      },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n' +
        '<view id="dot" viewBox="0 0 2 2"/><svg x="0" y="0" width="2" height="2" viewBox="0 0 2 2"><circle r="1"/></svg>\n' +
        '<view id="hr" viewBox="10000 10000 30 20"/><svg x="10000" y="10000" width="30" height="20" viewBox="0 0 30 20" fill="#fff">' +
        `<defs><pattern id="hr_c"/><path id='hr_p' d="M0 0"/></defs><path fill="url(#hr_c)" d="M1 1"/><use href="#hr_p"/></svg>\n` +
        '</svg>\n',
    );
  });

  it('refuse what a sprite could not carry faithfully, naming the image', () => {
    const refused =
      (svg: string, name = 'logo') =>
      () =>
        svgSprite([{ name, svg }]);
    expect(refused('<svg viewBox="0 0 2 2"><style>path{fill:red}</style></svg>')).toThrow('logo: a <style> would style every image of the sprite');
    expect(refused('<svg viewBox="0 0 2 2"><script>alert(1)</script></svg>')).toThrow('logo: a <script> does not run in an image');
    expect(refused('<svg viewBox="0 0 2 2"><circle r="1"><animate attributeName="r"/></circle></svg>')).toThrow('logo: an animation cannot go into a sprite');
    expect(refused('<svg viewBox="0 0 2 2"><use xlink:href="#a"/></svg>')).toThrow('xlink:href cannot go into a sprite: write href');
    expect(refused('<svg viewBox="0 0 2 2"><!-- note --></svg>')).toThrow('a comment cannot go into a sprite');
    expect(refused('<svg viewBox="0 0 2 2"><image href="photo.png"/></svg>')).toThrow('a reference to another file');
    expect(refused('<svg viewBox="0 0 2 2"><path fill="url(other.svg#a)"/></svg>')).toThrow('a url() to another file');
    expect(refused('<svg width="2" height="2"><circle r="1"/></svg>')).toThrow('logo: the root <svg> needs a viewBox of four numbers');
    expect(refused('<svg viewBox="0 0 0 2"></svg>')).toThrow('a positive width and height');
    expect(refused('<svg viewBox="0 0 2 2"><path fill="url(#missing)"/></svg>')).toThrow('logo: "#missing" names an id the image does not declare');
    expect(refused('<svg viewBox="0 0 2 2"><use href="#missing"/></svg>')).toThrow('"#missing" names an id the image does not declare');
    expect(refused('<svg viewBox="0 0 2 2"><g id="a"/><g id="a"/></svg>')).toThrow('logo: the id "a" is declared twice');
    expect(refused('<g/>')).toThrow('logo: not one <svg> element');
    expect(refused('<svg viewBox="0 0 2 2" fill=red></svg>')).toThrow('logo: the root <svg> has an attribute without a quoted value: fill=red');
    expect(refused('<svg viewBox="0 0 2 2"></svg>', 'Logo')).toThrow('"Logo" is not a sprite name');
    expect(refused('<svg viewBox="0 0 2 2"></svg>', 'a_b')).toThrow('"a_b" is not a sprite name');
    const dot = { name: 'dot', svg: '<svg viewBox="0 0 2 2"></svg>' };
    expect(() => svgSprite([dot, dot])).toThrow('two images are named "dot"');
  });
});
