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
 *
 * It draws plain runs of text: attributes on the `<text>` and its `<g>`
 * ancestors, nested or not, in either quoting, entities decoded and white
 * space collapsed as SVG does. What it cannot draw faithfully it refuses,
 * naming the file and the reason, and writes nothing: `<tspan>` and other
 * children, fonts set by `style` or `class`, per-glyph positions
 * (`dx`, `rotate`, `textLength`), baseline shifts, lengths in units other
 * than px, faces other than Arial's and Times's, and characters the face
 * lacks.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { CliError, messageOf, runCommand, usageError } from '../server/cli/command.ts';
import { escapeHtml } from '../server/markup.ts';

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

/** The generic family a font name is drawn in: Liberation Sans for Arial's kind, Liberation Serif for Georgia's and Times's. */
const FAMILIES: Record<string, 'Sans' | 'Serif'> = {
  arial: 'Sans',
  helvetica: 'Sans',
  'liberation sans': 'Sans',
  'sans-serif': 'Sans',
  georgia: 'Serif',
  times: 'Serif',
  'times new roman': 'Serif',
  'liberation serif': 'Serif',
  serif: 'Serif',
};

/** The Liberation face for a font stack (its first name decides), weight and style. */
function faceFor(run: TextRun): opentype.Font {
  const first = (run.fontFamily ?? 'sans-serif')
    .split(',')[0]
    .trim()
    .replace(/^['"]|['"]$/g, '');
  const family = FAMILIES[first.toLowerCase()];
  if (!family) throw new Error(`font-family '${first}' is not one drawn here (Arial, Helvetica, Georgia, Times New Roman, sans-serif, serif)`);
  const weight = run.fontWeight ?? 'normal';
  if (!/^(normal|bold|[1-9]00)$/.test(weight)) throw new Error(`font-weight '${weight}' is not one drawn here (normal, bold, 100–900)`);
  const bold = weight === 'bold' || Number(weight) >= 600;
  const style = run.fontStyle ?? 'normal';
  if (!/^(normal|italic|oblique)$/.test(style)) throw new Error(`font-style '${style}' is not one drawn here`);
  const italic = style !== 'normal';
  const name = `Liberation${family}-${bold ? (italic ? 'BoldItalic' : 'Bold') : italic ? 'Italic' : 'Regular'}.ttf`;
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
  const missing = [...new Set(run.text)].filter((character) => font.charToGlyph(character).index === 0);
  if (missing.length > 0) throw new Error(`the font has no letter for '${missing.join('')}'`);
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

/** An element's attributes, in order, either quoting, with their values' entities decoded. */
function attributesOf(source: string): [string, string][] {
  return [...source.matchAll(/([a-zA-Z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((match) => [match[1], unescapeXml(match[2] ?? match[3])]);
}

/** An attribute written back, double-quoted. */
const attribute = ([name, value]: [string, string]): string => ` ${name}="${escapeHtml(value)}"`;

/** XML's five named entities and numeric character references. */
const unescapeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|quot|apos|amp);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[name] ?? whole;
  });

/** A text's characters as SVG lays them out by default: newlines removed, tabs as spaces, spaces collapsed and trimmed. */
const collapsed = (text: string): string =>
  text
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Attributes that set how a text is drawn in ways the outline would not follow. */
const REFUSED = [
  'style',
  'class',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'font',
  'font-variant',
  'font-stretch',
  'word-spacing',
  'writing-mode',
  'direction',
  'xml:space',
];

/** A length in user units: a plain number or px. */
function length(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(-?(?:\d+\.?\d*|\.\d+))(px)?\s*$/.exec(value);
  if (!match) throw new Error(`${name}="${value}" is not a single length in px`);
  return Number(match[1]);
}

/** A `<text>` as a `<path>`: the text's own attributes that are not about text (a fill, an opacity, a transform) stay on it. */
function outlinedElement(inherited: [string, string][], own: [string, string][], content: string): string {
  for (const [name] of own) if (REFUSED.includes(name)) throw new Error(`a <text> with ${name} cannot be outlined here`);
  const value = new Map([...inherited, ...own]);
  const anchor = value.get('text-anchor') ?? 'start';
  if (anchor !== 'start' && anchor !== 'middle' && anchor !== 'end') throw new Error(`text-anchor '${anchor}' is not start, middle or end`);
  const d = outlinePath({
    text: collapsed(unescapeXml(content)),
    x: length('x', value.get('x')) ?? 0,
    y: length('y', value.get('y')) ?? 0,
    fontFamily: value.get('font-family'),
    fontSize: length('font-size', value.get('font-size')),
    fontWeight: value.get('font-weight'),
    fontStyle: value.get('font-style'),
    textAnchor: anchor,
    letterSpacing: length('letter-spacing', value.get('letter-spacing')),
  });
  const kept = own
    .filter(([name]) => !TEXT_ATTRIBUTES.has(name) && name !== 'x' && name !== 'y')
    .map(attribute)
    .join('');
  return `<path${kept} d="${d}"/>`;
}

/** A group on the way down: the text attributes it passes on, and whether it styles its text by CSS. */
interface Group {
  inherited: [string, string][];
  styled: boolean;
}

/**
 * The SVG with every `<text>` drawn as a path. `<g>` elements give their
 * text attributes to the texts inside them, nested or not; a group that
 * holds text keeps its other attributes (a fill its paths inherit).
 * Anything it cannot draw faithfully throws, with the reason.
 */
export function outlineSvgText(svg: string): string {
  const tokens = svg.match(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[^>]*>|[^<]+/g) ?? [];
  const groups: Group[] = [{ inherited: [], styled: false }];
  let out = '';
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    const tag = /^<(\/?)([a-zA-Z][\w:.-]*)([\s\S]*?)(\/?)>$/.exec(token);
    if (!tag) {
      out += token;
      continue;
    }
    const [, closing, name, rest, selfClosing] = tag;
    if (name === 'g' && !closing && !selfClosing) {
      const own = attributesOf(rest);
      const parent = groups[groups.length - 1];
      const passed = own.filter(([attributeName]) => TEXT_ATTRIBUTES.has(attributeName));
      groups.push({
        inherited: [...parent.inherited, ...passed],
        styled: parent.styled || own.some(([attributeName]) => attributeName === 'style' || attributeName === 'class'),
      });
      out += `<g${own
        .filter(([attributeName]) => !TEXT_ATTRIBUTES.has(attributeName))
        .map(attribute)
        .join('')}>`;
      continue;
    }
    if (name === 'g' && closing) {
      groups.pop();
      out += token;
      continue;
    }
    if (name !== 'text' || closing) {
      out += token;
      continue;
    }
    if (selfClosing) continue;
    // The run: text up to its closing tag, no element inside.
    let content = '';
    let end = at + 1;
    for (; end < tokens.length && !/^<\/text\s*>$/.test(tokens[end]); end += 1) {
      if (tokens[end].startsWith('</')) break;
      if (tokens[end].startsWith('<'))
        throw new Error(`a <text> holding ${tokens[end].slice(0, 20)} (a <tspan>, a comment or another element) cannot be outlined here`);
      content += tokens[end];
    }
    if (end === tokens.length || !/^<\/text\s*>$/.test(tokens[end])) throw new Error('a <text> is not closed');
    const group = groups[groups.length - 1];
    if (group.styled) throw new Error('a <text> inside a <g> with style or class (CSS may set its font) cannot be outlined here');
    out += outlinedElement(group.inherited, attributesOf(rest), content);
    at = end;
  }
  return out;
}

/** Outlines the text of the files named, each in place; nothing is written until every file has been read. */
async function main(): Promise<void> {
  const files = process.argv.slice(2);
  if (files.length === 0) throw usageError('name the SVG files whose text to outline, e.g. src/assets/cards/visa.svg');
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
