/**
 * The bench's figures beside their budgets and beside the committed
 * baseline (`bench-results/baseline.json`, the figures of the run that
 * was last saved with `npm run bench -- --save-baseline`), so a regression
 * shows in the output. Nothing fails on a figure: the table says 'OVER'
 * beside a budget that was missed and how far each figure moved.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { table } from './bench-lib.ts';

/** One figure of a run, named the same from run to run. */
export interface Metric {
  name: string;
  value: number;
  unit: string;
  /** Whether less is better (time, bytes) or more (scores, requests/s). */
  better: 'lower' | 'higher';
  /** The goal: at most (lower) or at least (higher) this. */
  budget?: number;
}

export interface Baseline {
  measuredAt: string;
  /** Where it was measured: the cores and CPU model, since figures move with the machine. */
  host: string;
  metrics: Record<string, number>;
}

/** Reads the baseline; null when there is none yet (or it cannot be read: it is then written anew by --save-baseline). */
export function readBaseline(path: string): Baseline | null {
  if (!existsSync(path)) return null;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Baseline;
    return typeof parsed.metrics === 'object' && parsed.metrics !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes this run's figures as the baseline, keeping the figures of parts this run did not measure. */
export function saveBaseline(path: string, metrics: readonly Metric[], host: string, measuredAt: string): void {
  const previous = readBaseline(path)?.metrics ?? {};
  const next: Baseline = { measuredAt, host, metrics: { ...previous, ...Object.fromEntries(metrics.map((metric) => [metric.name, metric.value])) } };
  writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
}

const show = (value: number, unit: string): string => `${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 2 : 1)}${unit ? ` ${unit}` : ''}`;

/**
 * Whether a figure meets its budget.
 * @example withinBudget({ name: 'x', value: 2.4, unit: 'ms', better: 'lower', budget: 3 }) // true
 */
export function withinBudget(metric: Metric): boolean | null {
  if (metric.budget === undefined) return null;
  return metric.better === 'lower' ? metric.value <= metric.budget : metric.value >= metric.budget;
}

/**
 * How a figure moved from the baseline: the change, and whether that is worse by more than `noise` (a share).
 * @example change({ name: 'x', value: 110, unit: 'KB', better: 'lower' }, 100) // { text: '+10.0 %', worse: true }
 */
export function change(metric: Metric, before: number | undefined, noise = 0.05): { text: string; worse: boolean } {
  if (before === undefined) return { text: 'new', worse: false };
  if (before === 0) return { text: metric.value === 0 ? '±0' : 'was 0', worse: metric.better === 'lower' ? metric.value > 0 : false };
  const share = (metric.value - before) / Math.abs(before);
  const worse = metric.better === 'lower' ? share > noise : share < -noise;
  return { text: `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`, worse };
}

/** The table of every figure: this run, its budget, the baseline and the change. */
export function comparisonTable(metrics: readonly Metric[], baseline: Baseline | null): string {
  const rows = metrics.map((metric) => {
    const within = withinBudget(metric);
    const before = baseline?.metrics[metric.name];
    const moved = change(metric, before);
    return [
      metric.name,
      show(metric.value, metric.unit),
      metric.budget === undefined ? '' : `${metric.better === 'lower' ? '≤' : '≥'} ${show(metric.budget, metric.unit)} ${within ? 'within' : 'OVER'}`,
      before === undefined ? '–' : show(before, metric.unit),
      moved.worse ? `${moved.text} WORSE` : moved.text,
    ];
  });
  const head = ['figure', 'this run', 'budget', `baseline${baseline ? ` (${baseline.measuredAt.slice(0, 10)}, ${baseline.host})` : ' (none saved)'}`, 'change'];
  return table(head, rows);
}
