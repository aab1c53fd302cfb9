import { spawn, type ChildProcess } from 'node:child_process';
import { NamedError } from '../../errors/named-error';

/** A process that ran past its time and was killed with everything it started. */
export class ProcessTimeoutError extends NamedError {
  constructor(command: string, timeoutMs: number) {
    super(`${command} ran past ${timeoutMs} ms and was killed`);
  }
}

export interface ProcessOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last few kilobytes the process wrote on stderr, for the logs. */
  stderr: string;
}

/**
 * Starts a process in a group of its own (soffice is a script that starts oosplash, which starts soffice.bin),
 * so that `killGroup` reaches every process it started.
 */
export const startInGroup = (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess => spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env });

/**
 * Like `startInGroup`, for a process meant to run as long as this one (the listening soffice): a small shell
 * watches both and ends the whole group once this process is gone, so a runtime killed outright (SIGKILL, a
 * crash) leaves no LibreOffice behind. The group's leader is the shell: it exits once the command has.
 */
export const startTiedToThisProcess = (command: string, args: string[]): ChildProcess =>
  startInGroup('/bin/sh', [
    '-c',
    `"$@" & while kill -0 ${process.pid} 2>/dev/null && kill -0 $! 2>/dev/null; do sleep 1; done; kill -KILL 0`,
    'soffice',
    command,
    ...args,
  ]);

/** Kills a process started by `startInGroup` and everything it started; nothing if it is gone already. */
export const killGroup = (child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group ended meanwhile.
  }
};

const STDERR_KEPT = 4096;

/**
 * Runs a command to its end, or kills its whole group after `timeoutMs` and throws ProcessTimeoutError;
 * `started` gets the process, for a caller that may have to kill it sooner.
 */
export const runInGroup = (
  command: string,
  args: string[],
  timeoutMs: number,
  options: { started?: (child: ChildProcess) => void } = {},
): Promise<ProcessOutcome> =>
  new Promise((resolve, reject) => {
    const child = startInGroup(command, args);
    options.started?.(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new ProcessTimeoutError(command, timeoutMs));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
