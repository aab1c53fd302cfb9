import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a run measured, so that figures from different runs can be compared. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  /** The 1-minute load average when the run started: others' work on the machine weighs on every figure. */
  loadAverage: number;
  commit: string;
}

const cpuModel = (): string => {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('model name'));
    return line?.split(':')[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  } catch {
    return cpus()[0]?.model ?? 'unknown';
  }
};

const gitCommit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

export const describeMachine = (): Machine => ({
  cpu: cpuModel(),
  cores: cpus().length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: loadavg()[0] ?? 0,
  commit: gitCommit(),
});
