import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readHolder = (file: string): number | undefined => {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
};

/** Keeps two local stacks from sharing one data directory; a stale lock of a dead process is taken over. */
export const lockDataDirectory = (dataDir: string): (() => void) => {
  const file = join(dataDir, '.lock');
  const holder = readHolder(file);
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `Another local stack (pid ${holder}) is using ${dataDir}: stop it first, or set DATA_DIR.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
};
