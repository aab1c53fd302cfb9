import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository's root, found from this module whether it runs from source (jest) or from a bundle. */
export const repositoryRoot = (from: string = __dirname): string => {
  let directory = from;
  while (!existsSync(join(directory, 'package-lock.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package-lock.json above ${from}`);
    directory = parent;
  }
  return directory;
};
