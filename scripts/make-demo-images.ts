/**
 * Draws the demo images: covers, unit-type and package pictures (WebP,
 * from SVG compositions rendered with sharp), logos (SVG, the name drawn as
 * outlines: Debian's fonts-liberation, see `svg-text-outline.ts`) and amenity icons
 * (monochrome SVG). Nothing is downloaded; every picture is generated from
 * the demo content, so the files always match the seed data.
 *
 *   ./node_modules/.bin/node scripts/make-demo-images.ts
 *
 * Budgets: covers 1600×600 ≤ 60 KB, unit images 800×533 ≤ 30 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { outlinePath } from './svg-text-outline.ts';
import { runCommand } from '../server/cli/command.ts';
import { escapeHtml } from '../server/markup.ts';
import { AMENITIES, DEMO_ENGINES, type DemoEngine, type Palette, type Scene } from '../server/seed/content/index.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PUBLIC = join(ROOT, 'public');

const COVER = { width: 1600, height: 600, budget: 60 * 1024 };
const PHOTO = { width: 800, height: 533, budget: 30 * 1024 };

interface Frame {
  w: number;
  h: number;
  p: Palette;
  v: number;
}

const pick = <T>(items: readonly T[], v: number): T => items[((v % items.length) + items.length) % items.length];
const r = (n: number): string => n.toFixed(1);

/** Shifts a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const n = parseInt(digits, 16);
  const channel = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [red, green, blue] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (red << 16) | (green << 8) | blue).toString(16).slice(1)}`;
}

const TEXTILES = ['#C8553D', '#3D7EA6', '#6A994E', '#B5838D', '#E09F3E', '#457B9D', '#8E7DBE', '#2A9D8F', '#D62828', '#588157', '#9C6644'];
const WOODS = ['#B08968', '#9C6644', '#C9A27E', '#7F5539', '#DDB892'];

function linear(id: string, stops: string[], vertical = true): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, i) => `<stop offset="${r(i * step)}%" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

/** Sky, sun and distant islands above a horizon at `horizon` (0..1 of the height). */
function seascape(f: Frame, horizon: number, warm = false): string {
  const { w, h, p, v } = f;
  const y = h * horizon;
  const sunX = w * (0.18 + ((v * 0.23) % 0.64));
  const sky = warm ? [shade(p.sky[0], -0.05), '#F6C28B', '#FBE3C4'] : [p.sky[0], p.sky[1]];
  const islands = [0.05, 0.42, 0.7].map((start, i) => {
    const x0 = w * ((start + v * 0.07 * (i + 1)) % 0.85);
    const width = w * (0.22 + 0.06 * ((v + i) % 3));
    const height = h * (0.035 + 0.015 * ((v + i * 2) % 3));
    return `<path d="M${r(x0)} ${r(y)} Q${r(x0 + width * 0.3)} ${r(y - height)} ${r(x0 + width * 0.55)} ${r(y - height * 0.8)} T${r(x0 + width)} ${r(y)} Z" fill="${shade(p.sea[1], 0.35 + i * 0.08)}" opacity="0.85"/>`;
  });
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const sx = w * ((i * 0.137 + v * 0.11) % 1);
    const sy = y + (h - y) * (0.12 + ((i * 0.29) % 0.8));
    return `<rect x="${r(sx)}" y="${r(sy)}" width="${r(w * (0.02 + (i % 3) * 0.012))}" height="${r(h * 0.004)}" rx="1" fill="#fff" opacity="0.35"/>`;
  });
  return `<defs>${linear('sky', sky)}${linear('sea', [p.sea[0], p.sea[1]])}
    <radialGradient id="sun"><stop offset="0" stop-color="#FFF7D6"/><stop offset="0.35" stop-color="#FFE8A3" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE8A3" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${r(y)}" fill="url(#sky)"/>
    <circle cx="${r(sunX)}" cy="${r(y * (warm ? 0.78 : 0.35))}" r="${r(h * 0.22)}" fill="url(#sun)"/>
    <circle cx="${r(sunX)}" cy="${r(y * (warm ? 0.78 : 0.35))}" r="${r(h * 0.045)}" fill="#FFF9E8"/>
    ${islands.join('')}
    <rect y="${r(y)}" width="${w}" height="${r(h - y)}" fill="url(#sea)"/>
    ${sparkles.join('')}`;
}

function sailboat(x: number, y: number, s: number, sail = '#FFFFFF'): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><path d="M-30 0 L30 0 L22 10 L-22 10 Z" fill="#F4F1EA"/><path d="M0 -2 L0 -70 L26 -6 Z" fill="${sail}"/><path d="M-3 -4 L-3 -56 L-24 -6 Z" fill="${shade(sail, -0.08)}"/></g>`;
}

function pine(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})" fill="${color}"><rect x="-4" y="-20" width="8" height="60" fill="#5B4636"/><ellipse cx="0" cy="-40" rx="60" ry="22"/><ellipse cx="-30" cy="-20" rx="38" ry="14"/><ellipse cx="34" cy="-24" rx="40" ry="15"/></g>`;
}

/** A rocky point with Aleppo pines in the lower left corner. */
function shore(f: Frame): string {
  const { w, h, p, v } = f;
  const reach = w * (0.3 + (v % 3) * 0.05);
  return `<path d="M0 ${r(h * 0.62)} Q${r(reach * 0.5)} ${r(h * 0.6)} ${r(reach)} ${r(h * 0.9)} L${r(reach * 1.05)} ${h} L0 ${h} Z" fill="${shade(p.stone, -0.2)}"/>
    <path d="M0 ${r(h * 0.7)} Q${r(reach * 0.45)} ${r(h * 0.68)} ${r(reach * 0.85)} ${r(h * 0.95)} L${r(reach * 0.9)} ${h} L0 ${h} Z" fill="#6F7F4F"/>
    ${pine(reach * 0.2, h * 0.58, h / 420, '#2F5D3A')}${pine(reach * 0.55, h * 0.66, h / 560, '#3A6B45')}`;
}

const scenes: Record<Scene, (f: Frame) => string> = {
  sea(f) {
    const { w, h, p, v } = f;
    const wall = v % 2 === 0;
    return `${seascape(f, 0.55)}
      ${sailboat(w * (0.3 + ((v * 0.17) % 0.5)), h * 0.66, (h / 533) * (0.8 + (v % 3) * 0.2))}
      ${sailboat(w * (0.75 - ((v * 0.11) % 0.3)), h * 0.6, (h / 533) * 0.45, '#F2E3C6')}
      ${wall ? `<path d="M0 ${r(h * 0.86)} L${w} ${r(h * 0.9)} L${w} ${h} L0 ${h} Z" fill="${p.stone}"/><path d="M0 ${r(h * 0.86)} L${w} ${r(h * 0.9)}" stroke="${shade(p.stone, -0.15)}" stroke-width="${r(h * 0.01)}"/>` : shore(f)}`;
  },

  harbour(f) {
    const { w, h, p, v } = f;
    const y = h * 0.58;
    const houses = Array.from({ length: 11 }, (_, i) => {
      const hx = w * (i / 11) + w * 0.01;
      const hw = w * (0.07 + ((i + v) % 3) * 0.008);
      const hh = h * (0.09 + ((i * 7 + v) % 4) * 0.025);
      const wall = pick(['#F1E4CF', '#E9D5B7', '#F6EBDC', '#E3C9A8', '#F3DFC1'], i + v);
      return `<rect x="${r(hx)}" y="${r(y - hh)}" width="${r(hw)}" height="${r(hh)}" fill="${wall}"/><path d="M${r(hx - 3)} ${r(y - hh)} L${r(hx + hw / 2)} ${r(y - hh - h * 0.035)} L${r(hx + hw + 3)} ${r(y - hh)} Z" fill="#C0643F"/>${Array.from({ length: 2 }, (_, k) => `<rect x="${r(hx + hw * (0.2 + k * 0.4))}" y="${r(y - hh * 0.7)}" width="${r(hw * 0.2)}" height="${r(hh * 0.25)}" fill="#4E6E5D"/>`).join('')}`;
    });
    const towerX = w * (0.55 + (v % 3) * 0.1);
    const boats = Array.from({ length: 4 }, (_, i) => {
      const bx = w * (0.12 + i * 0.23 + ((v * 0.05) % 0.1));
      const by = h * (0.76 + (i % 2) * 0.07);
      const hull = pick(TEXTILES, i + v);
      return `<path d="M${r(bx - w * 0.05)} ${r(by)} L${r(bx + w * 0.05)} ${r(by)} L${r(bx + w * 0.04)} ${r(by + h * 0.03)} L${r(bx - w * 0.04)} ${r(by + h * 0.03)} Z" fill="${hull}"/><rect x="${r(bx - 1)}" y="${r(by - h * 0.12)}" width="2" height="${r(h * 0.12)}" fill="#6B5B4E"/><rect x="${r(bx - w * 0.05)}" y="${r(by + h * 0.035)}" width="${r(w * 0.1)}" height="${r(h * 0.006)}" fill="#fff" opacity="0.3"/>`;
    });
    return `${seascape(f, 0.58, v % 2 === 1)}
      <rect x="${r(towerX)}" y="${r(y - h * 0.33)}" width="${r(w * 0.035)}" height="${r(h * 0.33)}" fill="#E8DCC4"/>
      <path d="M${r(towerX - 4)} ${r(y - h * 0.33)} L${r(towerX + w * 0.0175)} ${r(y - h * 0.41)} L${r(towerX + w * 0.035 + 4)} ${r(y - h * 0.33)} Z" fill="#B9AE98"/>
      <rect x="${r(towerX + w * 0.01)}" y="${r(y - h * 0.29)}" width="${r(w * 0.015)}" height="${r(h * 0.05)}" rx="4" fill="#6E6250"/>
      ${houses.join('')}
      <rect y="${r(y)}" width="${w}" height="${r(h * 0.04)}" fill="${p.stone}"/>
      ${boats.join('')}
      <rect y="${r(h * 0.92)}" width="${w}" height="${r(h * 0.08)}" fill="${shade(p.stone, -0.1)}"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect x="${r(w * (0.05 + i * 0.17))}" y="${r(h * 0.885)}" width="${r(w * 0.02)}" height="${r(h * 0.04)}" rx="3" fill="#5E5548"/>`).join('')}`;
  },

  oldtown(f) {
    const { w, h, p, v } = f;
    const columns = Math.max(4, Math.round((w / h) * 2.2)) + (v % 2);
    const facadeTop = h * 0.36;
    const facade = Array.from({ length: columns }, (_, i) => {
      const cx = (w / columns) * (i + 0.5);
      const ww = Math.min((w / columns) * 0.42, h * 0.16);
      const top = h * (0.44 + ((i + v) % 2) * 0.03);
      return `<path d="M${r(cx - ww / 2)} ${r(top + ww / 2)} A${r(ww / 2)} ${r(ww / 2)} 0 0 1 ${r(cx + ww / 2)} ${r(top + ww / 2)} L${r(cx + ww / 2)} ${r(h * 0.74)} L${r(cx - ww / 2)} ${r(h * 0.74)} Z" fill="${shade(p.wall[1], -0.45)}"/>
        <rect x="${r(cx - ww * 0.64)}" y="${r(top + ww * 0.3)}" width="${r(ww * 0.14)}" height="${r(h * 0.74 - top - ww * 0.3)}" fill="#4F7A5A"/>
        <rect x="${r(cx + ww * 0.5)}" y="${r(top + ww * 0.3)}" width="${r(ww * 0.14)}" height="${r(h * 0.74 - top - ww * 0.3)}" fill="#4F7A5A"/>`;
    });
    const towerW = Math.min(w * 0.09, h * 0.16);
    const towerX = w * (0.62 + (v % 2) * 0.14);
    return `<defs>${linear('sky', [p.sky[0], p.sky[1]])}${linear('stone', [shade(p.stone, 0.2), p.stone, shade(p.stone, -0.12)])}${linear('street', [shade(p.stone, -0.1), shade(p.stone, -0.3)])}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <rect x="${r(towerX)}" y="${r(h * 0.06)}" width="${r(towerW)}" height="${r(facadeTop)}" fill="${shade(p.stone, 0.1)}"/>
      <path d="M${r(towerX - 4)} ${r(h * 0.06)} L${r(towerX + towerW / 2)} ${r(-h * 0.02)} L${r(towerX + towerW + 4)} ${r(h * 0.06)} Z" fill="${shade(p.stone, -0.2)}"/>
      ${[0.1, 0.2].map((k) => `<path d="M${r(towerX + towerW * 0.3)} ${r(h * (k + 0.05))} a${r(towerW * 0.2)} ${r(towerW * 0.2)} 0 0 1 ${r(towerW * 0.4)} 0 v${r(h * 0.05)} h-${r(towerW * 0.4)} Z" fill="${shade(p.stone, -0.5)}"/>`).join('')}
      <path d="M0 ${r(facadeTop - h * 0.05)} L${w} ${r(facadeTop - h * 0.05)} L${w} ${r(facadeTop)} L0 ${r(facadeTop)} Z" fill="#B8613F"/>
      ${Array.from({ length: Math.round(w / 24) }, (_, i) => `<rect x="${r(i * 24)}" y="${r(facadeTop - h * 0.05)}" width="2" height="${r(h * 0.05)}" fill="#9A4E33"/>`).join('')}
      <rect y="${r(facadeTop)}" width="${w}" height="${r(h * 0.78 - facadeTop)}" fill="url(#stone)"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect y="${r(facadeTop + h * (0.04 + i * 0.065))}" width="${w}" height="1.5" fill="${shade(p.stone, -0.18)}" opacity="0.5"/>`).join('')}
      ${facade.join('')}
      <rect y="${r(facadeTop)}" width="${w}" height="${r(h * 0.02)}" fill="${shade(p.stone, -0.2)}"/>
      <path d="M0 ${r(h * 0.78)} L${w} ${r(h * 0.78)} L${w} ${h} L0 ${h} Z" fill="url(#street)"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M${r(w * 0.5)} ${r(h * 0.78)} L${r(w * (i / 8) * 1.6 - w * 0.3)} ${h}" stroke="${shade(p.stone, -0.35)}" stroke-width="1.5" opacity="0.6"/>`).join('')}
      ${Array.from({ length: 3 }, (_, i) => `<rect y="${r(h * (0.83 + i * 0.06))}" width="${w}" height="1.5" fill="${shade(p.stone, -0.4)}" opacity="0.5"/>`).join('')}
      <circle cx="${r(w * (0.15 + (v % 4) * 0.2))}" cy="${r(h * 0.74)}" r="${r(h * 0.05)}" fill="#5E8C4E"/><rect x="${r(w * (0.15 + (v % 4) * 0.2) - h * 0.03)}" y="${r(h * 0.76)}" width="${r(h * 0.06)}" height="${r(h * 0.05)}" fill="#A0522D"/>`;
  },

  bedroom(f) {
    const { w, h, p, v } = f;
    const textile = pick(TEXTILES, v);
    const wood = pick(WOODS, v);
    const bedX = w * (0.3 + (v % 3) * 0.05);
    const bedW = w * 0.5;
    const windowX = v % 2 === 0 ? w * 0.06 : w * 0.8;
    return `<defs>${linear('wall', [p.wall[0], p.wall[1]])}${linear('floor', [shade(wood, 0.1), shade(wood, -0.2)])}${linear('win', [p.sky[0], p.sky[1], p.sea[0]])}${linear('blanket', [textile, shade(textile, -0.2)])}</defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/>
      <rect x="${r(windowX)}" y="${r(h * 0.14)}" width="${r(w * 0.14)}" height="${r(h * 0.42)}" fill="url(#win)" stroke="#fff" stroke-width="8"/>
      <rect x="${r(windowX + w * 0.07 - 2)}" y="${r(h * 0.14)}" width="4" height="${r(h * 0.42)}" fill="#fff"/>
      <rect x="${r(windowX - w * 0.02)}" y="${r(h * 0.12)}" width="${r(w * 0.04)}" height="${r(h * 0.5)}" fill="${shade(textile, 0.55)}"/>
      <rect y="${r(h * 0.72)}" width="${w}" height="${r(h * 0.28)}" fill="url(#floor)"/>
      <rect x="${r(bedX + bedW * 0.25)}" y="${r(h * 0.16)}" width="${r(bedW * 0.5)}" height="${r(h * 0.2)}" fill="${shade(p.accent, 0.5)}" stroke="${shade(p.accent, -0.2)}" stroke-width="5"/>
      <path d="M${r(bedX + bedW * 0.3)} ${r(h * 0.32)} L${r(bedX + bedW * 0.42)} ${r(h * 0.24)} L${r(bedX + bedW * 0.52)} ${r(h * 0.3)} L${r(bedX + bedW * 0.7)} ${r(h * 0.2)} L${r(bedX + bedW * 0.7)} ${r(h * 0.32)} Z" fill="${p.sea[0]}" opacity="0.7"/>
      <rect x="${r(bedX)}" y="${r(h * 0.42)}" width="${r(bedW)}" height="${r(h * 0.2)}" rx="14" fill="${wood}"/>
      <rect x="${r(bedX - w * 0.01)}" y="${r(h * 0.56)}" width="${r(bedW + w * 0.02)}" height="${r(h * 0.16)}" rx="10" fill="#FBFAF7"/>
      <rect x="${r(bedX + bedW * 0.06)}" y="${r(h * 0.5)}" width="${r(bedW * 0.38)}" height="${r(h * 0.09)}" rx="16" fill="#FFFFFF" stroke="#E8E2D8" stroke-width="2"/>
      <rect x="${r(bedX + bedW * 0.56)}" y="${r(h * 0.5)}" width="${r(bedW * 0.38)}" height="${r(h * 0.09)}" rx="16" fill="#FFFFFF" stroke="#E8E2D8" stroke-width="2"/>
      <rect x="${r(bedX - w * 0.01)}" y="${r(h * 0.63)}" width="${r(bedW + w * 0.02)}" height="${r(h * 0.14)}" rx="8" fill="url(#blanket)"/>
      <rect x="${r(bedX + bedW + w * 0.03)}" y="${r(h * 0.58)}" width="${r(w * 0.08)}" height="${r(h * 0.16)}" fill="${shade(wood, -0.15)}"/>
      <rect x="${r(bedX + bedW + w * 0.065)}" y="${r(h * 0.46)}" width="${r(w * 0.01)}" height="${r(h * 0.12)}" fill="#6B5B4E"/>
      <path d="M${r(bedX + bedW + w * 0.04)} ${r(h * 0.47)} L${r(bedX + bedW + w * 0.1)} ${r(h * 0.47)} L${r(bedX + bedW + w * 0.088)} ${r(h * 0.39)} L${r(bedX + bedW + w * 0.052)} ${r(h * 0.39)} Z" fill="${shade(p.accent, 0.6)}"/>
      <ellipse cx="${r(bedX + bedW / 2)}" cy="${r(h * 0.9)}" rx="${r(bedW * 0.6)}" ry="${r(h * 0.06)}" fill="${shade(textile, 0.45)}" opacity="0.8"/>`;
  },

  living(f) {
    const { w, h, p, v } = f;
    const sofa = pick(TEXTILES, v + 3);
    const wood = pick(WOODS, v + 1);
    const sx = w * (0.18 + (v % 3) * 0.06);
    return `<defs>${linear('wall', [p.wall[0], p.wall[1]])}${linear('floor', [shade(wood, 0.25), shade(wood, -0.05)])}${linear('win', [p.sky[0], p.sky[1], p.sea[0], p.sea[1]])}</defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/>
      <rect x="${r(w * 0.58)}" y="${r(h * 0.08)}" width="${r(w * 0.34)}" height="${r(h * 0.58)}" fill="url(#win)" stroke="#fff" stroke-width="10"/>
      <rect x="${r(w * 0.75 - 3)}" y="${r(h * 0.08)}" width="6" height="${r(h * 0.58)}" fill="#fff"/>
      <rect y="${r(h * 0.7)}" width="${w}" height="${r(h * 0.3)}" fill="url(#floor)"/>
      <rect x="${r(w * 0.06)}" y="${r(h * 0.16)}" width="${r(w * 0.2)}" height="${r(h * 0.24)}" fill="${shade(p.accent, 0.35)}" stroke="${shade(wood, -0.3)}" stroke-width="6"/>
      <circle cx="${r(w * 0.16)}" cy="${r(h * 0.28)}" r="${r(h * 0.07)}" fill="${shade(p.sea[0], 0.2)}"/>
      <ellipse cx="${r(sx + w * 0.2)}" cy="${r(h * 0.9)}" rx="${r(w * 0.32)}" ry="${r(h * 0.07)}" fill="${shade(sofa, 0.5)}"/>
      <rect x="${r(sx)}" y="${r(h * 0.46)}" width="${r(w * 0.4)}" height="${r(h * 0.18)}" rx="18" fill="${shade(sofa, -0.1)}"/>
      <rect x="${r(sx - w * 0.03)}" y="${r(h * 0.55)}" width="${r(w * 0.46)}" height="${r(h * 0.16)}" rx="16" fill="${sofa}"/>
      <rect x="${r(sx + w * 0.04)}" y="${r(h * 0.5)}" width="${r(w * 0.08)}" height="${r(h * 0.08)}" rx="10" fill="${shade(p.accent, 0.3)}"/>
      <rect x="${r(sx + w * 0.28)}" y="${r(h * 0.5)}" width="${r(w * 0.08)}" height="${r(h * 0.08)}" rx="10" fill="#F4F1EA"/>
      <rect x="${r(sx + w * 0.08)}" y="${r(h * 0.78)}" width="${r(w * 0.24)}" height="${r(h * 0.03)}" rx="4" fill="${shade(wood, -0.3)}"/>
      <circle cx="${r(sx + w * 0.2)}" cy="${r(h * 0.765)}" r="${r(h * 0.02)}" fill="${p.accent}"/>
      <rect x="${r(w * 0.93)}" y="${r(h * 0.56)}" width="${r(w * 0.05)}" height="${r(h * 0.14)}" fill="#B5651D"/>
      ${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${r(w * 0.955 + Math.cos(i) * w * 0.03)}" cy="${r(h * (0.48 - i * 0.03))}" rx="${r(w * 0.025)}" ry="${r(h * 0.05)}" fill="#4E7D4F" transform="rotate(${i * 25 - 50} ${r(w * 0.955)} ${r(h * 0.5)})"/>`).join('')}`;
  },

  kitchen(f) {
    const { w, h, p, v } = f;
    const cabinet = pick(['#DCE6E4', '#E8E1D3', '#3F5E6B', '#F4EFE6', '#7A8F6A'], v);
    const tile = pick(['#E7F0F5', '#F4E6D4', '#E5EDE3', '#F1ECE4'], v);
    return `<defs>${linear('wall', [p.wall[0], p.wall[1]])}
      <pattern id="tiles" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="${tile}"/><path d="M0 0 H32 M0 0 V32" stroke="${shade(tile, -0.12)}" stroke-width="2"/></pattern>
      ${linear('win', [p.sky[0], p.sea[0]])}</defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/>
      <rect y="${r(h * 0.36)}" width="${w}" height="${r(h * 0.22)}" fill="url(#tiles)"/>
      <rect x="${r(w * (0.03 + (v % 5) * 0.19))}" y="${r(h * 0.08)}" width="${r(w * 0.18)}" height="${r(h * 0.28)}" fill="url(#win)" stroke="#fff" stroke-width="8"/>
      ${[0.04, 0.23, 0.42, 0.61, 0.8]
        .filter((_, i) => i !== v % 5)
        .map(
          (x) =>
            `<rect x="${r(w * x)}" y="${r(h * 0.06)}" width="${r(w * 0.16)}" height="${r(h * 0.24)}" rx="4" fill="${cabinet}" stroke="${shade(cabinet, -0.15)}" stroke-width="3"/><rect x="${r(w * (x + 0.07))}" y="${r(h * 0.24)}" width="${r(w * 0.02)}" height="6" rx="3" fill="#8D8D8D"/>`,
        )
        .join('')}
      <rect y="${r(h * 0.58)}" width="${w}" height="${r(h * 0.04)}" fill="${shade(p.stone, -0.1)}"/>
      <rect y="${r(h * 0.62)}" width="${w}" height="${r(h * 0.3)}" fill="${cabinet}"/>
      ${Array.from({ length: 5 }, (_, i) => `<rect x="${r(w * (0.02 + i * 0.2))}" y="${r(h * 0.65)}" width="${r(w * 0.18)}" height="${r(h * 0.24)}" rx="4" fill="none" stroke="${shade(cabinet, -0.18)}" stroke-width="3"/><rect x="${r(w * (0.09 + i * 0.2))}" y="${r(h * 0.68)}" width="${r(w * 0.04)}" height="5" rx="2" fill="#8D8D8D"/>`).join('')}
      <rect y="${r(h * 0.92)}" width="${w}" height="${r(h * 0.08)}" fill="${shade(p.stone, -0.25)}"/>
      <rect x="${r(w * 0.66)}" y="${r(h * 0.52)}" width="${r(w * 0.1)}" height="${r(h * 0.06)}" rx="6" fill="#4A4A4A"/>
      <circle cx="${r(w * 0.3)}" cy="${r(h * 0.54)}" r="${r(h * 0.04)}" fill="${pick(['#E63946', '#F4A261', '#2A9D8F'], v)}"/>
      <circle cx="${r(w * 0.34)}" cy="${r(h * 0.55)}" r="${r(h * 0.03)}" fill="#F1C453"/>
      ${[0.3, 0.5, 0.7].map((x) => `<rect x="${r(w * x - 1)}" y="0" width="2" height="${r(h * 0.06)}" fill="#555"/><path d="M${r(w * x - w * 0.03)} ${r(h * 0.1)} Q${r(w * x)} ${r(h * 0.03)} ${r(w * x + w * 0.03)} ${r(h * 0.1)} Z" fill="${p.accent}"/>`).join('')}`;
  },

  bathroom(f) {
    const { w, h, p, v } = f;
    const tile = pick(['#E3EEF2', '#F2ECE3', '#E6ECE6', '#EDE7F0', '#F5F0E8'], v);
    const towel = pick(TEXTILES, v + 5);
    const tub = v % 2 === 1;
    return `<defs><pattern id="tiles" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="${tile}"/><path d="M0 0 H48 M0 12 H48 M24 0 V12 M0 12 V24" stroke="${shade(tile, -0.1)}" stroke-width="1.5"/></pattern>
      ${linear('mirror', ['#EAF3F7', '#C9DDE6'])}${linear('floor', [shade(p.stone, -0.05), shade(p.stone, -0.25)])}</defs>
      <rect width="${w}" height="${h}" fill="url(#tiles)"/>
      <rect y="${r(h * 0.82)}" width="${w}" height="${r(h * 0.18)}" fill="url(#floor)"/>
      <ellipse cx="${r(w * 0.3)}" cy="${r(h * 0.3)}" rx="${r(w * 0.1)}" ry="${r(h * 0.17)}" fill="url(#mirror)" stroke="${shade(p.accent, -0.1)}" stroke-width="6"/>
      <rect x="${r(w * 0.16)}" y="${r(h * 0.54)}" width="${r(w * 0.28)}" height="${r(h * 0.06)}" rx="6" fill="#FFFFFF" stroke="#D9D9D9" stroke-width="2"/>
      <rect x="${r(w * 0.18)}" y="${r(h * 0.6)}" width="${r(w * 0.24)}" height="${r(h * 0.22)}" fill="${pick(WOODS, v)}"/>
      <rect x="${r(w * 0.295)}" y="${r(h * 0.49)}" width="${r(w * 0.01)}" height="${r(h * 0.05)}" fill="#9AA5AD"/>
      <rect x="${r(w * 0.47)}" y="${r(h * 0.34)}" width="${r(w * 0.05)}" height="${r(h * 0.26)}" rx="6" fill="${towel}"/>
      ${
        tub
          ? `<rect x="${r(w * 0.58)}" y="${r(h * 0.58)}" width="${r(w * 0.38)}" height="${r(h * 0.2)}" rx="40" fill="#FFFFFF" stroke="#DADADA" stroke-width="3"/><rect x="${r(w * 0.6)}" y="${r(h * 0.6)}" width="${r(w * 0.34)}" height="${r(h * 0.05)}" rx="20" fill="${shade(p.sea[0], 0.6)}"/><rect x="${r(w * 0.62)}" y="${r(h * 0.78)}" width="10" height="${r(h * 0.04)}" fill="#B8B8B8"/><rect x="${r(w * 0.92)}" y="${r(h * 0.78)}" width="10" height="${r(h * 0.04)}" fill="#B8B8B8"/>`
          : `<rect x="${r(w * 0.6)}" y="${r(h * 0.06)}" width="${r(w * 0.34)}" height="${r(h * 0.76)}" fill="#DCEEF5" opacity="0.55" stroke="#B9C9D0" stroke-width="4"/><circle cx="${r(w * 0.77)}" cy="${r(h * 0.16)}" r="${r(h * 0.04)}" fill="#9AA5AD"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${r(w * (0.74 + i * 0.012))}" y="${r(h * 0.22)}" width="1.5" height="${r(h * (0.25 + (i % 3) * 0.05))}" fill="#9CC3D5" opacity="0.7"/>`).join('')}`
      }
      <circle cx="${r(w * 0.1)}" cy="${r(h * 0.62)}" r="${r(h * 0.05)}" fill="#6A994E"/><rect x="${r(w * 0.08)}" y="${r(h * 0.64)}" width="${r(w * 0.04)}" height="${r(h * 0.06)}" fill="#FFFFFF"/>`;
  },

  terrace(f) {
    const { w, h, p, v } = f;
    const chair = pick(TEXTILES, v + 2);
    const parasol = v % 2 === 0;
    return `${seascape(f, 0.5)}
      <defs>${linear('deck', [shade(p.stone, 0.05), shade(p.stone, -0.2)])}</defs>
      <rect y="${r(h * 0.72)}" width="${w}" height="${r(h * 0.28)}" fill="url(#deck)"/>
      ${Array.from({ length: 8 }, (_, i) => `<path d="M${r(w * 0.5)} ${r(h * 0.72)} L${r(w * (i / 7) * 1.4 - w * 0.2)} ${h}" stroke="${shade(p.stone, -0.3)}" stroke-width="1.2" opacity="0.5"/>`).join('')}
      <rect y="${r(h * 0.52)}" width="${w}" height="${r(h * 0.02)}" fill="#FFFFFF"/>
      ${Array.from({ length: 21 }, (_, i) => `<rect x="${r(w * (i / 20) - 3)}" y="${r(h * 0.54)}" width="6" height="${r(h * 0.18)}" fill="#FFFFFF" opacity="0.9"/>`).join('')}
      <ellipse cx="${r(w * 0.48)}" cy="${r(h * 0.77)}" rx="${r(w * 0.1)}" ry="${r(h * 0.03)}" fill="#F7F4EE"/>
      <rect x="${r(w * 0.475)}" y="${r(h * 0.78)}" width="${r(w * 0.01)}" height="${r(h * 0.14)}" fill="#6B5B4E"/>
      <path d="M${r(w * 0.25)} ${r(h * 0.66)} h${r(w * 0.1)} v${r(h * 0.12)} h-${r(w * 0.1)} Z M${r(w * 0.25)} ${r(h * 0.78)} v${r(h * 0.14)} M${r(w * 0.35)} ${r(h * 0.78)} v${r(h * 0.14)}" fill="${chair}" stroke="${shade(chair, -0.3)}" stroke-width="4"/>
      <path d="M${r(w * 0.62)} ${r(h * 0.66)} h${r(w * 0.1)} v${r(h * 0.12)} h-${r(w * 0.1)} Z M${r(w * 0.62)} ${r(h * 0.78)} v${r(h * 0.14)} M${r(w * 0.72)} ${r(h * 0.78)} v${r(h * 0.14)}" fill="${chair}" stroke="${shade(chair, -0.3)}" stroke-width="4"/>
      <circle cx="${r(w * 0.46)}" cy="${r(h * 0.755)}" r="${r(h * 0.014)}" fill="${p.accent}"/><rect x="${r(w * 0.5)}" y="${r(h * 0.72)}" width="${r(w * 0.01)}" height="${r(h * 0.04)}" fill="#7B2D26"/>
      ${parasol ? `<rect x="${r(w * 0.86 - 2)}" y="${r(h * 0.2)}" width="4" height="${r(h * 0.7)}" fill="#6B5B4E"/><path d="M${r(w * 0.72)} ${r(h * 0.3)} Q${r(w * 0.86)} ${r(h * 0.08)} ${r(w * 1.0)} ${r(h * 0.3)} Z" fill="${shade(p.accent, 0.1)}"/>` : `<rect x="${r(w * 0.06)}" y="${r(h * 0.6)}" width="${r(w * 0.08)}" height="${r(h * 0.14)}" fill="#B5651D"/>${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${r(w * 0.1)}" cy="${r(h * 0.52)}" rx="${r(w * 0.012)}" ry="${r(h * 0.09)}" fill="#5B8C51" transform="rotate(${i * 22 - 66} ${r(w * 0.1)} ${r(h * 0.6)})"/>`).join('')}`}`;
  },

  pool(f) {
    const { w, h, p, v } = f;
    const lounger = pick(['#FFFFFF', '#F2E3C6', '#E9F1F2'], v);
    return `${seascape(f, 0.42)}
      <defs>${linear('pool', ['#7FDBE8', '#2BB3C8', '#1793AA'])}${linear('deck', [shade(p.stone, 0.15), shade(p.stone, -0.15)])}</defs>
      <rect y="${r(h * 0.48)}" width="${w}" height="${r(h * 0.52)}" fill="url(#deck)"/>
      <path d="M${r(w * 0.12)} ${r(h * 0.56)} L${r(w * 0.88)} ${r(h * 0.56)} L${r(w * 0.98)} ${r(h * 0.86)} L${r(w * 0.02)} ${r(h * 0.86)} Z" fill="url(#pool)" stroke="#F4F4F4" stroke-width="8"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M${r(w * (0.12 + i * 0.09))} ${r(h * (0.62 + (i % 3) * 0.07))} q${r(w * 0.02)} -6 ${r(w * 0.04)} 0 t${r(w * 0.04)} 0" stroke="#FFFFFF" stroke-width="2.5" fill="none" opacity="0.55"/>`).join('')}
      ${[0.1, 0.3].map((x) => `<path d="M${r(w * x)} ${r(h * 0.93)} L${r(w * (x + 0.16))} ${r(h * 0.93)} L${r(w * (x + 0.19))} ${r(h * 0.88)}" stroke="${shade(lounger, -0.3)}" stroke-width="5" fill="none"/><rect x="${r(w * x)}" y="${r(h * 0.9)}" width="${r(w * 0.16)}" height="${r(h * 0.025)}" rx="4" fill="${lounger}"/>`).join('')}
      <rect x="${r(w * 0.78 - 3)}" y="${r(h * 0.14)}" width="6" height="${r(h * 0.42)}" fill="#7A6651" transform="rotate(-4 ${r(w * 0.78)} ${r(h * 0.56)})"/>
      ${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${r(w * 0.78)}" cy="${r(h * 0.08)}" rx="${r(w * 0.014)}" ry="${r(h * 0.12)}" fill="#3F7D4A" transform="rotate(${i * 50} ${r(w * 0.78)} ${r(h * 0.17)})"/>`).join('')}
      <circle cx="${r(w * (0.55 + (v % 3) * 0.08))}" cy="${r(h * 0.7)}" r="${r(h * 0.03)}" fill="${pick(TEXTILES, v)}" stroke="#fff" stroke-width="4"/>`;
  },

  breakfast(f) {
    const { w, h, p, v } = f;
    const cloth = pick(['#F7F1E8', '#EEF4F7', '#F9ECEC'], v);
    return `${seascape(f, 0.38)}
      <defs>${linear('table', [shade(cloth, 0.2), shade(cloth, -0.08)])}</defs>
      <path d="M0 ${r(h * 0.5)} L${w} ${r(h * 0.5)} L${w} ${h} L0 ${h} Z" fill="url(#table)"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="${r(w * (i / 12))}" y="${r(h * 0.5)}" width="${r(w / 24)}" height="${r(h * 0.5)}" fill="${p.accent}" opacity="0.07"/>`).join('')}
      ${[0.28, 0.72].map((x) => `<ellipse cx="${r(w * x)}" cy="${r(h * 0.74)}" rx="${r(w * 0.13)}" ry="${r(h * 0.11)}" fill="#FFFFFF" stroke="#E4DED4" stroke-width="3"/><ellipse cx="${r(w * x)}" cy="${r(h * 0.74)}" rx="${r(w * 0.08)}" ry="${r(h * 0.065)}" fill="#FBF8F3"/>`).join('')}
      <path d="M${r(w * 0.22)} ${r(h * 0.74)} q${r(w * 0.06)} -${r(h * 0.09)} ${r(w * 0.12)} 0 q-${r(w * 0.06)} ${r(h * 0.04)} -${r(w * 0.12)} 0" fill="#D99A4E"/>
      <circle cx="${r(w * 0.7)}" cy="${r(h * 0.73)}" r="${r(h * 0.04)}" fill="#FFFFFF"/><circle cx="${r(w * 0.7)}" cy="${r(h * 0.73)}" r="${r(h * 0.018)}" fill="#F4B400"/>
      <circle cx="${r(w * 0.76)}" cy="${r(h * 0.76)}" r="${r(h * 0.025)}" fill="#C1121F"/>
      <rect x="${r(w * 0.46)}" y="${r(h * 0.56)}" width="${r(w * 0.08)}" height="${r(h * 0.1)}" rx="6" fill="#FFFFFF" stroke="#D8D2C6" stroke-width="2"/>
      <ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.565)}" rx="${r(w * 0.035)}" ry="${r(h * 0.012)}" fill="#6F4E37"/>
      ${Array.from({ length: 5 }, (_, i) => `<circle cx="${r(w * (0.42 + i * 0.035))}" cy="${r(h * (0.9 + (i % 2) * 0.02))}" r="${r(h * 0.025)}" fill="${pick(['#F28482', '#84A59D', '#F6BD60', '#E76F51', '#9B5DE5'], i + v)}"/>`).join('')}`;
  },
};

function svgDocument(scene: Scene, width: number, height: number, palette: Palette, variant: number): string {
  const body = scenes[scene]({ w: width, h: height, p: palette, v: variant });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Renders an SVG to WebP within a byte budget, lowering quality until it fits. */
async function writeWebp(path: string, svg: string, budget: number): Promise<number> {
  for (const quality of [80, 74, 68, 60, 52, 44, 36]) {
    const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 5, smartSubsample: true }).toBuffer();
    if (buffer.length <= budget || quality === 36) {
      if (buffer.length > budget) throw new Error(`${path} is ${buffer.length} bytes, over its ${budget} byte budget`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, buffer);
      return buffer.length;
    }
  }
  return 0;
}

/** A small wordmark: an emblem in the engine colours and its name, drawn as outlines (`svg-text-outline.ts`). */
function logoSvg(engine: DemoEngine, mono = false): string {
  const main = mono ? '#FFFFFF' : engine.primaryColor;
  const second = mono ? '#FFFFFF' : engine.secondaryColor;
  const name = escapeHtml(engine.name);
  const width = Math.max(180, 64 + engine.name.length * 13);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img" aria-label="${name}">
  <circle cx="28" cy="28" r="24" fill="none" stroke="${main}" stroke-width="3"/>
  <path d="M10 33 q9 -7 18 0 t18 0" fill="none" stroke="${main}" stroke-width="3" stroke-linecap="round"/>
  <path d="M12 40 q8 -6 16 0 t16 0" fill="none" stroke="${main}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>
  <circle cx="34" cy="19" r="6" fill="${second}"/>
  <path fill="${main}" d="${outlinePath({ text: engine.name, x: 62, y: 35, fontFamily: "Georgia, 'Times New Roman', serif", fontSize: 22 })}"/>
</svg>
`;
}

/** Amenity icon bodies on a 24×24 grid, stroked in one colour. */
const ICONS: Record<string, string> = {
  wifi: '<path d="M2.5 9a14 14 0 0 1 19 0"/><path d="M5.5 12.5a9.5 9.5 0 0 1 13 0"/><path d="M8.5 16a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1" fill="currentColor"/>',
  'air-conditioning': '<rect x="3" y="5" width="18" height="7" rx="2"/><path d="M6 9.5h12"/><path d="M8 15v4M12 15v5M16 15v4"/>',
  kitchen:
    '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M4 10h16"/><circle cx="8" cy="6.5" r="1"/><circle cx="12" cy="6.5" r="1"/><path d="M8 14v3"/>',
  kitchenette: '<rect x="3" y="8" width="18" height="12" rx="2"/><circle cx="8.5" cy="12" r="2"/><circle cx="15.5" cy="12" r="2"/><path d="M7 4h10"/>',
  'washing-machine': '<rect x="4" y="3" width="16" height="18" rx="2"/><circle cx="12" cy="13" r="4.5"/><path d="M7 6h2M12 6h5"/>',
  dishwasher: '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M4 8h16"/><path d="M8 12v5M12 12v5M16 12v5"/>',
  parking: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  'sea-view': '<circle cx="17" cy="7" r="2.5"/><path d="M2 14c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0"/><path d="M2 18.5c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0"/>',
  balcony: '<path d="M3 11h18"/><path d="M4 11v9M8 11v9M12 11v9M16 11v9M20 11v9"/><path d="M3 20h18"/><path d="M7 11V4h10v7"/>',
  terrace: '<path d="M3 10 12 4l9 6"/><path d="M12 4v16"/><path d="M6 20v-5h4M18 20v-5h-4"/><path d="M3 20h18"/>',
  'private-pool':
    '<path d="M7 14V5a2 2 0 0 1 4 0"/><path d="M15 14V5a2 2 0 0 1 4 0"/><path d="M7 8h8M7 11.5h8"/><path d="M2 17c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0"/>',
  tv: '<rect x="2.5" y="5" width="19" height="12" rx="2"/><path d="M8 21h8M12 17v4"/>',
  'coffee-machine': '<path d="M5 3h14v4H5z"/><path d="M7 7v4h10V7"/><path d="M8 14h8v3a4 4 0 0 1-8 0z"/><path d="M16 15h2a2 2 0 0 1 0 4h-1"/>',
  hairdryer: '<path d="M14 5a6 6 0 1 0 0 10h7V5z"/><circle cx="9" cy="10" r="2"/><path d="M12 15l-2 6h3l2-6"/>',
  safe: '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="12" cy="12" r="3.5"/><path d="M12 8.5v1.5M12 14v1.5M8.5 12H10M14 12h1.5"/><path d="M6 20v1.5M18 20v1.5"/>',
  elevator: '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M12 3v18"/><path d="M7 10l1.5-2 1.5 2M14 14l1.5 2 1.5-2"/>',
  bbq: '<path d="M4 9h16a8 8 0 0 1-16 0z"/><path d="M8 16l-2 5M16 16l2 5M12 17v4"/><path d="M9 3c-1 1.5 1 2 0 3.5M13 3c-1 1.5 1 2 0 3.5"/>',
  'baby-cot': '<path d="M4 6v14M20 6v14"/><path d="M4 10h16M4 18h16"/><path d="M8 10v8M12 10v8M16 10v8"/>',
  pets: '<circle cx="6" cy="10" r="1.8"/><circle cx="9.5" cy="6" r="1.8"/><circle cx="14.5" cy="6" r="1.8"/><circle cx="18" cy="10" r="1.8"/><path d="M8 17c0-3 2-5 4-5s4 2 4 5c0 2-2 2.5-4 2.5S8 19 8 17z"/>',
  minibar: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M5 9h14"/><path d="M8 5.5v1.5M8 12v3"/><path d="M13 12.5h3l-.5 5h-2z"/>',
  bathtub: '<path d="M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z"/><path d="M6 12V5a2 2 0 0 1 4 0"/><path d="M7 20l-1 2M17 20l1 2"/>',
};

function iconSvg(code: string): string {
  const body = ICONS[code];
  if (!body) throw new Error(`No icon drawn for amenity '${code}'`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#1F3A4D" color="#1F3A4D" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;
}

async function main(): Promise<void> {
  const started = performance.now();
  let count = 0;
  let largestCover = 0;
  let largestPhoto = 0;
  for (const engine of DEMO_ENGINES) {
    const dir = join(PUBLIC, 'images', 'demo', engine.slug);
    mkdirSync(dir, { recursive: true });
    largestCover = Math.max(
      largestCover,
      await writeWebp(join(dir, 'cover.webp'), svgDocument(engine.cover, COVER.width, COVER.height, engine.palette, engine.id), COVER.budget),
    );
    writeFileSync(join(dir, 'logo.svg'), logoSvg(engine));
    if (engine.footerLogo) writeFileSync(join(dir, 'footer-logo.svg'), logoSvg(engine, true));
    count += engine.footerLogo ? 3 : 2;
    const pictures = engine.unitTypes.flatMap((unit) => [...unit.images, ...unit.ratePlans.flatMap((plan) => plan.images ?? [])]);
    for (const image of pictures) {
      const svg = svgDocument(image.scene, PHOTO.width, PHOTO.height, engine.palette, image.variant + engine.id * 3);
      largestPhoto = Math.max(largestPhoto, await writeWebp(join(dir, image.file), svg, PHOTO.budget));
      count += 1;
    }
  }
  const iconDir = join(PUBLIC, 'images', 'amenities');
  mkdirSync(iconDir, { recursive: true });
  for (const amenity of AMENITIES) {
    writeFileSync(join(iconDir, `${amenity.code}.svg`), iconSvg(amenity.code));
    count += 1;
  }
  console.log(
    `Wrote ${count} files in ${Math.round(performance.now() - started)} ms; largest cover ${(largestCover / 1024).toFixed(1)} KB, largest unit image ${(largestPhoto / 1024).toFixed(1)} KB`,
  );
}

runCommand('make-demo-images', main);
