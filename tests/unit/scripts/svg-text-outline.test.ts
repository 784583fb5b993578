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

  it('draws letters beyond ASCII (the Croatian names of the demo), written or as character references', () => {
    const c = outlinePath({ text: 'c', x: 0, y: 20, fontFamily: 'Georgia, serif', fontSize: 22 });
    const caron = outlinePath({ text: 'č', x: 0, y: 20, fontFamily: 'Georgia, serif', fontSize: 22 });
    // The caron is a contour of its own above the c: one more move-to, and ink higher up.
    expect(caron.match(/m/g)?.length).toBe((c.match(/m/g)?.length ?? 0) + 1);
    expect(extent(caron).minY).toBeLessThan(extent(c).minY - 3);
    const written = outlineSvgText('<svg><text x="0" y="20" font-family="serif">Bačvice</text></svg>');
    expect(outlineSvgText('<svg><text x="0" y="20" font-family="serif">Ba&#269;vice</text></svg>')).toBe(written);
    expect(outlineSvgText('<svg><text x="0" y="20" font-family="serif">Ba&#x10D;vice</text></svg>')).toBe(written);
  });

  it('reads attributes in either quoting, lengths in px, and text with white space as SVG lays it out', () => {
    const plain = outlineSvgText('<svg><text x="10" y="20" font-size="12" fill="#123">Diners Club</text></svg>');
    expect(outlineSvgText("<svg><text x='10px' y='20' font-size='12px' fill='#123'>Diners Club</text></svg>")).toBe(plain);
    expect(outlineSvgText('<svg><text x="10" y="20" font-size="12" fill="#123">\n    Diners\n\t Club  </text></svg>')).toBe(plain);
    expect(plain).toContain('<path fill="#123" d="m');
  });

  it('passes nested groups’ text attributes down, the nearest winning, and keeps their other attributes', () => {
    const nested = outlineSvgText(
      '<svg><g font-size="10" fill="#fff"><g font-size="30" opacity=".5"><text x="0" y="40">A</text></g><text x="0" y="40">B</text></g></svg>',
    );
    const [a, b] = [...nested.matchAll(/ d="([^"]+)"/g)].map((match) => extent(match[1]));
    // A at 30 px, B at 10 px: B's group is the outer one again after the inner one closed.
    expect(40 - a.minY).toBeGreaterThan(19);
    expect(40 - b.minY).toBeLessThan(8);
    expect(nested).toMatch(/^<svg><g fill="#fff"><g opacity="\.5"><path d="m[^"]+"\/><\/g><path d="m[^"]+"\/><\/g><\/svg>$/);
  });

  it('refuses what it cannot draw faithfully, naming it', () => {
    const refused = (svg: string) => () => outlineSvgText(svg);
    expect(refused('<svg><text x="1" y="2"><tspan>VISA</tspan></text></svg>')).toThrow(/<tspan>.*cannot be outlined/);
    expect(refused('<svg><text x="1" y="2">VI<!-- note -->SA</text></svg>')).toThrow(/a comment/);
    expect(refused('<svg><text x="1" y="2" style="font-family: Roboto">VISA</text></svg>')).toThrow(/with style/);
    expect(refused('<svg><g class="brand"><text x="1" y="2">VISA</text></g></svg>')).toThrow(/style or class/);
    expect(refused('<svg><text x="1" y="2" dx="1 2">VISA</text></svg>')).toThrow(/with dx/);
    expect(refused('<svg><text x="1" y="2" font-size="1.2em">VISA</text></svg>')).toThrow(/font-size="1.2em" is not a single length in px/);
    expect(refused('<svg><text x="1 5" y="2">VISA</text></svg>')).toThrow(/x="1 5"/);
    expect(refused('<svg><text x="1" y="2" font-family="Roboto, Arial">VISA</text></svg>')).toThrow(/font-family 'Roboto'/);
    expect(refused('<svg><text x="1" y="2" font-weight="bolder">VISA</text></svg>')).toThrow(/font-weight 'bolder'/);
    expect(refused('<svg><text x="1" y="2">酒店</text></svg>')).toThrow(/no letter for '酒店'/);
    expect(refused('<svg><text x="1" y="2">VISA</svg>')).toThrow(/not closed/);
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
});
