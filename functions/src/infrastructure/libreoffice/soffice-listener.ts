import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { killGroup, startTiedToThisProcess } from './processes';

/**
 * How long LibreOffice may take to come up (a new profile, fonts, a busy machine) before its first conversion:
 * allowed on top of the conversion's own time until it has answered once.
 */
export const STARTUP_ALLOWANCE_MS = 60_000;

/** One soffice kept running, listening on a private pipe for the warm converter's UNO client. */
export interface SofficeListener {
  pipe: string;
  /** Starts soffice, unless it is running. */
  ensureRunning(): void;
  /** The time to allow a conversion beyond its own: LibreOffice's start, until it has answered once. */
  startupAllowanceMs(): number;
  /** A conversion went through: soffice is up. */
  answered(): void;
  /** Stops soffice (and everything it started); a later `ensureRunning` starts it afresh. */
  stop(): Promise<void>;
}

/**
 * The listening soffice processes of this process: each runs in a group of its own, which would outlive this
 * process unless killed when it ends (`exit` listeners run even on `process.exit`; a watchdog covers the rest,
 * see processes.ts).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => killGroup(child)));

/** Waits for a process to end, at most `ms`. */
const ended = (child: ChildProcess, ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const createSofficeListener = (soffice: string, profileArgument: string): SofficeListener => {
  const pipe = `redigo_${randomBytes(8).toString('hex')}`;
  let child: ChildProcess | undefined;
  let up = false;

  const start = (): ChildProcess => {
    const started = startTiedToThisProcess(soffice, [
      profileArgument,
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `--accept=pipe,name=${pipe};urp;StarOffice.ComponentContext`,
    ]);
    started.stderr?.resume();
    running.add(started);
    const forget = () => {
      running.delete(started);
      if (child === started) child = undefined;
    };
    started.once('exit', forget).once('error', forget);
    up = false;
    return started;
  };

  return {
    pipe,
    ensureRunning() {
      child ??= start();
    },
    startupAllowanceMs: () => (up ? 0 : STARTUP_ALLOWANCE_MS),
    answered() {
      up = true;
    },
    async stop() {
      const stopping = child;
      child = undefined;
      if (!stopping) return;
      killGroup(stopping, 'SIGTERM');
      await ended(stopping, 3000);
      killGroup(stopping, 'SIGKILL');
    },
  };
};
