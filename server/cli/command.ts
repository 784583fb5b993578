/**
 * How the repository's commands meet a mistake: one line on standard error
 * saying what went wrong and what to do, a non-zero exit code, and nothing
 * left running. A stack trace is for a defect, not a mistake: `DEBUG=1`
 * prints it.
 */
import type { Server } from 'node:net';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A mistake the person at the command line can fix; its message says how. Exit code 2 for bad usage. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

const USAGE_EXIT = 2;

/**
 * Reads a command's options strictly: an unknown or malformed option prints
 * `{command}: {what is wrong}` and the usage, and exits 2; `--help` prints
 * the usage and exits 0.
 */
export function readOptions<O extends ParseArgsOptionsConfig>(command: string, usage: string, options: O, args: string[] = process.argv.slice(2)) {
  const parse = () => parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`${command}: ${messageOf(error)}\n\n${usage}\n`);
    process.exit(USAGE_EXIT);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return parsed.values;
}

/** Ends a command at once over a mistake in an option's value: `{command}: {message}`, exit code 2. */
export function refuse(command: string, message: string): never {
  process.stderr.write(`${command}: ${message}\n`);
  process.exit(USAGE_EXIT);
}

/** A usage mistake in an option's value: exit code 2. */
export const usageError = (message: string): CliError => new CliError(message, USAGE_EXIT);

/** What a port that cannot be listened on means, naming the setting that moves it. */
export function listenError(error: unknown, port: number, variable: string): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return new CliError(
      `Port ${port} is already in use (is \`npm start\`, \`npm run serve\` or \`npm run api\` running?). Stop what uses it, or set ${variable} to a free port.`,
    );
  if (code === 'EACCES') return new CliError(`Port ${port} needs privileges this user does not have. Set ${variable} to a port from 1024.`);
  if (code === 'EADDRNOTAVAIL')
    return new CliError(`The address to listen on for port ${port} is not on this machine. Check the host setting beside ${variable}.`);
  return error instanceof Error ? error : new Error(String(error));
}

/** Listens, or fails with `listenError`. */
export function listen(server: Server, port: number, host: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) => reject(listenError(error, port, variable));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(messageOf).join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a command's main function: a resolved number ends the process with
 * that exit code (a command that keeps serving resolves nothing); a failure prints `{command}: {message}` (the stack too with
 * DEBUG=1), runs `cleanup` (stop what was started) and exits non-zero.
 */
export function runCommand(command: string, main: () => Promise<unknown>, cleanup: () => void = () => {}): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (error: unknown) => {
      cleanup();
      process.stderr.write(`${command}: ${messageOf(error)}\n`);
      if (process.env.DEBUG && error instanceof Error && !(error instanceof CliError)) process.stderr.write(`${error.stack}\n`);
      process.exit(error instanceof CliError ? error.exitCode : 1);
    },
  );
}
