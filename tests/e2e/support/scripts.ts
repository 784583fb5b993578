import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LoadedScript, ScriptInventory } from '../../../scripts/script-inventory.ts';

/** The build of this run (scripts/e2e.ts), where the payment pages' script inventories are. */
export const E2E_DIST = process.env.E2E_SITE_DIST ?? join(import.meta.dirname, '../../../.build/e2e/dist');

/** A property's script inventory as the build wrote it. */
export const scriptInventory = (slug: string): ScriptInventory =>
  JSON.parse(readFileSync(join(E2E_DIST, 'script-inventory', `${slug}.json`), 'utf8')) as ScriptInventory;

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('base64');

/**
 * Watches every script the current page itself loads (not those inside the
 * gateways' frames, which run on the providers' own origins) and, when
 * asked, adds the inline scripts the page holds: each with its content's hash.
 */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const loaded: Promise<LoadedScript>[] = [];
  // Only the page showing now counts: what the search and extras steps loaded before is not a payment page's.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loaded.length = 0;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.frame() !== page.mainFrame()) return;
    loaded.push(
      response.body().then(
        (body) => ({ url: response.url(), sha256: sha256(body) }),
        () => ({ url: response.url() }),
      ),
    );
  });
  return async () => {
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && (!script.type || script.type === 'module' || script.type === 'text/javascript'))
        .map((script) => script.textContent ?? ''),
    );
    return [...(await Promise.all(loaded)), ...inline.map((text) => ({ sha256: sha256(text) }))];
  };
}
