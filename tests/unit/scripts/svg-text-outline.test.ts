import { describe, expect, it } from 'vitest';
import { outlinePath, outlineSvgText } from '../../../scripts/svg-text-outline.ts';

/** The extent of relative path data (every point and control point), to check where a run was placed. */
function extent(d: string): { minX: number; maxX: number; minY: number; maxY: number } {
  const tokens = d.match(/[mlqcz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const counts: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  const xs: number[] = [];
  const ys: number[] = [];
  for (let at = 0; at < tokens.length; ) {
    if (/[mlqcz]/.test(tokens[at])) command = tokens[at++];
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const values = tokens.slice(at, at + counts[command]).map(Number);
    at += counts[command];
    for (let pair = 0; pair < values.length; pair += 2) {
      xs.push(x + values[pair]);
      ys.push(y + values[pair + 1]);
    }
    x += values[values.length - 2];
    y += values[values.length - 1];
    if (command === 'm') {
      [startX, startY] = [x, y];
      command = 'l';
    }
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('SVG text drawn as outlines', () => {
  it('places a run by its anchor, on its baseline, at its size', () => {
    const start = extent(outlinePath({ text: 'VISA', x: 40, y: 30, fontSize: 22, fontWeight: '900', fontStyle: 'italic' }));
    const middle = extent(outlinePath({ text: 'VISA', x: 40, y: 30, fontSize: 22, fontWeight: '900', fontStyle: 'italic', textAnchor: 'middle' }));
    const end = extent(outlinePath({ text: 'VISA', x: 40, y: 30, fontSize: 22, fontWeight: '900', fontStyle: 'italic', textAnchor: 'end' }));
    // Starting at x: the glyphs lie to the right of it; ending there, to the left; centred, around it.
    expect(start.minX).toBeGreaterThanOrEqual(39);
    expect(end.maxX).toBeLessThanOrEqual(41);
    expect(Math.abs((middle.minX + middle.maxX) / 2 - 40)).toBeLessThan(1.5);
    // Capitals stand on the baseline, about 0.7 em tall.
    expect(start.maxY).toBeCloseTo(30, 0);
    expect(30 - start.minY).toBeGreaterThan(14);
    expect(30 - start.minY).toBeLessThan(17.5);
  });

  it('spaces letters by letter-spacing', () => {
    const plain = extent(outlinePath({ text: 'EXPRESS', x: 0, y: 20, fontSize: 10 }));
    const spaced = extent(outlinePath({ text: 'EXPRESS', x: 0, y: 20, fontSize: 10, letterSpacing: 1 }));
    // Six gaps between seven letters, one unit wider each.
    expect(spaced.maxX - spaced.minX - (plain.maxX - plain.minX)).toBeCloseTo(6, 0);
  });

  it('draws letters beyond ASCII (the Croatian names of the demo)', () => {
    const plain = outlinePath({ text: 'Bacvice', x: 0, y: 20, fontFamily: 'Georgia, serif', fontSize: 22 });
    const croatian = outlinePath({ text: 'Bačvice', x: 0, y: 20, fontFamily: 'Georgia, serif', fontSize: 22 });
    // The caron is drawn: more outline than the plain c.
    expect(croatian.length).toBeGreaterThan(plain.length);
  });

  it('replaces each text of an SVG by a path, keeping its fill and the group’s other attributes', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 45"><rect width="60" height="45" fill="#2e77bb"/>' +
      '<g font-family="Arial, sans-serif" font-weight="700" fill="#fff" text-anchor="middle"><text x="30" y="20.8" font-size="9.6">AMERICAN</text>' +
      '<text x="30" y="31.2" font-size="9.6" letter-spacing=".6">EXPRESS</text></g>' +
      '<text x="5" y="40" font-size="5" fill="#231f20" opacity="0.6">Tom &amp; Co</text></svg>';
    const outlined = outlineSvgText(svg);
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain('<g fill="#fff"><path d="m');
    expect(outlined.match(/<path /g)).toHaveLength(3);
    expect(outlined).toMatch(/<path fill="#231f20" opacity="0.6" d="m[^"]+"\/><\/svg>$/);
    expect(outlined).toContain('<rect width="60" height="45" fill="#2e77bb"/>');
    // The group's runs are centred on x = 30, as the text was.
    const [american] = [...outlined.matchAll(/<path d="([^"]+)"/g)].map((match) => extent(match[1]));
    expect(Math.abs((american.minX + american.maxX) / 2 - 30)).toBeLessThan(1);
  });

  it('refuses text it cannot outline rather than dropping it', () => {
    expect(() => outlineSvgText('<svg><text x="1" y="2"><tspan>VISA</tspan></text></svg>')).toThrow(/tspan/);
  });
});
