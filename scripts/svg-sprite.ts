/**
 * Joins the card badges and the language flags into one SVG file each, a
 * sprite whose images a page names by fragment: `/images/cards.svg#visa`,
 * `/images/flags.svg#hr`.
 *
 *   ./node_modules/.bin/node scripts/svg-sprite.ts
 *
 * Why: every SVG `<img>` is a document of its own, parsed, styled and laid
 * out on the main thread. On a short page the frame showed eleven of them
 * (the logo, the language's flag, seven card badges in the footer, the
 * footer's logo) at about 7.6 ms each on the bench's host, unthrottled: one
 * sprite per kind loads once, and each `<img>` that names a view of it
 * draws from the one parsed document (in Chromium, seven badges from one
 * sprite took 313 ms of the page's tasks against 430 ms as seven files).
 *
 * The sources are `src/assets/cards/*.svg` and `src/assets/flags/*.svg`;
 * the command writes `public/images/cards.svg` and
 * `public/images/flags.svg`, and a unit test fails when a committed sprite
 * is not what its sources make. Each image keeps its own viewBox in a
 * nested `<svg>`, placed on a diagonal far from the others, and a `<view>`
 * named after its file shows exactly it; its ids are prefixed with its name
 * (`hr_c`), and its `url(#…)` and `href="#…"` follow. What a sprite could
 * not carry faithfully is refused, naming the file, and nothing is written:
 * `<style>` (it would apply to every image), scripts and animations,
 * `xlink:href`, comments, CDATA and doctypes, external references, a
 * missing viewBox, a reference to an id the image does not declare, an id
 * declared twice, and a file name that is not lowercase letters, digits
 * and hyphens.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError, messageOf, runCommand, usageError } from '../server/cli/command.ts';

export interface SpriteImage {
  /** The view's id: the file's name without `.svg`. */
  name: string;
  svg: string;
}

/** The sprites: each made of the SVG files of its folder, written to its path (both relative to the repository). */
export const SPRITES = [
  { from: 'src/assets/cards', to: 'public/images/cards.svg' },
  { from: 'src/assets/flags', to: 'public/images/flags.svg' },
] as const;

/** How far apart the images sit, each on the diagonal: farther than any image is wide or tall. */
const GAP = 10_000;

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** What no image in a sprite may hold, with why. */
const REFUSED: readonly (readonly [RegExp, string])[] = [
  [/<style\b/i, 'a <style> would style every image of the sprite: write its rules as attributes'],
  [/<script\b/i, 'a <script> does not run in an image: remove it'],
  [/<(?:animate|animateMotion|animateTransform|set)\b/i, 'an animation cannot go into a sprite'],
  [/<foreignObject\b/i, 'a <foreignObject> cannot go into a sprite'],
  [/xlink:href/i, 'xlink:href cannot go into a sprite: write href'],
  [/<!--/, 'a comment cannot go into a sprite: remove it'],
  [/<!\[CDATA\[/i, 'CDATA cannot go into a sprite'],
  [/<!DOCTYPE/i, 'a doctype cannot go into a sprite'],
  [/\bhref\s*=\s*["'](?!#)/i, 'a reference to another file cannot go into a sprite'],
  [/url\(\s*["']?(?!#)/i, 'a url() to another file cannot go into a sprite'],
];

/** The attributes of a start tag's text (`a="1" b='2'`), in order. */
function attributesOf(name: string, text: string): [string, string][] {
  const attributes: [string, string][] = [];
  const pattern = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let rest = text;
  for (const match of text.matchAll(pattern)) {
    attributes.push([match[1], match[2] ?? match[3]]);
    rest = rest.replace(match[0], '');
  }
  if (rest.replace('/', '').trim() !== '') throw new Error(`${name}: the root <svg> has an attribute without a quoted value: ${rest.trim().slice(0, 30)}`);
  return attributes;
}

/** One image as the sprite holds it, at `offset` on the diagonal: its `<view>` and its nested `<svg>`. */
function spriteEntry({ name, svg }: SpriteImage, offset: number): string {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a sprite name: lowercase letters, digits and hyphens`);
  for (const [pattern, why] of REFUSED) if (pattern.test(svg)) throw new Error(`${name}: ${why}`);
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!root) throw new Error(`${name}: not one <svg> element`);
  const attributes = attributesOf(name, root[1]);
  const viewBox =
    attributes
      .find(([key]) => key === 'viewBox')?.[1]
      .trim()
      .split(/[\s,]+/) ?? [];
  if (viewBox.length !== 4 || !viewBox.every((n) => NUMBER.test(n)) || Number(viewBox[2]) <= 0 || Number(viewBox[3]) <= 0)
    throw new Error(`${name}: the root <svg> needs a viewBox of four numbers with a positive width and height`);
  const [width, height] = [viewBox[2], viewBox[3]];
  if (Number(width) >= GAP || Number(height) >= GAP) throw new Error(`${name}: the viewBox is ${GAP} or more wide or tall`);
  // What the root carries beside its size and namespaces (a fill, say) stays on the image's own <svg>.
  const kept = attributes
    .filter(([key]) => !['viewBox', 'width', 'height', 'x', 'y', 'xmlns'].includes(key) && !key.startsWith('xmlns:'))
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  if (/\bid="/.test(kept)) throw new Error(`${name}: the root <svg> has an id`);

  const body = root[2];
  const declared = new Set<string>();
  for (const match of body.matchAll(/\sid\s*=\s*["']([^"']*)["']/g)) {
    if (declared.has(match[1])) throw new Error(`${name}: the id "${match[1]}" is declared twice`);
    declared.add(match[1]);
  }
  const prefixed = (id: string): string => {
    if (!declared.has(id)) throw new Error(`${name}: "#${id}" names an id the image does not declare`);
    return `${name}_${id}`;
  };
  const content = body
    .replace(/(\sid\s*=\s*)(["'])([^"']*)\2/g, (_, before: string, quote: string, id: string) => `${before}${quote}${prefixed(id)}${quote}`)
    .replace(/url\(\s*(["']?)#([^"')\s]+)\1\s*\)/g, (_, quote: string, id: string) => `url(${quote}#${prefixed(id)}${quote})`)
    .replace(/(\shref\s*=\s*)(["'])#([^"']*)\2/g, (_, before: string, quote: string, id: string) => `${before}${quote}#${prefixed(id)}${quote}`)
    .trim();
  return (
    `<view id="${name}" viewBox="${offset} ${offset} ${width} ${height}"/>` +
    `<svg x="${offset}" y="${offset}" width="${width}" height="${height}" viewBox="${viewBox.join(' ')}"${kept}>${content}</svg>`
  );
}

/**
 * One sprite of the images, in the order given; each image's `<view>` is
 * named after it.
 * @example svgSprite([{ name: 'dot', svg: '<svg viewBox="0 0 2 2"><circle r="1"/></svg>' }])
 * // '<svg xmlns="http://www.w3.org/2000/svg">\n<view id="dot" viewBox="0 0 2 2"/><svg x="0" y="0" width="2" height="2" viewBox="0 0 2 2"><circle r="1"/></svg>\n</svg>\n'
 */
export function svgSprite(images: readonly SpriteImage[]): string {
  const names = new Set<string>();
  const entries = images.map((image, index) => {
    if (names.has(image.name)) throw new Error(`two images are named "${image.name}"`);
    names.add(image.name);
    return spriteEntry(image, index * GAP);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${entries.join('\n')}\n</svg>\n`;
}

/** The SVG files of a folder as sprite images, by name. */
export function imagesIn(folder: string): SpriteImage[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.svg'.length), svg: readFileSync(join(folder, file), 'utf8') }));
}

/** Every sprite as its sources make it: its path (relative to `base`) and its text. */
export function madeSprites(base: string): { path: string; svg: string }[] {
  return SPRITES.map(({ from, to }) => {
    try {
      return { path: to, svg: svgSprite(imagesIn(join(base, from))) };
    } catch (error) {
      throw new CliError(`${from}: ${messageOf(error)}`);
    }
  });
}

async function main(): Promise<void> {
  if (process.argv.length > 2)
    throw usageError('it takes no arguments; it makes public/images/cards.svg and public/images/flags.svg from src/assets/cards and src/assets/flags');
  const base = join(import.meta.dirname, '..');
  for (const { path, svg } of madeSprites(base)) {
    writeFileSync(join(base, path), svg);
    process.stdout.write(`${path}\n`);
  }
}

if (import.meta.main) runCommand('svg-sprite', main);
