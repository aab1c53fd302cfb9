import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { runInGroup } from './processes';

const isExecutableFile = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The soffice to run: `command` itself when it is a path, else the first `command` on PATH; undefined when
 * there is none (LibreOffice is not installed).
 */
export const findSoffice = (command: string, path: string = process.env.PATH ?? ''): string | undefined => {
  if (isAbsolute(command) || command.includes('/')) return isExecutableFile(command) ? command : undefined;
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, command))
    .find(isExecutableFile);
};

/** Where Debian's python3-uno (the UNO bridge the warm converter's client needs) installs for. */
export const DEBIAN_UNO_PYTHON = '/usr/bin/python3';

/**
 * Whether `python` can talk to LibreOffice (Debian's python3-uno): the warm converter needs it; without it
 * every conversion starts soffice afresh.
 */
export const canTalkToLibreOffice = async (python: string): Promise<boolean> => {
  if (!isExecutableFile(python)) return false;
  try {
    return (await runInGroup(python, ['-c', 'import uno'], 10_000)).code === 0;
  } catch {
    return false;
  }
};
