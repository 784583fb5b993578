import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDiscoveryFiles } from '../../../scripts/discovery-files.ts';

const site = mkdtempSync(join(tmpdir(), 'discovery-'));
cpSync('public/images/frame/default-cover.webp', join(site, 'images/frame/default-cover.webp'));
cpSync('public/images/demo/villa-adriatic/cover.webp', join(site, 'images/demo/villa-adriatic/cover.webp'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

const sizeOf = async (path: string) => {
  const { format, width, height } = await sharp(readFileSync(join(site, path))).metadata();
  return { format, width, height };
};
const now = new Date('2026-11-29T12:00:00Z');

describe('the pictures cut from a property’s cover', () => {
  it('a link preview of 1200×630 and, for a phone’s hero, the cover’s middle as tall as the cover', async () => {
    const warnings: string[] = [];
    const engine = { slug: 'villa-adriatic', activeLanguages: ['en' as const], coverImageUrl: '/images/demo/villa-adriatic/cover.webp' };
    await writeDiscoveryFiles(site, engine, 'https://villa.example', { now, warn: (line) => warnings.push(line) });
    expect(await sizeOf('images/preview.jpg')).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(await sizeOf('images/cover-narrow.webp')).toEqual({ format: 'webp', width: 960, height: 600 });
    expect(warnings).toEqual([]);
  });

  it('a cover that cannot be read gives way to the default one, and the build says so', async () => {
    const warnings: string[] = [];
    const engine = { slug: 'villa-down', activeLanguages: ['en' as const], coverImageUrl: '/images/demo/villa-down/cover.webp' };
    await writeDiscoveryFiles(site, engine, 'https://villa.example', { now, warn: (line) => warnings.push(line) });
    expect(warnings).toEqual([
      "villa-down: the link preview and the phone's hero use the default cover, as /images/demo/villa-down/cover.webp is not in the site's files.",
    ]);
    const fromDefault = await sharp(readFileSync(join(site, 'images/frame/default-cover.webp'))).metadata();
    expect(await sizeOf('images/cover-narrow.webp')).toEqual({
      format: 'webp',
      width: Math.min(fromDefault.width, Math.round(fromDefault.height * 1.6)),
      height: fromDefault.height,
    });
  });
});
