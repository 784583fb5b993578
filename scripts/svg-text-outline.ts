/**
 * Draws an SVG's `<text>` as the outlines of its glyphs: the logos and
 * card badges the pages show as images.
 *
 *   ./node_modules/.bin/node scripts/svg-text-outline.ts <file.svg>…
 *
 * Why: text in an SVG image is laid out in the image's own document, with
 * whatever fonts the guest's device has. A phone without Arial or Georgia
 * drew the card brands and the demo logos in another face, and laying out
 * that text (finding the font, shaping) took the main thread 3–5 ms per
 * image on the bench's host: about 50 ms for the frame's logo and the
 * footer's card badges, unthrottled. Outlines look the same everywhere and
 * cost only their drawing.
 *
 * The fonts are the Liberation family (SIL Open Font License), metrically
 * the same as Arial and Times New Roman, which Chromium substitutes for
 * those names on Linux: the outlines match what these images showed there.
 * Debian's `fonts-liberation` package installs them; `LIBERATION_FONTS`
 * names another folder. Kerning and `letter-spacing` apply as a browser
 * applies them, and `text-anchor` places the run. Coordinates are kept to
 * tenths of a unit, as relative path commands.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { CliError, messageOf, runCommand, usageError } from '../server/cli/command.ts';

const FONT_DIR = process.env.LIBERATION_FONTS ?? '/usr/share/fonts/truetype/liberation';

/** The text attributes a `<text>` takes from itself or from its `<g>`. */
const TEXT_ATTRIBUTES = new Set(['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'letter-spacing']);

export interface TextRun {
  text: string;
  x: number;
  y: number;
  /** The CSS font stack: a serif one ('Georgia', 'Times New Roman', 'serif') draws in Liberation Serif, any other in Liberation Sans. */
  fontFamily?: string;
  fontSize?: number;
  /** 600 and above ('bold' too) draw bold. */
  fontWeight?: string;
  fontStyle?: string;
  textAnchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
}

const fonts = new Map<string, opentype.Font>();

/** The Liberation face for a font stack, weight and style. */
function faceFor(run: TextRun): opentype.Font {
  const family = run.fontFamily ?? '';
  const serif = /georgia|times|serif/i.test(family) && !/sans-serif/i.test(family);
  const bold = run.fontWeight === 'bold' || Number(run.fontWeight ?? 400) >= 600;
  const italic = run.fontStyle === 'italic' || run.fontStyle === 'oblique';
  const name = `Liberation${serif ? 'Serif' : 'Sans'}-${bold ? (italic ? 'BoldItalic' : 'Bold') : italic ? 'Italic' : 'Regular'}.ttf`;
  let font = fonts.get(name);
  if (!font) {
    const file = join(FONT_DIR, name);
    if (!existsSync(file))
      throw new CliError(`${file} is missing: install Debian's fonts-liberation, or set LIBERATION_FONTS to the folder that holds ${name}.`);
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(name, font);
  }
  return font;
}

/** A number of tenths written short: 15 → '1.5', -5 → '-.5', 20 → '2'. */
function tenths(value: number): string {
  const text = (Math.abs(value) / 10).toString().replace(/^0\./, '.');
  return value < 0 ? `-${text}` : text;
}

/** Numbers joined as SVG path data: a minus sign separates them by itself. */
const joined = (numbers: string[]): string => numbers.map((number, index) => (index > 0 && !number.startsWith('-') ? ` ${number}` : number)).join('');

/**
 * The path data of a run of text, in relative commands on coordinates
 * rounded to tenths (each delta between rounded points, so nothing drifts).
 * @example outlinePath({ text: 'VISA', x: 40, y: 30.5, fontSize: 22, textAnchor: 'middle' }).startsWith('m') // true
 */
export function outlinePath(run: TextRun): string {
  const font = faceFor(run);
  const size = run.fontSize ?? 16;
  const scale = size / font.unitsPerEm;
  const spacing = run.letterSpacing ?? 0;
  const glyphs = font.stringToGlyphs(run.text);
  const advances = glyphs.map(
    (glyph, index) => glyph.advanceWidth * scale + spacing + (index + 1 < glyphs.length ? font.getKerningValue(glyph, glyphs[index + 1]) * scale : 0),
  );
  const width = advances.reduce((sum, advance) => sum + advance, 0);
  let x = run.x - (run.textAnchor === 'middle' ? width / 2 : run.textAnchor === 'end' ? width : 0);
  const round = (value: number) => Math.round(value * 10);
  let data = '';
  let current = [0, 0];
  let start = [0, 0];
  let last = '';
  glyphs.forEach((glyph, index) => {
    for (const command of glyph.getPath(x, run.y, size).commands) {
      if (command.type === 'Z') {
        data += 'z';
        current = start;
        last = 'z';
        continue;
      }
      const points =
        command.type === 'C'
          ? [command.x1, command.y1, command.x2, command.y2, command.x, command.y]
          : command.type === 'Q'
            ? [command.x1, command.y1, command.x, command.y]
            : [command.x, command.y];
      const body = joined(points.map((value, at) => tenths(round(value) - current[at % 2])));
      const letter = command.type.toLowerCase();
      // A line that goes nowhere once rounded is left out.
      if (letter === 'l' && body === '0 0') continue;
      // A command repeated after its own kind needs no letter (not after 'm', whose repeats would be lines).
      data += letter === last && letter !== 'm' ? (body.startsWith('-') ? body : ` ${body}`) : letter + body;
      last = letter;
      current = [round(command.x), round(command.y)];
      if (command.type === 'M') start = current;
    }
    x += advances[index];
  });
  return data;
}

/** An element's attributes, in order. */
function attributesOf(source: string): [string, string][] {
  return [...source.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]);
}

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A `<text>` as a `<path>`: its own attributes but the text's (a fill, an opacity) stay on the path. */
function outlinedElement(attributes: [string, string][], content: string): string {
  const value = new Map(attributes);
  const number = (name: string) => (value.has(name) ? Number(value.get(name)) : undefined);
  const anchor = value.get('text-anchor');
  const d = outlinePath({
    text: unescapeXml(content),
    x: number('x') ?? 0,
    y: number('y') ?? 0,
    fontFamily: value.get('font-family'),
    fontSize: number('font-size'),
    fontWeight: value.get('font-weight'),
    fontStyle: value.get('font-style'),
    textAnchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
    letterSpacing: number('letter-spacing'),
  });
  const kept = attributes
    .filter(([name]) => !TEXT_ATTRIBUTES.has(name) && name !== 'x' && name !== 'y')
    .map(([name, text]) => ` ${name}="${text}"`)
    .join('');
  return `<path${kept} d="${d}"/>`;
}

const TEXT = /<text([^>]*)>([^<]*)<\/text>/g;

/**
 * The SVG with every `<text>` (plain text, no `<tspan>`) drawn as a path; a
 * `<g>` around texts gives them its text attributes and keeps the others.
 */
export function outlineSvgText(svg: string): string {
  const inGroups = svg.replace(/<g([^>]*)>([\s\S]*?)<\/g>/g, (whole, groupAttributes: string, inner: string) => {
    if (!inner.includes('<text')) return whole;
    const group = attributesOf(groupAttributes);
    const inherited = group.filter(([name]) => TEXT_ATTRIBUTES.has(name));
    const kept = group
      .filter(([name]) => !TEXT_ATTRIBUTES.has(name))
      .map(([name, text]) => ` ${name}="${text}"`)
      .join('');
    const drawn = inner.replace(TEXT, (_, own: string, content: string) => outlinedElement([...inherited, ...attributesOf(own)], content));
    return `<g${kept}>${drawn}</g>`;
  });
  const outlined = inGroups.replace(TEXT, (_, own: string, content: string) => outlinedElement(attributesOf(own), content));
  if (/<text[\s>]/.test(outlined)) throw new Error('an SVG <text> with child elements (a <tspan>) cannot be outlined here');
  return outlined;
}

/** Outlines the text of the files named, each in place; nothing is written until every file has been read. */
async function main(): Promise<void> {
  const files = process.argv.slice(2);
  if (files.length === 0) throw usageError('name the SVG files whose text to outline, e.g. public/images/cards/visa.svg');
  for (const file of files) if (!existsSync(file)) throw usageError(`${file} does not exist.`);
  const outlined = files.map((file) => {
    try {
      return outlineSvgText(readFileSync(file, 'utf8'));
    } catch (error) {
      throw error instanceof CliError ? error : new CliError(`${file}: ${messageOf(error)}`);
    }
  });
  files.forEach((file, index) => {
    writeFileSync(file, outlined[index]);
    process.stdout.write(`${file}\n`);
  });
}

if (import.meta.main) runCommand('svg-text-outline', main);
