import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The interface languages, in the order the product lists them. */
export const LANGUAGES = ['hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl'] as const;

/** WCAG 2.1 A and AA, the level the European Accessibility Act asks for, and 2.2 AA (target size: a stepper's buttons lost their size once). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules whose outcome does not depend on the page's language: colours and
 * their contrast are the same in every language. A page marked with
 * `languageScans` skips them (English scans everything).
 */
const SAME_IN_EVERY_LANGUAGE = ['color-contrast', 'color-contrast-enhanced'];
const languageOnly = new WeakSet<Page>();

/** Marks a page whose scans check what a language changes, the rest being checked in English. */
export function languageScans(page: Page): void {
  languageOnly.add(page);
}

/** A violation as a failing test prints it: the rule, what it asks, and where. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * Runs axe on one state of a page and records what it finds under that
 * state's name (soft: every state of a test is checked and reported).
 * `within` narrows the scan to a part that just changed (an open dialog, a
 * popover) once the page around it has been scanned. Pages with card
 * gateways' frames (other origins) need `frames: true`: axe then runs in
 * every frame through @axe-core/playwright.
 */
export async function expectAccessible(page: Page, state: string, options: { within?: string; frames?: boolean } = {}): Promise<void> {
  const violations = await allRendered(page, () => (options.frames ? scanWithFrames(page, options.within) : scanPage(page, options.within)));
  const found: Violation[] = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
  expect.soft(found, `WCAG 2.1 AA violations: ${state}`).toEqual([]);
}

type AxeViolations = AxeResults['violations'];

/**
 * Runs a scan with every part of the page laid out and painted: parts away
 * from the viewport that the page leaves unrendered (content-visibility:
 * auto, the results' cards) have no boxes yet, and axe measures boxes (its
 * target size and contrast rules misread them: dequelabs/axe-core#2768).
 * The scan then checks every card as it looks once shown.
 */
async function allRendered<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  // A constructed style sheet: the page's content security policy refuses a <style> of the test's own.
  const sheet = await page.evaluateHandle(() => {
    const rendered = new CSSStyleSheet();
    rendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rendered];
    return rendered;
  });
  try {
    return await scan();
  } finally {
    await sheet.evaluate((rendered) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== rendered);
    });
  }
}

/** The axe-core that @axe-core/playwright runs (its own copy), to put in a page as the builder does. */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * Puts axe in every document the context opens, before its own scripts: a
 * spec that scans most pages it visits saves sending axe (half a megabyte)
 * to each of them.
 */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
}

/** axe in the page itself, put in once per document (unless `withAxe` did): the modals and panels of a screen reuse it. */
async function scanPage(page: Page, within?: string): Promise<AxeViolations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'], iframes: false };
  if (languageOnly.has(page)) options.rules = Object.fromEntries(SAME_IN_EVERY_LANGUAGE.map((rule) => [rule, { enabled: false }]));
  return page.evaluate(
    async ({ within, options }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
      return (await axe.run(within ? { include: [within] } : document, options)).violations;
    },
    { within, options },
  );
}

async function scanWithFrames(page: Page, within?: string): Promise<AxeViolations> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder = builder.include(within);
  return (await builder.analyze()).violations;
}

/** The open modal dialog: the part to scan while one is open (the page behind it is inert). */
export const OPEN_DIALOG = 'dialog[open]';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user
 * moves through the page; fails when it is not reached in `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 }: { back?: boolean; max?: number } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max && !(await hasFocus(target)); presses += 1) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** The element has focus and shows it: it matches :focus-visible and draws an outline or a ring. */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      ring: style.boxShadow !== 'none',
    };
  });
  expect(indicator.focusVisible, 'matches :focus-visible').toBe(true);
  expect(indicator.outline || indicator.ring, 'draws a focus outline or ring').toBe(true);
}

/** Whether the page scrolls sideways (content wider than the viewport: WCAG 1.4.10 reflow). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A regular expression matching `text` literally at the start. */
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
