/**
 * Writes docs/GLOSSARY.md from the glossary files (src/i18n/glossary/):
 * `node scripts/glossary.ts`. The unit tests fail while the page and the
 * files disagree.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossaryDocument } from '../src/i18n/glossary/index.ts';

const target = join(import.meta.dirname, '..', 'docs', 'GLOSSARY.md');
try {
  writeFileSync(target, glossaryDocument());
  process.stdout.write(`wrote ${target}\n`);
} catch (error) {
  process.stderr.write(`glossary: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
