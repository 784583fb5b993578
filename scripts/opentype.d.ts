/** The part of opentype.js (which ships no types) that `svg-text-outline.ts` uses. */
declare module 'opentype.js' {
  namespace opentype {
    type PathCommand =
      | { type: 'M' | 'L'; x: number; y: number }
      | { type: 'Q'; x1: number; y1: number; x: number; y: number }
      | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
      | { type: 'Z' };
    interface Glyph {
      /** 0 for the font's missing-letter box. */
      index: number;
      advanceWidth: number;
      getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
    }
    interface Font {
      unitsPerEm: number;
      stringToGlyphs(text: string): Glyph[];
      charToGlyph(character: string): Glyph;
      getKerningValue(left: Glyph, right: Glyph): number;
    }
  }
  const opentype: { parse(buffer: ArrayBuffer): opentype.Font };
  export default opentype;
}
