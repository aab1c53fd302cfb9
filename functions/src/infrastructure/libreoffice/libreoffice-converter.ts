import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConversionTimeoutError,
  type DocumentComparer,
  type DocumentConverter,
} from '../../ports/document-converter';
import { convertToArgument } from './pdfa-export';
import { killGroup, ProcessTimeoutError, runInGroup, type ProcessOutcome } from './processes';
import { createSofficeListener } from './soffice-listener';
import { canTalkToLibreOffice } from './soffice-location';
import { convertThroughListener } from './uno-client';
import { compareThroughListener } from './uno-compare';

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

export interface LibreOfficeConverter extends DocumentConverter, DocumentComparer {
  /** Chooses the mode and starts what it can before the first conversion; answers the mode. */
  warmUp(): Promise<ConverterMode>;
  /** Kills the kept-alive soffice and any conversion under way, for good: later conversions fail. */
  close(): Promise<void>;
}

const failure = (what: string, outcome: ProcessOutcome): Error =>
  new Error(`${what} failed (exit ${outcome.code ?? outcome.signal}): ${outcome.stderr.trim().slice(-500)}`);

/**
 * The LibreOffice converter, for Lambda's image and for the local runtime alike: one conversion at a time, each
 * in a private temporary folder, killed past its time (plus LibreOffice's start, until it has answered once). In
 * warm mode a failed or timed-out conversion also stops the listener, which the next conversion starts afresh
 * (a crashed or hung soffice is never reused). `close` kills what runs (a conversion under way fails at once) and
 * for good: a conversion asked for later fails without starting LibreOffice.
 */
export const createLibreOfficeConverter = (settings: LibreOfficeSettings): LibreOfficeConverter => {
  const profile = `-env:UserInstallation=${pathToFileURL(settings.profileDirectory).href}`;
  const listener = createSofficeListener(settings.soffice, profile);
  let oneShot: ChildProcess | undefined;
  let mode: Promise<ConverterMode> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const warmUp = (): Promise<ConverterMode> => {
    mode ??= canTalkToLibreOffice(settings.python).then(async (uno): Promise<ConverterMode> => {
      if (uno) {
        listener.ensureRunning();
        return 'warm';
      }
      const args = [profile, '--headless', '--norestore', '--terminate_after_init'];
      await runInGroup(settings.soffice, args, settings.timeoutMs).catch(() => undefined);
      return 'one-shot';
    });
    return mode;
  };

  const convertWarm = async (source: string, target: string): Promise<void> => {
    // Closed while the .docx was being written: no soffice may start again after `close`.
    if (closed) throw new Error('The converter is closed');
    listener.ensureRunning();
    const timeoutMs = settings.timeoutMs + listener.startupAllowanceMs();
    try {
      const outcome = await convertThroughListener(settings.python, listener.pipe, source, target, timeoutMs);
      if (outcome.code !== 0) throw failure('The UNO conversion', outcome);
      listener.answered();
    } catch (error) {
      await listener.stop();
      throw error;
    }
  };

  const convertOneShot = async (folder: string, source: string): Promise<void> => {
    if (closed) throw new Error('The converter is closed');
    const args = [profile, '--headless', '--norestore', '--nolockcheck'];
    const convert = ['--convert-to', convertToArgument(), '--outdir', folder, source];
    const outcome = await runInGroup(settings.soffice, [...args, ...convert], settings.timeoutMs, {
      started: (child) => (oneShot = child),
    });
    if (outcome.code !== 0) throw failure('soffice --convert-to', outcome);
  };

  /** Runs `work` in a private temporary folder, removed after; a process past its time is a ConversionTimeoutError. */
  const inFolder = async <T>(work: (folder: string) => Promise<T>): Promise<T> => {
    const folder = await mkdtemp(join(tmpdir(), 'redigo-pdf-'));
    try {
      return await work(folder);
    } catch (error) {
      throw error instanceof ProcessTimeoutError ? new ConversionTimeoutError(settings.timeoutMs) : error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };

  const compareWarm = async (original: Buffer, revised: Buffer, author: string): Promise<Buffer> => {
    if ((await warmUp()) !== 'warm')
      throw new Error('Comparing documents needs LibreOffice’s UNO bridge (python3-uno)');
    return inFolder(async (folder) => {
      const files = {
        original: join(folder, 'original.docx'),
        revised: join(folder, 'revised.docx'),
        target: join(folder, 'redline.docx'),
      };
      await Promise.all([writeFile(files.original, original), writeFile(files.revised, revised)]);
      if (closed) throw new Error('The converter is closed');
      listener.ensureRunning();
      const timeoutMs = settings.timeoutMs + listener.startupAllowanceMs();
      try {
        const outcome = await compareThroughListener(
          settings.python,
          listener.pipe,
          files,
          author,
          timeoutMs,
        );
        if (outcome.code !== 0) throw failure('The UNO compare', outcome);
        listener.answered();
      } catch (error) {
        await listener.stop();
        throw error;
      }
      return await readFile(files.target).catch(() => {
        throw new Error('LibreOffice wrote no compare');
      });
    });
  };

  /** One job at a time, whatever its kind: a failed one never holds the next. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  const convert = async (docx: Buffer): Promise<Buffer> => {
    const chosen = await warmUp();
    if (closed) throw new Error('The converter is closed');
    const folder = await mkdtemp(join(tmpdir(), 'redigo-pdf-'));
    try {
      const source = join(folder, 'document.docx');
      const target = join(folder, 'document.pdf');
      await writeFile(source, docx);
      try {
        if (chosen === 'warm') await convertWarm(source, target);
        else await convertOneShot(folder, source);
      } catch (error) {
        throw error instanceof ProcessTimeoutError ? new ConversionTimeoutError(settings.timeoutMs) : error;
      }
      return await readFile(target).catch(() => {
        throw new Error('LibreOffice wrote no PDF');
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };

  return {
    warmUp,
    toPdfA: (docx) => inTurn(() => convert(docx)),
    compare: (original, revised, author) => inTurn(() => compareWarm(original, revised, author)),
    async close() {
      closed = true;
      await listener.stop();
      if (oneShot) killGroup(oneShot);
      await queue;
    },
  };
};
