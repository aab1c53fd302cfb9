import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentConverter } from '../../ports/document-converter';
import { convertToArgument } from './pdfa-export';
import { killGroup, runInGroup, startTiedToThisProcess, type ProcessOutcome } from './processes';
import { canTalkToLibreOffice } from './soffice-location';
import { convertThroughListener } from './uno-client';

export interface LibreOfficeSettings {
  /** The soffice executable (soffice-location.ts finds it). */
  soffice: string;
  /** A Python with LibreOffice's UNO bridge (Debian: /usr/bin/python3 with python3-uno) for the warm mode. */
  python: string;
  /** LibreOffice's profile: this converter's own, created on warm-up and kept (a started profile is faster). */
  profileDirectory: string;
  /** A conversion still running after this is killed, with the soffice it ran in, and fails. */
  timeoutMs: number;
}

/**
 * `warm`: one soffice kept running, listening on a private pipe, each conversion a short UNO client call;
 * `one-shot`: one soffice per conversion on the kept profile (where the UNO bridge is missing).
 */
export type ConverterMode = 'warm' | 'one-shot';

export interface LibreOfficeConverter extends DocumentConverter {
  /** Chooses the mode and starts what it can before the first conversion; answers the mode. */
  warmUp(): Promise<ConverterMode>;
  /** Stops the kept-alive soffice, if any; a later conversion starts it again. */
  close(): Promise<void>;
}

const failure = (what: string, outcome: ProcessOutcome): Error =>
  new Error(`${what} failed (exit ${outcome.code ?? outcome.signal}): ${outcome.stderr.trim().slice(-500)}`);

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

/**
 * The listening soffice processes of this process's converters: each runs in a group of its own, which would
 * outlive this process unless killed when it ends (`exit` listeners run even on `process.exit`).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => killGroup(child)));

/**
 * The LibreOffice converter, for Lambda's image and for the local runtime alike: one conversion at a time, each
 * in a private temporary folder, killed past its time. In warm mode a failed or timed-out conversion also stops
 * the listener, which the next conversion starts afresh (a crashed or hung soffice is never reused).
 */
export const createLibreOfficeConverter = (settings: LibreOfficeSettings): LibreOfficeConverter => {
  const profile = `-env:UserInstallation=${pathToFileURL(settings.profileDirectory).href}`;
  const pipe = `redigo_${randomBytes(8).toString('hex')}`;
  let listener: ChildProcess | undefined;
  let mode: Promise<ConverterMode> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const startListener = (): void => {
    const child = startTiedToThisProcess(settings.soffice, [
      profile,
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `--accept=pipe,name=${pipe};urp;StarOffice.ComponentContext`,
    ]);
    child.stderr?.resume();
    running.add(child);
    const forget = () => {
      running.delete(child);
      if (listener === child) listener = undefined;
    };
    child.once('exit', forget).once('error', forget);
    listener = child;
  };

  const stopListener = async (): Promise<void> => {
    const child = listener;
    listener = undefined;
    if (!child) return;
    killGroup(child, 'SIGTERM');
    await ended(child, 3000);
    killGroup(child, 'SIGKILL');
  };

  const warmUp = (): Promise<ConverterMode> => {
    mode ??= canTalkToLibreOffice(settings.python).then(async (uno): Promise<ConverterMode> => {
      if (uno) {
        startListener();
        return 'warm';
      }
      const args = [profile, '--headless', '--norestore', '--terminate_after_init'];
      await runInGroup(settings.soffice, args, settings.timeoutMs).catch(() => undefined);
      return 'one-shot';
    });
    return mode;
  };

  const convertWarm = async (source: string, target: string): Promise<void> => {
    if (!listener) startListener();
    try {
      const outcome = await convertThroughListener(settings.python, pipe, source, target, settings.timeoutMs);
      if (outcome.code !== 0) throw failure('The UNO conversion', outcome);
    } catch (error) {
      await stopListener();
      throw error;
    }
  };

  const convertOneShot = async (folder: string, source: string): Promise<void> => {
    const args = [profile, '--headless', '--norestore', '--nolockcheck'];
    const convert = ['--convert-to', convertToArgument(), '--outdir', folder, source];
    const outcome = await runInGroup(settings.soffice, [...args, ...convert], settings.timeoutMs);
    if (outcome.code !== 0) throw failure('soffice --convert-to', outcome);
  };

  const convert = async (docx: Buffer): Promise<Buffer> => {
    const chosen = await warmUp();
    const folder = await mkdtemp(join(tmpdir(), 'redigo-pdf-'));
    try {
      const source = join(folder, 'document.docx');
      const target = join(folder, 'document.pdf');
      await writeFile(source, docx);
      if (chosen === 'warm') await convertWarm(source, target);
      else await convertOneShot(folder, source);
      return await readFile(target).catch(() => {
        throw new Error('LibreOffice wrote no PDF');
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };

  return {
    warmUp,
    toPdfA(docx) {
      const next = queue.then(() => convert(docx));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue;
      await stopListener();
    },
  };
};
