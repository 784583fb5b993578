import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 14321);
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:18787/api';

/** The URL of a property's site. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${SITE_PORT}${path}`;

/** An answer read over HTTP, every header with all its values. */
export interface Answer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
  /** The body as sent, for a picture. */
  bytes: Buffer;
}

/**
 * GET from a server on loopback `port` as a browser asks for `{slug}.localhost`
 * (Node does not resolve `.localhost` names): the document as served, not rendered.
 */
export function getFromHost(port: number, slug: string, path: string, host = `${slug}.localhost:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headersDistinct as Record<string, string[]>, body: bytes.toString('utf8'), bytes });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The page frame as a guest sees it: header selectors, footer, modals, cookie notice. */
export class Frame {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  header(): Locator {
    return this.page.getByRole('banner');
  }

  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The language dropdown's button, named in the page's language. */
  languageButton(name: string | RegExp = /language|jezik|sprache|jazyk|idioma|langue|lingua|ngôn ngữ|γλώσσα|język|jezik/i): Locator {
    return this.header().getByRole('button', { name });
  }

  currencyButton(name: string | RegExp = /currency|valuta|währung|měna|moneda|devise|tiền tệ|νόμισμα|waluta/i): Locator {
    return this.header().getByRole('button', { name });
  }

  cookieNotice(): Locator {
    return this.page.getByRole('region', { name: /cookies|kolačići|kolačiči/i });
  }

  /** Waits until the islands have hydrated (the header controls answer clicks). */
  async ready(): Promise<void> {
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}

const dictionaries = new Map<string, Record<string, string>>();

function dictionary(lang: string): Record<string, string> {
  if (!dictionaries.has(lang)) {
    dictionaries.set(lang, JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/i18n/locales', `${lang}.json`), 'utf8')));
  }
  return dictionaries.get(lang)!;
}

/** A string as the site shows it in a language (the same dictionaries the build uses). */
export function text(lang: string, key: string, tokens: Record<string, string | number> = {}): string {
  const value = dictionary(lang)[key] ?? dictionary('en')[key] ?? key;
  return value.replace(/%(\w+)%/g, (match, name: string) => (name in tokens ? String(tokens[name]) : match));
}
