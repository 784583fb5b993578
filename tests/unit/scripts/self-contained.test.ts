import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../scripts/self-contained.ts';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('the unknown host’s page carries its own styles', () => {
  const page = `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';style-src 'self' 'sha256-abc';img-src 'self'"><link rel="stylesheet" href="/_astro/reset.css"><link rel="stylesheet" href="/_astro/404.css"></head><body></body></html>`;
  const sheets: Record<string, string> = { '/_astro/reset.css': '*{box-sizing:border-box}', '/_astro/404.css': 'body{margin:3rem auto}' };

  it('puts each linked stylesheet inline, in order', () => {
    const out = inlineStylesheets(page, (href) => sheets[href]);
    expect(out).not.toContain('<link');
    expect(out).toContain('<style>*{box-sizing:border-box}</style><style>body{margin:3rem auto}</style>');
  });

  it('lets the page’s policy allow exactly those styles by their hashes', () => {
    const out = inlineStylesheets(page, (href) => sheets[href]);
    expect(out).toContain(`style-src 'self' 'sha256-abc' ${hash(sheets['/_astro/reset.css'])} ${hash(sheets['/_astro/404.css'])};img-src 'self'`);
  });

  it('leaves a page without stylesheets as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(inlineStylesheets(plain, () => '')).toBe(plain);
  });
});
