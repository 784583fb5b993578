/**
 * The database file under a running API. SQLite keeps working on a file
 * that was deleted or replaced under it: every booking made after that
 * would go to a file no one can open again, and the next start would seed
 * a new one. The guard notices (the path is gone, or names another file),
 * and the API then refuses every write with 503, answers its health check
 * with 503, and says so on its log, loudly and once a minute, until the file
 * is back or the API is restarted.
 */
import { statSync } from 'node:fs';

export interface DatabaseFileGuard {
  /** What is wrong with the file now (a sentence for the log), or null. */
  problem(): string | null;
  /** `problem()`, written to the log at most once a minute. */
  reportedProblem(): string | null;
}

const REPORT_EVERY_MS = 60_000;

function identity(path: string): string | null {
  try {
    const stat = statSync(path);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

/** Watches the file at `path` as it is now. */
export function guardDatabaseFile(path: string, log: (line: string) => void = (line) => console.error(line)): DatabaseFileGuard {
  const opened = identity(path);
  let lastReport = -Infinity;
  const problem = (): string | null => {
    const now = identity(path);
    if (now === opened) return null;
    const what = now === null ? 'was removed' : 'was replaced by another file';
    return `the database file ${path} ${what} while the API runs: every write is refused (503) so that no booking goes where no one will find it. Put the file back, or restart the API to start from the file now there.`;
  };
  return {
    problem,
    reportedProblem() {
      const found = problem();
      if (found && performance.now() - lastReport >= REPORT_EVERY_MS) {
        lastReport = performance.now();
        log(`[api] ERROR ${found}`);
      }
      return found;
    },
  };
}
