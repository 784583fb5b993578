import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_DIST } from './support/scripts.ts';

/**
 * Every page type the build writes is valid HTML by the Nu HTML checker
 * (vnu.jar from the `vnu-jar` package, on the machine's Java 17; `.ci/run`
 * installs Java when missing): two properties, a single one and a group,
 * in three languages, and the page for an unknown host.
 */
const VNU = join(createRequire(import.meta.url).resolve('vnu-jar'), '..', 'build', 'dist', 'vnu.jar');
const PROPERTIES = ['villa-adriatic', 'dalmatia-collection'];
const LANGUAGES = ['en', 'hr', 'de'];
const PAGE_TYPES = ['', 'services', 'payment', 'reservations', 'offer', 'offer/payment', 'reservation/check-in', 'close', '404'];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * CSS the checker's grammar does not know, though every browser the site
 * supports has had it for years: the `mask` shorthand, container queries
 * (`container-type`, and the `cqi` unit in the calendar's custom
 * properties). The pages carry their stylesheets inline, where the
 * checker reads them (all but the calendar's, a file the calendar loads);
 * these findings, and only these, are set aside.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: “mask”: Too many values or values are not recognized\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
];
const unknownToTheChecker = (entry: VnuMessage): boolean =>
  UNKNOWN_TO_THE_CHECKER.some((pattern) => pattern.test(entry.message)) ||
  (/^CSS: “--rdp-[\w-]+”: Parse Error\.$/.test(entry.message) && /\dcqi\b/.test(entry.extract ?? ''));

test('every page type of two properties in three languages is valid HTML (Nu HTML checker)', async () => {
  test.setTimeout(90_000);
  const pages = [join(E2E_DIST, '404.html')];
  for (const property of PROPERTIES) {
    for (const lang of LANGUAGES) {
      for (const type of PAGE_TYPES) pages.push(join(E2E_DIST, 'sites', property, lang, type, 'index.html'));
    }
  }
  expect(pages.filter((page) => !existsSync(page))).toEqual([]);
  // One checker run for every page: the JVM starts once. `--exit-zero-always`: the findings are read from its report.
  // A run of seconds: the quick compiler alone and the serial collector take half the CPU of the JVM's defaults,
  // which the browsers of the other tests running beside it get instead. The quick compiler's deeper stack
  // frames need a larger thread stack than the checker's documented 512k to evaluate the HTML schema.
  const checker = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m', '-jar', VNU, '--errors-only', '--exit-zero-always', '--format', 'json', ...pages];
  const { stderr } = await promisify(execFile)('java', checker, { maxBuffer: 32 * 1024 * 1024 }).catch((error: { stderr?: string }) => {
    throw new Error(`The Nu HTML checker did not run: ${error.stderr?.trim() || String(error)}`);
  });
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((entry) => !unknownToTheChecker(entry))
    .map(
      (entry) =>
        `${entry.url.replace(`file:${E2E_DIST}`, '')}:${entry.lastLine ?? '?'} ${entry.message}${entry.extract ? ` [${entry.extract.trim().slice(0, 120)}]` : ''}`,
    );
  expect(errors).toEqual([]);
});
