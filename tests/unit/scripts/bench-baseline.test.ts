/** The bench's figures beside their budgets and the committed baseline (scripts/bench-baseline.ts), and the API's CPU read from /proc. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { change, comparisonTable, type Metric, readBaseline, saveBaseline, withinBudget } from '../../../scripts/bench-baseline.ts';
import { commandCpuMs, commandOf, cpuMsOf } from '../../../scripts/bench-lib.ts';

const js: Metric = { name: 'accommodation: JS', value: 118.9, unit: 'KB', better: 'lower', budget: 100 };
const score: Metric = { name: 'accommodation: performance', value: 99, unit: '', better: 'higher', budget: 98 };

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('bench figures beside their budgets and the baseline', () => {
  it('say whether a budget is met, whichever way is better', () => {
    expect(withinBudget(js)).toBe(false);
    expect(withinBudget({ ...js, value: 100 })).toBe(true);
    expect(withinBudget(score)).toBe(true);
    expect(withinBudget({ ...score, value: 97 })).toBe(false);
    expect(withinBudget({ ...js, budget: undefined })).toBeNull();
  });

  it('call a move past 5 % in the worse direction worse, and nothing else', () => {
    expect(change(js, 110)).toEqual({ text: '+8.1 %', worse: true });
    expect(change(js, 120)).toEqual({ text: '-0.9 %', worse: false });
    expect(change(score, 100)).toEqual({ text: '-1.0 %', worse: false });
    expect(change(score, 110)).toEqual({ text: '-10.0 %', worse: true });
    expect(change(js, undefined)).toEqual({ text: 'new', worse: false });
  });

  it('print OVER beside a missed budget and WORSE beside a regression', () => {
    const text = comparisonTable([js, score], { measuredAt: '2026-11-27T09:00:00Z', host: '2 cores', metrics: { [js.name]: 110 } });
    expect(text).toContain('| accommodation: JS | 118.9 KB | ≤ 100 KB OVER | 110 KB | +8.1 % WORSE |');
    expect(text).toContain('| accommodation: performance | 99 | ≥ 98 within | – | new |');
  });

  it('save a run as the baseline, keeping the figures of parts it did not measure; an unreadable file is none', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
    const path = join(dir, 'baseline.json');
    expect(readBaseline(path)).toBeNull();
    writeFileSync(path, '{ not json');
    expect(readBaseline(path)).toBeNull();
    saveBaseline(path, [js], '2 cores', '2026-11-27T09:00:00Z');
    saveBaseline(path, [score], '2 cores', '2026-11-28T09:00:00Z');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      measuredAt: '2026-11-28T09:00:00Z',
      host: '2 cores',
      metrics: { [js.name]: 118.9, [score.name]: 99 },
    });
  });
});

describe('CPU time from /proc', () => {
  it('adds user and system ticks of a stat line, whatever the command name holds', () => {
    expect(cpuMsOf('7 (node) S 1 7 7 0 -1 0 0 0 0 0 250 50 0 0')).toBe(3000);
    expect(cpuMsOf('8 (a (b) c) S 1 8 8 0 -1 0 0 0 0 0 1 2 0 0')).toBe(30);
  });

  it('reads the command name of a stat line, and sums the CPU of the processes of one name', () => {
    expect(commandOf('7 (postgres) S 1 7 7 0 -1 0 0 0 0 0 250 50 0 0')).toBe('postgres');
    expect(commandOf('8 (a (b) c) S 1 8 8 0 -1 0 0 0 0 0 1 2 0 0')).toBe('a (b) c');
    expect(commandCpuMs('no such command here')).toBe(0);
  });
});
