/**
 * Helpers of the scale and load parts of `npm run bench`: the memory of a
 * process tree read from /proc, the oversell check of the concurrent
 * booking run, and a Markdown table.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS and VmHWM (peak RSS) of a /proc/{pid}/status text, in KiB; null when absent (a zombie has neither). */
export function parseProcStatus(text: string): { rssKb: number | null; hwmKb: number | null } {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(text);
    return match ? Number(match[1]) : null;
  };
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** The parent pid of a /proc/{pid}/stat line (the command name may hold spaces and parentheses). */
export function parentOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/** `root` and every process below it, from a pid → parent pid map. */
export function treeOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The /proc/{pid}/stat line of every living process, by pid. */
function processStats(): Map<number, string> {
  const stats = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readOrNull(`/proc/${name}/stat`);
    if (stat) stats.set(Number(name), stat);
  }
  return stats;
}

function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const [pid, stat] of processStats()) parents.set(pid, parentOf(stat));
  return treeOf(root, parents);
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The user and system CPU time of a /proc/{pid}/stat line, in milliseconds.
 * @example cpuMsOf('7 (node) S 1 7 7 0 -1 0 0 0 0 0 250 50 0 0') // 3000
 */
export function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * The command name of a /proc/{pid}/stat line (it may hold spaces and parentheses).
 * @example commandOf('7 (postgres) S 1 7 7 0 -1 0 0 0 0 0 250 50 0 0') // 'postgres'
 */
export function commandOf(stat: string): string {
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
}

/**
 * CPU milliseconds spent so far by the living processes of this host named
 * `command` (PostgreSQL's server and backends: 'postgres'). Linux only.
 */
export function commandCpuMs(command: string): number {
  let total = 0;
  for (const stat of processStats().values()) if (commandOf(stat) === command) total += cpuMsOf(stat);
  return total;
}

/** CPU milliseconds spent so far by `root` and its living descendants (the API's primary and workers). Linux only. */
export function treeCpuMs(root: number): number {
  let total = 0;
  for (const pid of processTree(root)) {
    const stat = readOrNull(`/proc/${pid}/stat`);
    if (stat) total += cpuMsOf(stat);
  }
  return total;
}

export interface TreeMemory {
  /** Largest sum of the tree's resident sets seen in one sample, MiB. */
  peakTreeRssMb: number;
  /** Largest peak RSS (VmHWM) of one process of the tree, MiB. */
  peakProcessRssMb: number;
  /** Processes seen in the tree. */
  processes: number;
}

/**
 * Samples the memory of `root` and its descendants every `intervalMs`
 * until `stop()`, which answers the peaks. Linux only (reads /proc).
 */
export function watchTreeMemory(root: number, intervalMs = 100): { stop(): TreeMemory } {
  let peakTree = 0;
  const peakOf = new Map<number, number>();
  const sample = () => {
    let sum = 0;
    for (const pid of processTree(root)) {
      const status = readOrNull(`/proc/${pid}/status`);
      if (!status) continue;
      const { rssKb, hwmKb } = parseProcStatus(status);
      sum += rssKb ?? 0;
      peakOf.set(pid, Math.max(peakOf.get(pid) ?? 0, hwmKb ?? rssKb ?? 0));
    }
    peakTree = Math.max(peakTree, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const mb = (kb: number) => Math.round(kb / 1024);
      return { peakTreeRssMb: mb(peakTree), peakProcessRssMb: mb(Math.max(0, ...peakOf.values())), processes: peakOf.size };
    },
  };
}

export interface OversellInput {
  /** Units of the booked unit type free on each night before the run. */
  inventory: number;
  /** Bookings answered 201. */
  booked: number;
  /** Reservations written to the database during the run. */
  reservations: number;
  /** Inventory rows of the booked unit type after the run. */
  nights: { date: string; total: number; booked: number }[];
  /** Dates of the booked stay. */
  stayDates: string[];
  /** Fewest free units of a stay night seen while the run went on (null when never sampled). */
  fewestFreeSeen: number | null;
}

/**
 * What went wrong in a concurrent booking run for a limited inventory;
 * empty when every unit was sold exactly once: as many 201s as units,
 * one reservation per 201, every stay night full and no night anywhere
 * with more units booked than it has.
 */
export function oversellProblems(run: OversellInput): string[] {
  const problems: string[] = [];
  if (run.booked !== run.inventory) problems.push(`${run.booked} bookings succeeded for ${run.inventory} units`);
  if (run.reservations !== run.booked) problems.push(`${run.reservations} reservations written for ${run.booked} successful bookings`);
  for (const night of run.nights) {
    if (night.booked > night.total) problems.push(`${night.date}: ${night.booked} units booked of ${night.total} (inventory below zero)`);
  }
  for (const date of run.stayDates) {
    const night = run.nights.find((row) => row.date === date);
    if (!night) problems.push(`${date}: no inventory row`);
    else if (night.booked !== night.total) problems.push(`${date}: ${night.total - night.booked} units left unsold`);
  }
  if (run.fewestFreeSeen !== null && run.fewestFreeSeen < 0) problems.push(`free units seen at ${run.fewestFreeSeen} during the run`);
  return problems;
}

/** A Markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |\n`;
  return line(head) + line(head.map(() => '---')) + rows.map(line).join('');
}

/**
 * The middle value (the lower of the two middle ones for an even count); null for none.
 * @example median([97, 100, 95, 96, 98]) // 97
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's target phone
 * (a moto g power), from the `benchmarkIndex` Lighthouse measures on it.
 * Lighthouse's default 4× assumes a host of about 1,533; its docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") leave other hosts to
 * its CPU throttling calculator, whose curve this is: 150 is 1×, 800 is 2×,
 * 1,300 is 3×, and each 233 above that one more. Rounded to a tenth, as the
 * calculator shows it. A shared machine's index moves from run to run
 * (670–2,200 seen on one 2-core host within minutes), so each run is
 * calibrated just before it starts.
 * @example cpuSlowdownFor(1533) // 4
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`A host with benchmarkIndex ${benchmarkIndex} is too slow to stand for Lighthouse's target phone.`);
  }
  const slowdown =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 10) / 10;
}
